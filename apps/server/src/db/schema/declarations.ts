import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { changeColumns, creationColumns } from './columns';
import { norms } from './norms';
import { orderReference } from './orders';
import { storedFiles } from './platform';
import { suppliers } from './providers';

/**
 * declaracaoProdutor (spec 001 §3): a producer declaration sent for an order. Every upload is a row: the newest of
 * an order is its current declaration (buscarUltimaDeclaracao), all of them its history (buscarHistoricoPorPedido).
 * The supplier is the order's, kept here for the list's filters and row scope. The audit fields are the auditor's;
 * the Fecomercio and RMS statuses are an integration's, shown as stored (decision A22).
 */
export const producerDeclarations = pgTable(
  'producer_declarations',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    /** The .doc, .docx or PDF sent (one per upload). */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** 1 awaiting evaluation, 2 approved, 3 rejected (spec 001 §4). */
    status: smallint('status').notNull().default(1),
    /** statusFecomercio 1-10 (spec 001 §4), read-only. */
    fecomercioStatus: smallint('fecomercio_status').notNull().default(1),
    /** statusRMS and erroEnvioRMS, read-only. */
    rmsStatus: text('rms_status'),
    rmsError: text('rms_error'),
    /** normaDeclaracaoProdutor */
    normId: integer('norm_id').references(() => norms.id),
    /** itemFOBMin, itemFOBMax: the FOB unit price range the declaration covers. */
    itemFobMin: numeric('item_fob_min', { precision: 14, scale: 4 }),
    itemFobMax: numeric('item_fob_max', { precision: 14, scale: 4 }),
    /** dataDeclaracao */
    declaredOn: date('declared_on'),
    /** dataValidade: the declaration is valid through this day (compliance/document-validity.ts). */
    validUntil: date('valid_until'),
    /** numeroDJO and dataDJO: the sworn origin declaration. */
    djoNumber: text('djo_number'),
    djoDate: date('djo_date'),
    /** ISO 4217 code of the FOB prices. */
    currency: text('currency'),
    /** protocolo, display-only. */
    protocol: text('protocol'),
    /** The auditor's note, shown to the supplier with a rejection (decision: the spec's form has no reason field). */
    note: text('note'),
    /**
     * The order's issue day (orders.issued_at), kept for the list's order-day filter as supplier_id is for the scope.
     * The database fills it (migration 0017: a trigger on insert or a change of order_id, another when an order's
     * issue day changes), so no writer names it; null only where triggers did not fire (a bench load in replica mode
     * writes it itself).
     */
    orderIssuedAt: date('order_issued_at'),
    /** created_at is dataCadastro. */
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // an order's declarations newest first: the current one and the history
    index('producer_declarations_order_idx').on(t.orderId, t.createdAt, t.id),
    // the list, newest first by registration (or oldest first): a date range reads only its days; an order-day range
    // is checked on the index's own order_issued_at, so walking it reads no declaration (nor order) outside the range
    index('producer_declarations_created_idx').on(t.createdAt, t.id, t.orderIssuedAt),
    // the list sorted by validity (validadeAsc: soonest first, none last), the order-day range checked as above
    // (ascending puts nulls last; the id descending with nulls first, as the sort says it)
    index('producer_declarations_validity_idx').on(t.validUntil, t.id.desc().nullsFirst(), t.orderIssuedAt),
    // a supplier's declarations newest first (row scope and the provider filter)
    index('producer_declarations_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    // the list's status filter, newest first
    index('producer_declarations_status_idx').on(t.status, t.createdAt, t.id),
    check('producer_declarations_status_check', sql`${t.status} in (1, 2, 3)`),
    check('producer_declarations_fecomercio_check', sql`${t.fecomercioStatus} between 1 and 10`),
    check(
      'producer_declarations_fob_check',
      sql`${t.itemFobMin} is null or ${t.itemFobMax} is null or ${t.itemFobMin} <= ${t.itemFobMax}`,
    ),
    check(
      'producer_declarations_dates_check',
      sql`${t.validUntil} is null or ${t.declaredOn} is null or ${t.declaredOn} <= ${t.validUntil}`,
    ),
    check('producer_declarations_djo_check', sql`${t.djoNumber} is null or char_length(${t.djoNumber}) <= 50`),
    check('producer_declarations_currency_check', sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
    check('producer_declarations_note_check', sql`${t.note} is null or char_length(${t.note}) <= 4000`),
  ],
);
