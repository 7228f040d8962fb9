/** Query keys of the CD screens (one place, so a change invalidates exactly what it touched). */
export const cdKeys = {
  all: ['cds'] as const,
  detail: (idCd: number) => ['cds', 'detail', idCd] as const,
  gates: (idCd: number) => ['cds', 'gates', idCd] as const,
  exceptions: (idCd: number) => ['cds', 'exceptions', idCd] as const,
  variations: (idPortao: number) => ['cds', 'variations', idPortao] as const,
  variationDates: (idPortao: number) => ['cds', 'variation-dates', idPortao] as const,
};

/** The CD calls go to the cds service (routing header). */
export const CDS_SERVICE = 'cds';
