import { Readable } from 'node:stream';
import {
  companyById,
  hasPermission,
  normalizeCnpj,
  PRE_SCHEDULING_REPORT_MAX,
  preSchedulingReportQuerySchema,
  type Language,
  type PreSchedulingReportQuery,
  type PreSchedulingRowDto,
} from '@portal/domain';
import type { AuthUser } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { LocalizedContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import { preSchedulingReportCsvChunks } from './pre-scheduling-report.csv';
import { renderPreSchedulingReportPdf } from './pre-scheduling-report.pdf';
import { toPreSchedulingRowDto } from './pre-scheduling.mapper';
import {
  findReportBatch,
  type PreSchedulingRecord,
  type ReportCursor,
  type ReportSearch,
} from './pre-scheduling.repository';

/** Rows read per round trip: the CSV streams batch by batch, never the whole report in memory. */
export const REPORT_BATCH = 500;

/**
 * The filters as the user may apply them (PS10): the company name only with pre-scheduling-report-change-company,
 * otherwise the user's own company (its row scope's; every company for a profile without one). The CNPJ is taken
 * masked or not, numeric or the 2026 alphanumeric form, as a part of the provider's; any other character is refused.
 * Blank texts filter nothing.
 */
export function reportSearchOf(user: AuthUser, query: PreSchedulingReportQuery): ReportSearch {
  const changeCompany = hasPermission(user.permissions, 'pre-scheduling-report-change-company');
  const scope = rowScopeOf(user);
  const cnpj = query.cnpjFornecedor ? normalizeCnpj(query.cnpjFornecedor) : undefined;
  if (cnpj && !/^[0-9A-Z]{1,14}$/.test(cnpj))
    throw AppError.validation({ fields: [{ field: 'cnpjFornecedor', code: 'cnpj', message: 'not a CNPJ' }] });
  return {
    supplierName: query.nomeFornecedor || undefined,
    cnpj: cnpj || undefined,
    companyName: changeCompany ? query.nomeEmpresa || undefined : undefined,
    companyId: changeCompany ? null : scope.companyId,
    cdName: query.nomeCd || undefined,
    active: query.ativo === undefined ? undefined : query.ativo === 'Sim',
  };
}

/** The report's rows by provider name then id, one batch per round trip, at most `max` in all. */
export async function* reportBatches(
  db: DbOrTx,
  search: ReportSearch,
  max: number = PRE_SCHEDULING_REPORT_MAX,
  batch: number = REPORT_BATCH,
): AsyncGenerator<PreSchedulingRecord[]> {
  let after: ReportCursor | null = null;
  let left = max;
  while (left > 0) {
    const size = Math.min(batch, left);
    const rows = await findReportBatch(db, search, after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    left -= rows.length;
    const last = rows[rows.length - 1]!;
    after = { supplierName: last.supplierName, id: last.id };
  }
}

async function readAll(db: DbOrTx, search: ReportSearch, max: number): Promise<PreSchedulingRecord[]> {
  const rows: PreSchedulingRecord[] = [];
  for await (const batch of reportBatches(db, search, max)) rows.push(...batch);
  return rows;
}

/** listarPreAgendamentosRelatorio(filtro): the report's rows, at most PRE_SCHEDULING_REPORT_MAX. */
export async function reportRows(ctx: LocalizedContext, args: unknown): Promise<PreSchedulingRowDto[]> {
  const filtro = preSchedulingReportQuerySchema.parse((args as { filtro?: unknown } | null)?.filtro ?? {});
  const rows = await readAll(ctx.db, reportSearchOf(ctx.user, filtro), PRE_SCHEDULING_REPORT_MAX);
  return rows.map(toPreSchedulingRowDto);
}

/** GET /api/preagendamento/relatorio: BOM, header, then at most PRE_SCHEDULING_REPORT_MAX rows, batch by batch. */
export function preSchedulingReportCsv(
  db: DbOrTx,
  user: AuthUser,
  query: PreSchedulingReportQuery,
  language: Language,
): Readable {
  const batches = reportBatches(db, reportSearchOf(user, query));
  return Readable.from(preSchedulingReportCsvChunks(batches, language), { objectMode: false });
}

export interface PreSchedulingReportPdfOptions {
  language: Language;
  now?: Date;
  compress?: boolean;
  maxRows?: number;
}

/** GET /relatorios/Reports/preagendamento.pdf: the report's rows (at most PRE_SCHEDULING_REPORT_MAX) as a PDF. */
export async function preSchedulingReportPdf(
  db: DbOrTx,
  user: AuthUser,
  query: PreSchedulingReportQuery,
  options: PreSchedulingReportPdfOptions,
): Promise<Buffer> {
  const search = reportSearchOf(user, query);
  const maxRows = options.maxRows ?? PRE_SCHEDULING_REPORT_MAX;
  const rows = await readAll(db, search, maxRows + 1);
  return renderPreSchedulingReportPdf({
    rows: rows.slice(0, maxRows),
    filters: {
      supplierName: search.supplierName,
      cnpj: query.cnpjFornecedor || undefined,
      // the company applied: the one asked for, or the user's own when it may not choose
      companyName: search.companyName ?? (search.companyId === null ? undefined : companyById(search.companyId)?.name),
      cdName: search.cdName,
      active: search.active,
    },
    truncated: rows.length > maxRows,
    maxRows,
    language: options.language,
    now: options.now ?? clock.now(),
    compress: options.compress,
  });
}
