import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companies, orderItems, orders, physicalLocations, suppliers } from '../../db/schema/index';
import { selectOrdersWithParties } from '../../db/order-parties';
import type { DbOrTx } from '../../platform/database';

/** What a label prints about the order; the service has already checked that the user may see it. */
export async function findLabelOrder(db: DbOrTx, orderId: number) {
  const rows = await selectOrdersWithParties(db, {
    id: orders.id,
    status: orders.status,
    nature: orders.nature,
    companyId: orders.companyId,
    companyName: companies.name,
    supplierId: orders.supplierId,
    supplierName: suppliers.name,
    cdId: orders.cdId,
    cdName: physicalLocations.name,
  }).where(eq(orders.id, orderId));
  return rows[0] ?? null;
}
export type LabelOrderRow = NonNullable<Awaited<ReturnType<typeof findLabelOrder>>>;

const itemColumns = {
  id: orderItems.id,
  itemCode: orderItems.itemCode,
  packNo: orderItems.packNo,
  shortDescription: orderItems.shortDescription,
  qtVolume: orderItems.qtVolume,
  qtPurchase: orderItems.qtPurchase,
  qtItems: orderItems.qtItems,
  supplementaryPackSize: orderItems.supplementaryPackSize,
  size: orderItems.size,
  colour: orderItems.colour,
  ean: orderItems.ean,
  salePrice: orderItems.salePrice,
};

/**
 * The items of an order (only those of `ids` when given), by item code: codes are digit strings, so a
 * shorter code comes first ("999" before "1000"); the id breaks ties.
 */
export async function findLabelItems(db: DbOrTx, orderId: number, ids?: readonly number[]) {
  const where = [eq(orderItems.orderId, orderId)];
  if (ids) where.push(inArray(orderItems.id, [...ids]));
  return db
    .select(itemColumns)
    .from(orderItems)
    .where(and(...where))
    .orderBy(sql`length(${orderItems.itemCode})`, asc(orderItems.itemCode), asc(orderItems.id));
}
export type LabelItemRow = Awaited<ReturnType<typeof findLabelItems>>[number];
