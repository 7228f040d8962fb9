import {
  COMPLIANCE_DOCUMENT_KINDS,
  conciliationListSchema,
  type ComplianceDocumentKind,
  isCalendarDate,
  type ConciliationFilter,
  type ConciliationListPageDto,
} from '@portal/domain';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/database';
import { readPage } from '../../platform/paging';
import { declarationStatesOf } from '../declarations/declarations-road.service';
import { certificateStatesOf } from '../sustainability/sustainability-road.service';
import { AppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import type { ConciliationContext } from './conciliation.context';
import { toListRowDto } from './list.mapper';
import { findListRows, type ConciliationSearch } from './list.repository';

/** The conciliation list: its filters as SQL conditions, and a page of the conciliations the user may see. */

/** GraphQL sends absent fields as null and forms send ''; both mean "no filter". */
export function withoutBlanks(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    out[key] = v;
  }
  return out;
}

/** Digits without their leading zeros ('0' stays), as nNF and serie are written in an NF-e. */
function withoutLeadingZeros(text: string): string {
  return /^\d+$/.test(text) ? text.replace(/^0+(?=\d)/, '') : text;
}

/**
 * The filter as SQL conditions. notaFiscal is the invoice number (nNF) exactly; "123/1" or "123-1" is the
 * number and the series; leading zeros of either are ignored.
 */
export function searchOf(filter: ConciliationFilter): ConciliationSearch {
  const invoice = filter.notaFiscal?.trim();
  const numberAndSeries = invoice ? /^(\d+)\s*[/-]\s*(\d+)$/.exec(invoice) : null;
  return {
    conciliationId: filter.conciliacao,
    orderId: filter.pedido,
    supplierName: filter.nomeFornecedor || undefined,
    from: filter.dataConciliacaoInicial,
    to: filter.dataConciliacaoFinal,
    commercialStatus: filter.statusComercial,
    fiscalStatus: filter.statusFiscal,
    rfmStatus: filter.statusRFM,
    invoiceNumber: numberAndSeries
      ? withoutLeadingZeros(numberAndSeries[1]!)
      : invoice
        ? withoutLeadingZeros(invoice)
        : undefined,
    invoiceSeries: numberAndSeries ? withoutLeadingZeros(numberAndSeries[2]!) : undefined,
    cdId: filter.idCd,
  };
}

/** The contract checks the dates' shape (YYYY-MM-DD); a day that does not exist (2025-02-30) is refused too. */
export function withCalendarDates(filter: ConciliationFilter): ConciliationFilter {
  for (const field of ['dataConciliacaoInicial', 'dataConciliacaoFinal'] as const) {
    const value = filter[field];
    if (value !== undefined && !isCalendarDate(value))
      throw AppError.validation({ fields: [{ field, code: 'invalid_date', message: 'YYYY-MM-DD' }] });
  }
  return filter;
}

export interface ListArgs {
  filtro?: unknown;
  pagina?: number | null;
  max?: number | null;
}

/**
 * buscarConciliacoesParaListagem: a page (from 0, at most 20 rows) of the conciliations the user may see,
 * cancelled ones included; one row more is read to know whether another page exists.
 */
export async function listConciliations(ctx: ConciliationContext, args: ListArgs): Promise<ConciliationListPageDto> {
  const { filtro, pagina, max } = conciliationListSchema.parse({
    filtro: withoutBlanks(args.filtro ?? undefined),
    pagina: args.pagina ?? undefined,
    max: args.max ?? undefined,
  });
  withCalendarDates(filtro);
  const page = await readPage(
    { pagina, size: max },
    (window) => findListRows(ctx.db, rowScopeOf(ctx.user), searchOf(filtro), filtro.orderBy, window),
    (row) => toListRowDto(row, ctx.language),
  );
  const awaiting = await documentsAwaitingAudit(ctx.db, [...new Set(page.itens.map((row) => row.pedido))]);
  return {
    ...page,
    itens: page.itens.map((row) => ({ ...row, documentosEmAuditoria: awaiting.get(row.pedido) ?? [] })),
  };
}

/**
 * The orders' documents sent and still awaiting their audit: the supplier reconciled on them (decision: an audit
 * pending does not hold the road) and the list says so, for the retailer to audit.
 */
async function documentsAwaitingAudit(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, ComplianceDocumentKind[]>> {
  const today = clock.today();
  const states: Record<ComplianceDocumentKind, Map<number, string>> = {
    certificadoSustentabilidade: await certificateStatesOf(db, orderIds, today),
    declaracaoProdutor: await declarationStatesOf(db, orderIds, today),
  };
  const awaiting = new Map<number, ComplianceDocumentKind[]>();
  for (const orderId of orderIds) {
    const kinds = COMPLIANCE_DOCUMENT_KINDS.filter((kind) => states[kind].get(orderId) === 'awaitingAudit');
    if (kinds.length > 0) awaiting.set(orderId, kinds);
  }
  return awaiting;
}
