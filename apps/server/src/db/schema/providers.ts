import { boolean, integer, pgTable, text, index } from 'drizzle-orm/pg-core';

/** fornecedor, with the fields of both specifications. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Normalised CNPJ, 14 characters, numeric or 2026 alphanumeric. */
    cnpj: text('cnpj').notNull().unique(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    email: text('email'),
    ediPoInd: boolean('edi_po_ind').notNull().default(false),
    requireProducerDeclaration: boolean('require_producer_declaration').notNull().default(false),
    requireOriginCertificate: boolean('require_origin_certificate').notNull().default(false),
    isSubcontractor: boolean('is_subcontractor').notNull().default(false),
  },
  (t) => [
    // provider-name filters (order list, reports) search case-insensitively by prefix
    index('suppliers_name_lower_idx').on(t.name),
  ],
);
