import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** created_at is dataCadastro, updated_at dataAtualizacao. */
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // one certificate per code on an order (originCertificateExists): a second upload is an edit
    uniqueIndex('origin_certificates_order_code_key').on(t.orderId, sql`lower(${t.code})`),
    // the list, newest update first: an update-date range reads only its days
    index('origin_certificates_updated_idx').on(t.updatedAt, t.id),
    // a supplier's certificates newest update first (row scope)
    index('origin_certificates_supplier_idx').on(t.supplierId, t.updatedAt, t.id),
    // the code filter
    index('origin_certificates_code_idx').on(sql`lower(${t.code})`),
    check('origin_certificates_code_check', sql`char_length(${t.code}) between 1 and 100`),
  ],
);
