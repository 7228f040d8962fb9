import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { changeColumns, creationColumns } from './columns';
import { orderReference } from './orders';
import { storedFiles } from './platform';
import { suppliers } from './providers';

/**
 * certificadoOrigem (spec 001 §3): an origin certificate (its code and PDF) for an order. The supplier is the order's,
 * kept for the list and row scope (decision A5: suppliers see their own). An edit (PUT) replaces code and file.
 */
export const originCertificates = pgTable(
  'origin_certificates',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    /** codigo, 1 to 100 characters. */
    code: text('code').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /**
     * The order's issue day (orders.issued_at), kept for the list's order-day filter as supplier_id is for the scope.
     * The database fills it (migration 0016: a trigger on insert or a change of order_id, another when an order's
     * issue day changes), so no writer names it; null only where triggers did not fire (a bench load in replica mode
     * writes it itself).
     */
    orderIssuedAt: date('order_issued_at'),
    /** created_at is dataCadastro, updated_at dataAtualizacao. */
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // one certificate per code on an order (originCertificateExists): a second upload is an edit
    uniqueIndex('origin_certificates_order_code_key').on(t.orderId, sql`lower(${t.code})`),
    // the list, newest update first: an update-date range reads only its days; an order-day range is checked on the
    // index's own order_issued_at, so walking it reads no certificate (nor order) outside the range
    index('origin_certificates_updated_idx').on(t.updatedAt, t.id, t.orderIssuedAt),
    // a supplier's certificates newest update first (row scope)
    index('origin_certificates_supplier_idx').on(t.supplierId, t.updatedAt, t.id),
    // the code filter, "contains, ignoring case" (ilike '%…%'): a trigram index (pg_trgm) reads only the matches
    index('origin_certificates_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    check('origin_certificates_code_check', sql`char_length(${t.code}) between 1 and 100`),
  ],
);
