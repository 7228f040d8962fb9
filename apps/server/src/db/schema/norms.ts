import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './column-builders';
import { changeColumns, creationColumns } from './columns';

/**
 * norma (spec 001 §3): a norm a producer declaration is audited against (normaDeclaracaoProdutor.codigo). Its code
 * is unique whatever its case; an inactive norm stays on the declarations that name it but is not offered to new ones.
 */
export const norms = pgTable(
  'norms',
  {
    id: identityId(),
    /** codigo, 1 to 50 characters, kept as typed (trimmed). */
    code: text('code').notNull(),
    /** descricao, 1 to 255 characters. */
    description: text('description').notNull(),
    /** ativo */
    active: boolean('active').notNull().default(true),
    /** created_at is dataCriacao. */
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // one norm per code, "ISO 9001" and "iso 9001" being the same code (normCodeTaken)
    uniqueIndex('norms_code_key').on(sql`lower(${t.code})`),
    // the list and the declaration form's choice read norms by code
    index('norms_active_code_idx').on(t.active, t.code),
    check('norms_code_check', sql`char_length(${t.code}) between 1 and 50`),
    check('norms_description_check', sql`char_length(${t.description}) between 1 and 255`),
  ],
);
