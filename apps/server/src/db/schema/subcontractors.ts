import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { changeColumns, creationColumns } from './columns';
import { orderReference } from './orders';
import { suppliers } from './providers';

/**
 * subcontratado (spec 001 §3): a factory a provider sends work to (cutting, sewing, washing…). The owner and audit
 * score the spec's overview mentions have no fields (decision A19: left out; the ABVTEX code is the audit).
 */
export const subcontractors = pgTable(
  'subcontractors',
  {
    id: identityId(),
    /** razaoSocial */
    legalName: text('legal_name').notNull(),
    /** nomeFantasia */
    tradeName: text('trade_name').notNull(),
    /** Normalised CNPJ, 14 characters, numeric or 2026 alphanumeric. */
    cnpj: text('cnpj').notNull(),
    /** endereco */
    address: text('address').notNull(),
    /** telefonePrincipal, digits with the area code. */
    mainPhone: text('main_phone').notNull(),
    /** outroTelefone, digits (decision A18: required, as the spec says). */
    otherPhone: text('other_phone').notNull(),
    email: text('email').notNull(),
    /** codigoABVTEX: the retail textile supply chain certification. */
    abvtexCode: text('abvtex_code').notNull(),
    /** anotacoes */
    notes: text('notes'),
    /** 1 Active, 2 Inactive (spec 001 §4). */
    status: smallint('status').notNull().default(1),
    /** created_at is dataCadastro. */
    ...creationColumns(),
  },
  (t) => [
    // one subcontractor per CNPJ: a second registration of the same company is refused (duplicate CNPJ)
    uniqueIndex('subcontractors_cnpj_key').on(t.cnpj),
    // the list's order (spec 001 §2: by trade name ignoring case), id breaking ties so pages never overlap
    index('subcontractors_trade_name_idx').on(sql`lower(${t.tradeName})`, t.id),
    // the list's four "contains, ignoring case" filters (ilike '%…%'): trigram indexes (pg_trgm), so a filter reads
    // the rows that match instead of every subcontractor (20,000 in the bench: docs/performance.md, issue 15)
    index('subcontractors_cnpj_trgm_idx').using('gin', t.cnpj.op('gin_trgm_ops')),
    index('subcontractors_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('subcontractors_trade_name_trgm_idx').using('gin', t.tradeName.op('gin_trgm_ops')),
    index('subcontractors_legal_name_trgm_idx').using('gin', t.legalName.op('gin_trgm_ops')),
    check('subcontractors_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/** The subcontractors a provider uses (spec 001 §3 "plus linked subcontractors"): vincular/desvincular. */
export const providerSubcontractors = pgTable(
  'provider_subcontractors',
  {
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    subcontractorId: requiredReference('subcontractor_id', () => subcontractors.id),
    ...creationColumns(),
  },
  (t) => [
    // a link once; its first column serves the provider's linked subcontractors
    primaryKey({ columns: [t.supplierId, t.subcontractorId], name: 'provider_subcontractors_pkey' }),
    // the subcontractor's linked providers
    index('provider_subcontractors_subcontractor_idx').on(t.subcontractorId),
  ],
);

/**
 * notaFiscalSubcontratado (spec 001 §3): the provider's outbound invoice sending an order's pieces to a subcontractor
 * and, once the work is back, the subcontractor's return invoice. The provider is the order's (supplier_id repeats it
 * so the row scope reads one table).
 */
export const subcontractorInvoices = pgTable(
  'subcontractor_invoices',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    subcontractorId: requiredReference('subcontractor_id', () => subcontractors.id),
    /** dataNotaFiscalSaida */
    outboundDate: date('outbound_date', { mode: 'string' }).notNull(),
    /** numeroNotaFiscalSaida: the NF-e number, digits. */
    outboundNumber: text('outbound_number').notNull(),
    /** quantidadePecasSaida */
    outboundPieces: integer('outbound_pieces').notNull(),
    /** dataNotaFiscalRetorno */
    returnDate: date('return_date', { mode: 'string' }),
    /** numeroNotaFiscalRetorno */
    returnNumber: text('return_number'),
    /** quantidadePecasRetorno */
    returnPieces: integer('return_pieces'),
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // the order's invoices (the page's table and the reconcile prerequisite), in the order they were registered
    index('subcontractor_invoices_order_idx').on(t.orderId, t.id),
    // the invoices that name a subcontractor (its details and the unlink check)
    index('subcontractor_invoices_subcontractor_idx').on(t.subcontractorId),
    check('subcontractor_invoices_outbound_pieces_check', sql`${t.outboundPieces} > 0`),
    // pieces come back at most as many as went out (losses and rejects make fewer)
    check(
      'subcontractor_invoices_return_pieces_check',
      sql`${t.returnPieces} is null or (${t.returnPieces} >= 0 and ${t.returnPieces} <= ${t.outboundPieces})`,
    ),
    check(
      'subcontractor_invoices_return_date_check',
      sql`${t.returnDate} is null or ${t.returnDate} >= ${t.outboundDate}`,
    ),
  ],
);
