import { Readable } from 'node:stream';
import { hasPermission, parseBookingReference, type Language, type SchedulingReportQuery } from '@portal/domain';
import type { AuthUser } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/database';
import { rowScopeOf } from '../../platform/row-scope';
import { schedulingReportCsvChunks } from './scheduling-report.csv';
import type { ReportRow } from './scheduling-report.model';
import { renderSchedulingReportPdf } from './scheduling-report.pdf';
import { findReportBatch, type ReportCursor, type ReportSearch } from './scheduling-report.repository';

/** Rows read per round trip: the CSV streams batch by batch, never the whole report in memory. */
export const REPORT_BATCH = 500;
/** The PDF keeps its rows in memory: it prints at most this many bookings. */
export const REPORT_PDF_MAX_ROWS = 5000;

/** The booking a reference names (the query schema already refused a mistyped one). */
function scheduleIdOf(reference: string | undefined): number | undefined {
  const parsed = reference ? parseBookingReference(reference) : null;
  return parsed?.ok ? parsed.scheduleId : undefined;
}

/**
 * The filters as the user may apply them: idEmpresa only with scheduling-report-change-company; the row scope
 * (platform/row-scope.ts) does the rest: a company user sees its company's orders, a logistics user its CD's.
 * Blank texts mean no filter.
 */
export function reportSearchOf(user: AuthUser, query: SchedulingReportQuery): ReportSearch {
  const changeCompany = hasPermission(user.permissions, 'scheduling-report-change-company');
  return {
    scope: rowScopeOf(user),
    companyId: changeCompany ? (query.idEmpresa ?? null) : null,
    supplierName: query.nomeFornecedor || undefined,
    gateName: query.nomePortao || undefined,
    scheduleId: scheduleIdOf(query.referencia),
    from: query.dtEntregaIni,
    to: query.dtEntregaFim,
  };
}

/** The report's bookings in delivery order, one batch per round trip. */
export async function* reportBatches(
  db: DbOrTx,
  search: ReportSearch,
  batch: number = REPORT_BATCH,
): AsyncGenerator<ReportRow[]> {
  let after: ReportCursor | null = null;
  for (;;) {
    const rows = await findReportBatch(db, search, after, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, time: last.time, id: last.id };
  }
}

/** GET /agendamento/relatorio: BOM, header, then the rows streamed batch by batch. */
export function schedulingReportCsv(
  db: DbOrTx,
  user: AuthUser,
  query: SchedulingReportQuery,
  language: Language,
): Readable {
  const batches = reportBatches(db, reportSearchOf(user, query));
  return Readable.from(schedulingReportCsvChunks(batches, language), { objectMode: false });
}

export interface SchedulingReportPdfOptions {
  language: Language;
  now?: Date;
  /** tests turn compression off to read the texts in the bytes */
  compress?: boolean;
  maxRows?: number;
}

/**
 * GET /relatorios/Reports/agendamento.pdf: the first maxRows bookings (read in batches) drawn by
 * renderSchedulingReportPdf, with a note pointing to the CSV beyond that.
 */
export async function schedulingReportPdf(
  db: DbOrTx,
  user: AuthUser,
  query: SchedulingReportQuery,
  options: SchedulingReportPdfOptions,
): Promise<Buffer> {
  const search = reportSearchOf(user, query);
  const maxRows = options.maxRows ?? REPORT_PDF_MAX_ROWS;
  const rows: ReportRow[] = [];
  let truncated = false;
  for await (const batch of reportBatches(db, search, Math.min(REPORT_BATCH, maxRows + 1))) {
    rows.push(...batch);
    if (rows.length > maxRows) {
      truncated = true;
      break;
    }
  }
  const { scope, companyId, ...filters } = search;
  return renderSchedulingReportPdf({
    rows: rows.slice(0, maxRows),
    filters: { ...filters, companyId: companyId ?? scope.companyId },
    truncated,
    maxRows,
    language: options.language,
    now: options.now ?? clock.now(),
    compress: options.compress,
  });
}
