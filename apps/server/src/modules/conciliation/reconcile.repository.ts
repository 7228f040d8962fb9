import type { ConciliationReason, OrderNature, SampleRoutingOrder } from '@portal/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { companies, conciliationHistory, conciliations, orderItems, orders, suppliers } from '../../db/schema/index';
import { insertReturningId } from '../../db/insert-id';
import { selectConciliationsWithOrder } from '../../db/order-parties';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';
import { clock } from '../../platform/clock';
import { currentConciliationOf } from '../../db/current-conciliation';

/**
 * The SQL of reconcile (the upload and its steps): the order's items and parties, the conciliation rows, their
 * items, history, and the order's samples (whether it may go on to reconcile).
 */

const orderHead = { id: orders.id, status: orders.status, usesSubcontractor: orders.usesSubcontractor };

/** An order the user may see, or null (404 for the caller). */
export async function findVisibleOrder(db: DbOrTx, scope: RowScope, id: number) {
  const [row] = await db
    .select(orderHead)
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(scope)));
  return row ?? null;
}

/** What the routing reads of an order, its supplier's and its company's flags too (the road's requirements). */
export async function findRoutingOrder(db: DbOrTx, id: number): Promise<SampleRoutingOrder | null> {
  const [row] = await db
    .select({
      usesSubcontractor: orders.usesSubcontractor,
      sustainability: orders.sustainability,
      nature: orders.nature,
      supplierRequiresDeclaration: suppliers.requireProducerDeclaration,
      companyRequiresDeclaration: companies.requireProducerDeclaration,
      companyRequiresCertificate: companies.requireSustainabilityCertificate,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, id));
  if (!row) return null;
  return {
    utilizaSubContratado: row.usesSubcontractor,
    sustentabilidade: row.sustainability,
    naturezaPedido: row.nature as OrderNature,
    fornecedor: { exigirDeclProdutor: row.supplierRequiresDeclaration },
    empresa: {
      exigirDeclProdutor: row.companyRequiresDeclaration,
      exigirCertSustentabilidade: row.companyRequiresCertificate,
    },
  };
}

/** The same, locked until the transaction ends: two uploads for one order serialise here. */
export async function lockVisibleOrder(tx: Tx, scope: RowScope, id: number) {
  const [row] = await tx
    .select(orderHead)
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(scope)))
    .for('update');
  return row ?? null;
}

/** An order as its upload's transaction holds it (locked). */
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockVisibleOrder>>>;

/**
 * The order's current conciliation (an approved one, else its newest that is not cancelled), locked and read
 * after any fiscal step writing it at this moment (which locks it too), or null.
 */
export async function lockCurrentConciliation(tx: Tx, orderId: number) {
  const [row] = await currentConciliationOf(
    tx
      .select({
        id: conciliations.id,
        commercialStatus: conciliations.commercialStatus,
        fiscalStatus: conciliations.fiscalStatus,
        commercialAt: conciliations.commercialAt,
        cancelledAt: conciliations.cancelledAt,
      })
      .from(conciliations)
      .$dynamic(),
    orderId,
  ).for('update');
  return row ?? null;
}

/** The current conciliation as lockCurrentConciliation reads it. */
export type CurrentConciliation = NonNullable<Awaited<ReturnType<typeof lockCurrentConciliation>>>;

/** Cancels a run abandoned after its commercial step (a new upload replaces it): its fiscal step can no longer run. */
export async function cancelAbandonedRun(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(conciliations).set({ cancelledAt: at }).where(eq(conciliations.id, id));
  await insertHistory(tx, { conciliationId: id, kind: 'cancel', at, reasons: [{ code: 'superseded' }] });
}

