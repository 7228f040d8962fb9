import { conciliationFilterSchema, isConciliationApproved, type ConciliationFilter } from '@portal/domain';
import { z } from 'zod';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import type { ConciliationContext } from './conciliation.context';
import { findListRows, type ConciliationSearch, type ListCursor, type ListRow } from './list.repository';
import { searchOf, withCalendarDates, withoutBlanks } from './list.service';
import { renderConciliationReportPdf } from './report.pdf';
import { renderConciliationSealPdf } from './seal.pdf';
import { visibleConciliationOf } from './status.service';

/** The conciliation area's documents: the rows read (scoped, permitted) here, drawn by the pure renderers. */

/** The report's query string as the list's filter (blank values absent); bad values are a 400 validation. */
export function reportFilterOf(query: Record<string, unknown>): ConciliationFilter {
  const { perfil: _perfil, userLocale: _locale, ...filter } = query;
  return withCalendarDates(conciliationFilterSchema.parse(withoutBlanks(filter)));
}

/** Rows read per round trip (keyset, in the report's order). */
export const REPORT_BATCH = 500;
/** The PDF prints at most this many conciliations, with a note beyond (about 700 pages). */
export const REPORT_PDF_MAX_ROWS = 20_000;

/** Reads the matching rows batch by batch, in the report's order, at most `max` (plus one to tell truncation). */
export async function* reportBatches(
  db: DbOrTx,
  scope: RowScope,
  search: ConciliationSearch,
  filter: ConciliationFilter,
  max: number,
  batch: number = REPORT_BATCH,
): AsyncGenerator<ListRow[]> {
  let after: ListCursor | null = null;
  let read = 0;
  while (read <= max) {
    const limit = Math.min(batch, max + 1 - read);
    const rows = await findListRows(db, scope, search, filter.orderBy, { limit, after });
    if (rows.length > 0) yield rows;
    read += rows.length;
    if (rows.length < limit) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sortKey, id: last.id };
  }
}

export interface DocumentOptions {
  now?: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/**
 * GET /relatorios/Reports/conciliacao.pdf: every conciliation matching the filters (cancelled ones too), at most
 * maxRows, that the user may see: a logistics user sees its CD only.
 */
export async function conciliationReportPdf(
  ctx: ConciliationContext,
  query: Record<string, unknown>,
  options: DocumentOptions & { maxRows?: number } = {},
): Promise<Buffer> {
  const filter = reportFilterOf(query);
  const scope = rowScopeOf(ctx.user);
  const maxRows = options.maxRows ?? REPORT_PDF_MAX_ROWS;
  const rows: ListRow[] = [];
  for await (const batch of reportBatches(ctx.db, scope, searchOf(filter), filter, maxRows)) rows.push(...batch);
  return renderConciliationReportPdf({
    rows: rows.slice(0, maxRows),
    filter,
    cd: filter.idCd ?? scope.cdId,
    truncated: rows.length > maxRows,
    maxRows,
    language: ctx.language,
    now: options.now ?? clock.now(),
    compress: options.compress,
  });
}

/**
 * GET /seloConciliacoes/gerar/{id}: the seal of a conciliation reconciled on both sides and not cancelled
 * (sealNotAvailable otherwise). An invisible conciliation is conciliationNotFound.
 */
export async function conciliationSealPdf(
  ctx: ConciliationContext,
  id: unknown,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const conciliationId = z.coerce.number().int().positive().parse(id);
  const found = await visibleConciliationOf(ctx.db, ctx.user, conciliationId);
  const c = found.conciliation;
  if (
    c.cancelledAt !== null ||
    !isConciliationApproved({ statusComercial: c.commercialStatus, statusFiscal: c.fiscalStatus })
  )
    throw new AppError('sealNotAvailable', { idConciliacao: conciliationId });
  return renderConciliationSealPdf({
    seal: found,
    language: ctx.language,
    now: options.now ?? clock.now(),
    compress: options.compress,
  });
}
