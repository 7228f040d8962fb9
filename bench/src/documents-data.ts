/**
 * Facts about issue 16's data set (norms, producer declarations, sustainability and origin certificates), which
 * documents-generate.ts adds to the orders data set of generate.ts and documents-run.ts reads.
 */

/** Norms the bench writes: codes NBR-BENCH-001 … (deleted by this prefix on a new run). */
export const BENCH_NORM_PREFIX = 'NBR-BENCH-';
export const BENCH_NORMS = 50;

/**
 * The one stored file every bench document points at (a small real PDF): the lists and the CSVs never read a
 * document's bytes, so a million copies would only weigh on the disk.
 */
export const BENCH_DOCUMENT_FILE_ID = '00000000-0000-4000-8000-00000000b016';

/** ALADI agreements of the origin certificates' codes (COD-ACE18-2026-000123). */
export const BENCH_AGREEMENTS = ['18', '35', '36', '58', '59', '72'] as const;

/** A one-page PDF, small and valid (what the shared stored file holds). */
export const BENCH_DOCUMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
