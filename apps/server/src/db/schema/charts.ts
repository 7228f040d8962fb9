import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { identityId } from './column-builders';
import { creationColumns } from './columns';
import { orderReference } from './orders';
import { storedFiles } from './platform';

/**
 * tabelaMedida: the measurement chart PDFs imported for an order. Every import is kept; the newest one is the
 * order's current chart (GET /api/report/tabelamedida/{id}).
 */
export const measurementCharts = pgTable(
  'measurement_charts',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** nomeArquivo as the user's file was named. */
    fileName: text('file_name').notNull(),
    /** dataInclusao. */
    ...creationColumns(),
  },
  // an order's current chart: its newest row
  (t) => [index('measurement_charts_order_idx').on(t.orderId, t.id)],
);
