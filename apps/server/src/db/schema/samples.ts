import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { changeColumns, creationColumns } from './columns';
import { orderReference } from './orders';
import { suppliers } from './providers';

/**
 * concessaoAmostraPedido (spec 001 §3): the portal's decision on a sample order (pedidoAmostra) of an original order
 * (pedido), which validarAmostraPedidoParaConciliacao reads before the ERP's sample status. The supplier is the
 * original order's (codigoFornecedor, nomeFornecedor), kept here for the list's filters and row scope.
 */
export const sampleConcessions = pgTable(
  'order_sample_concessions',
  {
    id: identityId(),
    originalOrderId: orderReference('original_order_id'),
    sampleOrderId: orderReference('sample_order_id'),
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    /** descricao, at most 255 characters. */
    description: text('description').notNull(),
    /** 1 Em Aprovação, 2 Aprovado, 3 Reprovado (spec 001 §4). */
    status: smallint('status').notNull().default(1),
    /** motivo, at most 255 characters. */
    reason: text('reason'),
    /** created_at is dataCadastro, updated_at dataModificacao. */
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // one concession per sample order: the sample validation reads it by the sample order
    uniqueIndex('order_sample_concessions_sample_order_key').on(t.sampleOrderId),
    // the concessions of an original order (the sample validation before its conciliation)
    index('order_sample_concessions_original_order_idx').on(t.originalOrderId),
    // the list, newest first by registration (created_at, id): a date range reads only its days
    index('order_sample_concessions_created_idx').on(t.createdAt, t.id),
    // a supplier's concessions newest first: the list's supplier filter takes each named supplier's newest rows
    index('order_sample_concessions_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    check('order_sample_concessions_status_check', sql`${t.status} in (1, 2, 3)`),
    check('order_sample_concessions_description_check', sql`char_length(${t.description}) between 1 and 255`),
    check('order_sample_concessions_reason_check', sql`${t.reason} is null or char_length(${t.reason}) <= 255`),
  ],
);