/** The order's supplier CNPJ and cnpjComprador (the fiscal step compares the invoice's parties with them). */
export async function findOrderParties(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ buyerCnpj: orders.buyerCnpj, supplierCnpj: suppliers.cnpj })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order's items as the commercial check reads them, in item order. */
export async function findOrderItems(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      codItem: orderItems.itemCode,
      descricaoCurta: orderItems.shortDescription,
      ean: orderItems.ean,
      qtCompra: orderItems.qtPurchase,
      ncm: orderItems.ncm,
      custoUnitario: orderItems.unitCost,
      valorVenda: orderItems.salePrice,
      aliquotaIcms: orderItems.icmsRate,
      aliquotaIpi: orderItems.ipiRate,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export type NewConciliation = typeof conciliations.$inferInsert;

export async function insertConciliation(tx: Tx, values: NewConciliation): Promise<number> {
  return insertReturningId(tx, conciliations, { createdAt: clock.now(), ...values });
}

/**
 * Every row in one statement: the rows travel as one JSON parameter unpacked by json_to_recordset, so 990
 * items are one round trip and one parameter, whatever the driver (a VALUES list would bind 22,000). The JSON is
 * built where the rows are compared (invoice-rows.ts), in the reader's thread.
 */
export async function insertItems(tx: Tx, conciliationId: number, rowsJson: string) {
  await tx.execute(sql`
    insert into conciliation_items (
      conciliation_id, line, order_item_id, invoice_item_number, item_code_po, item_code_nf, description_po,
      description_nf, ean_po, ean_nf, quantity_po, quantity_nf, ncm_po, ncm_nf, unit_cost_po, unit_cost_nf,
      sale_value_po, sale_value_nf, icms_rate_po, icms_rate_nf, icms_cst_nf, icms_credit_rate_nf, ipi_rate_po,
      ipi_rate_nf, reasons
    )
    select
      ${conciliationId}, x.line, x.order_item_id, x.invoice_item_number, x.item_code_po, x.item_code_nf,
      x.description_po, x.description_nf, x.ean_po, x.ean_nf, x.quantity_po, x.quantity_nf, x.ncm_po, x.ncm_nf,
      x.unit_cost_po, x.unit_cost_nf, x.sale_value_po, x.sale_value_nf, x.icms_rate_po, x.icms_rate_nf,
      x.icms_cst_nf, x.icms_credit_rate_nf, x.ipi_rate_po, x.ipi_rate_nf, coalesce(x.reasons, '[]'::jsonb)
    from json_to_recordset(${rowsJson}::json) as x(
      line smallint, order_item_id integer, invoice_item_number smallint, item_code_po text, item_code_nf text,
      description_po text, description_nf text, ean_po text, ean_nf text, quantity_po numeric,
      quantity_nf numeric, ncm_po text, ncm_nf text, unit_cost_po numeric, unit_cost_nf numeric,
      sale_value_po numeric, sale_value_nf numeric, icms_rate_po numeric, icms_rate_nf numeric,
      icms_cst_nf text, icms_credit_rate_nf numeric, ipi_rate_po numeric, ipi_rate_nf numeric, reasons jsonb
    )
  `);
}

export async function insertHistory(tx: Tx, entry: typeof conciliationHistory.$inferInsert): Promise<void> {
  await tx.insert(conciliationHistory).values({ at: clock.now(), ...entry });
}

/** A conciliation the user may see (through its order), locked until the transaction ends, with its order's parties. */
export async function lockVisibleConciliation(tx: Tx, scope: RowScope, id: number) {
  const [row] = await selectConciliationsWithOrder(tx, {
    id: conciliations.id,
    orderId: conciliations.orderId,
    commercialStatus: conciliations.commercialStatus,
    fiscalStatus: conciliations.fiscalStatus,
    cancelledAt: conciliations.cancelledAt,
    accessKey: conciliations.accessKey,
    protocolAccessKey: conciliations.protocolAccessKey,
    invoiceModel: conciliations.invoiceModel,
    protocolStatus: conciliations.protocolStatus,
    issuerCnpj: conciliations.issuerCnpj,
    recipientCnpj: conciliations.recipientCnpj,
    rejection: conciliations.rejection,
    buyerCnpj: orders.buyerCnpj,
    supplierCnpj: suppliers.cnpj,
  })
    .where(and(eq(conciliations.id, id), visibleOrders(scope)))
    .for('update', { of: conciliations });
  return row ?? null;
}
export type LockedConciliation = NonNullable<Awaited<ReturnType<typeof lockVisibleConciliation>>>;

interface RateRow {
  line: number;
  item: string | null;
  n_item: number | null;
  icms_po: string | null;
  icms_nf: string | null;
  icms_cst_nf: string | null;
  icms_credit_nf: string | null;
  ipi_po: string | null;
  ipi_nf: string | null;
}

/** The rows that pair an order item with an invoice item, with their rates (the fiscal step compares them). */
export async function findRatesOfRows(db: DbOrTx, conciliationId: number): Promise<RateRow[]> {
  const result = (await db.execute(sql`
    select line, item_code_po as item, invoice_item_number as n_item, icms_rate_po::text as icms_po,
           icms_rate_nf::text as icms_nf, icms_cst_nf, icms_credit_rate_nf::text as icms_credit_nf,
           ipi_rate_po::text as ipi_po, ipi_rate_nf::text as ipi_nf
      from conciliation_items
     where conciliation_id = ${conciliationId} and order_item_id is not null and invoice_item_number is not null
     order by line`)) as unknown as { rows: RateRow[] };
  return result.rows;
}

/** Adds fiscal reasons to rows (by line), in one statement. */
export async function appendRowReasons(
  tx: Tx,
  conciliationId: number,
  rows: readonly { line: number; reasons: ConciliationReason[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update conciliation_items ci set reasons = ci.reasons || x.reasons
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(line smallint, reasons jsonb)
    where ci.conciliation_id = ${conciliationId} and ci.line = x.line
  `);
}

/** The order of another conciliation that still counts and holds this key with fiscal 2 or 4, or null. */
export async function findKeyHolder(db: DbOrTx, accessKey: string, exceptId: number): Promise<number | null> {
  const [row] = await db
    .select({ orderId: conciliations.orderId })
    .from(conciliations)
    .where(
      and(
        eq(conciliations.accessKey, accessKey),
        ne(conciliations.id, exceptId),
        isNull(conciliations.cancelledAt),
        inArray(conciliations.fiscalStatus, [2, 4]),
      ),
    )
    .limit(1);
  return row?.orderId ?? null;
}

export async function updateConciliation(
  tx: Tx,
  id: number,
  patch: Partial<Pick<NewConciliation, 'fiscalStatus' | 'fiscalAt' | 'rejection' | 'conditionalBy' | 'conditionalAt'>>,
): Promise<void> {
  await tx.update(conciliations).set(patch).where(eq(conciliations.id, id));
}
