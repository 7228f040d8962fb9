import { desc, eq } from 'drizzle-orm';
import { measurementCharts, storedFiles } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { clock } from '../../platform/clock';

export type ChartRow = typeof measurementCharts.$inferSelect;

export interface ChartWithContent {
  chart: ChartRow;
  content: Buffer;
}

export async function insertChart(db: DbOrTx, row: typeof measurementCharts.$inferInsert): Promise<ChartRow> {
  const [saved] = await db
    .insert(measurementCharts)
    .values({ createdAt: clock.now(), ...row })
    .returning();
  if (!saved) throw new Error('measurement chart not returned');
  return saved;
}

/** The order's current chart (its newest row, measurement_charts_order_idx) with the file's bytes, or undefined. */
export async function findNewestChart(db: DbOrTx, orderId: number): Promise<ChartWithContent | undefined> {
  const [row] = await db
    .select({ chart: measurementCharts, content: storedFiles.content })
    .from(measurementCharts)
    .innerJoin(storedFiles, eq(storedFiles.id, measurementCharts.fileId))
    .where(eq(measurementCharts.orderId, orderId))
    .orderBy(desc(measurementCharts.id))
    .limit(1);
  return row;
}
