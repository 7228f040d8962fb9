import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import type { ConciliationReason } from '@portal/domain';
import { users } from './auth';
import { creationColumns } from './columns';
import { orderReference } from './orders';
import { storedFiles } from './platform';

/**
 * conciliacao: one reconciliation of an order against an NF-e. Per side: 0 not sent, 1 sent,
 * 2 reconciled, 3 rejected, 4 conditional. Each upload is a new row; the order's newest row that is not
 * cancelled is the one that counts (grid dots, reconcile button, subcontractor lock).
 */
export const conciliations = pgTable(
  'conciliations',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    commercialStatus: smallint('commercial_status').notNull().default(0),
    fiscalStatus: smallint('fiscal_status').notNull().default(0),
    /** ide/nNF and ide/serie. */
    invoiceNumber: text('invoice_number'),
    invoiceSeries: text('invoice_series'),
    /** The 44-character access key (infNFe@Id without 'NFe'). */
    accessKey: text('access_key'),
    /** ide/dhEmi. */
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    issuerCnpj: text('issuer_cnpj'),
    issuerName: text('issuer_name'),
    recipientCnpj: text('recipient_cnpj'),
    /** ide/mod ('55'). */
    invoiceModel: text('invoice_model'),
    /** protNFe/infProt: cStat, nProt and chNFe as SEFAZ wrote them. */
    protocolStatus: text('protocol_status'),
    protocolNumber: text('protocol_number'),
    protocolAccessKey: text('protocol_access_key'),
    /** total/ICMSTot/vNF. */
    invoiceTotal: numeric('invoice_total'),
    /** The uploaded XML, byte for byte (getXmlNota). */
    invoiceFileId: uuid('invoice_file_id').references(() => storedFiles.id),
    /** Why the last step refused (or made conditional): structured, rendered in the reader's language. */
    rejection: jsonb('rejection').$type<ConciliationReason[]>(),
    commercialAt: timestamp('commercial_at', { withTimezone: true }),
    fiscalAt: timestamp('fiscal_at', { withTimezone: true }),
    /** salvarObservacao, at most 255 characters. */
    observation: text('observation'),
    conditionalBy: integer('conditional_by').references(() => users.id),
    conditionalAt: timestamp('conditional_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** Fiscal goods receipt (emiteRFM): 0 not issued, 1 issued. */
    rfmStatus: smallint('rfm_status').notNull().default(0),
    rfmAt: timestamp('rfm_at', { withTimezone: true }),
    rfmBy: integer('rfm_by').references(() => users.id),
    ...creationColumns(),
  },
  (t) => [
    check('conciliations_commercial_ck', sql`${t.commercialStatus} between 0 and 4`),
    check('conciliations_fiscal_ck', sql`${t.fiscalStatus} between 0 and 4`),
    check('conciliations_rfm_ck', sql`${t.rfmStatus} in (0, 1)`),
    // an order's last conciliation (grid dots, subcontractor lock): newest id per order
    index('conciliations_order_idx').on(t.orderId, t.id),
    // the list's date filter and the report
    index('conciliations_created_idx').on(t.createdAt),
    // an invoice backs one accepted conciliation at most: the database arbitrates two fiscal checks at once
    uniqueIndex('conciliations_access_key_uq')
      .on(t.accessKey)
      .where(sql`${t.fiscalStatus} in (2, 4) and ${t.cancelledAt} is null`),
  ],
);

/**
 * conciliacaoItems: one row per order item or invoice item, with the order's (Po) and the invoice's (Nf)
 * values side by side. Values are kept as written (numeric without scale keeps '12.3400').
 */
export const conciliationItems = pgTable(
  'conciliation_items',
  {
    id: identityId(),
    conciliationId: requiredReference('conciliation_id', () => conciliations.id, { onDelete: 'cascade' }),
    /** Display order: invoice items first (by nItem), then order items missing from the invoice. */
    line: smallint('line').notNull(),
    /**
     * The order item compared, or null. It refers to order_items, checked once per statement by triggers
     * (migration 0010) rather than by a foreign key: the key's per-row check and lock of 990 order items took
     * half of an upload's row insert (issue 13).
     */
    orderItemId: integer('order_item_id'),
    /** det@nItem, null for an order item the invoice lacks. */
    invoiceItemNumber: smallint('invoice_item_number'),
    itemCodePo: text('item_code_po'),
    itemCodeNf: text('item_code_nf'),
    descriptionPo: text('description_po'),
    descriptionNf: text('description_nf'),
    eanPo: text('ean_po'),
    eanNf: text('ean_nf'),
    quantityPo: numeric('quantity_po'),
    quantityNf: numeric('quantity_nf'),
    ncmPo: text('ncm_po'),
    ncmNf: text('ncm_nf'),
    unitCostPo: numeric('unit_cost_po'),
    unitCostNf: numeric('unit_cost_nf'),
    saleValuePo: numeric('sale_value_po'),
    saleValueNf: numeric('sale_value_nf'),
    icmsRatePo: numeric('icms_rate_po'),
    icmsRateNf: numeric('icms_rate_nf'),
    ipiRatePo: numeric('ipi_rate_po'),
    ipiRateNf: numeric('ipi_rate_nf'),
    /** The invoice item's ICMS situation: CST (2 digits) or CSOSN (3, Simples Nacional); decides the ICMS rate check. */
    icmsCstNf: text('icms_cst_nf'),
    /** pCredSN: the ICMS credit rate a Simples Nacional invoice grants (CSOSN 101, 201, 900). */
    icmsCreditRateNf: numeric('icms_credit_rate_nf'),
    /** Why this row is refused (commercial) or conditional (fiscal rates); empty when it matches. */
    reasons: jsonb('reasons').$type<ConciliationReason[]>().notNull().default([]),
  },
  (t) => [index('conciliation_items_conciliation_idx').on(t.conciliationId, t.line)],
);

/** What happened to a conciliation: rejections, conditional results, acceptance, cancellation, RFM. */
export const conciliationHistory = pgTable(
  'conciliation_history',
  {
    id: identityId(),
    conciliationId: requiredReference('conciliation_id', () => conciliations.id, { onDelete: 'cascade' }),
    /** 'commercial' | 'fiscal' | 'conditional' | 'cancel' | 'observation' | 'rfm' */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    /** The side's status after the event (commercial or fiscal), when it has one. */
    status: smallint('status'),
    reasons: jsonb('reasons').$type<ConciliationReason[]>(),
    /** Free text of the event: the cancel reason or the observation saved. */
    note: text('note'),
  },
  (t) => [
    check(
      'conciliation_history_kind_ck',
      sql`${t.kind} in ('commercial','fiscal','conditional','cancel','observation','rfm')`,
    ),
    index('conciliation_history_conciliation_idx').on(t.conciliationId, t.at),
  ],
);
