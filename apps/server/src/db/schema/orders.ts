import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { users } from './auth';
import { supplierCdWeekColumns } from './columns';
import { companies } from './companies';

/** Purchase orders (pedido) with every field of spec 000 §3. The id is the ERP order number. */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    ...supplierCdWeekColumns(),
    companyId: requiredReference('company_id', () => companies.id),
    brand: text('brand').notNull(), // marca
    status: text('status').notNull(),
    nature: text('nature').notNull(), // naturezaPedido
    qtPurchase: integer('qt_purchase').notNull(), // qtCompra
    qtPackages: integer('qt_packages').notNull(), // qtPacotes
    qtPieces: integer('qt_pieces').notNull(), // qtPecas
    qtVolumes: integer('qt_volumes').notNull(), // qtVolumes
    issuedAt: date('issued_at').notNull(), // dtEmissao
    isSample: boolean('is_sample').notNull().default(false), // amostraPedido
    sampleOriginOrderId: bigint('sample_origin_order_id', { mode: 'number' }), // origemPedido
    sampleStatus: text('sample_status'), // amostraStatus
    originStatus: text('origin_status'), // origemStatus
    sustainability: text('sustainability').notNull().default('NENHUM'), // sustentabilidade: BCI, OUTROS, NENHUM
    usesSubcontractor: boolean('uses_subcontractor').notNull().default(false), // utilizaSubContratado
    department: text('department'),
    departmentId: integer('department_id'),
    notes: text('notes'), // observacao
    country: text('country'), // pais
    paymentCondition: text('payment_condition'), // pgCond
    paymentTermDays: integer('payment_term_days'), // pgDiasPrazo
    paymentMethod: text('payment_method'), // formaPg
    promotionKey: text('promotion_key'),
    promotionId: integer('promotion_id'),
    promotionStart: date('promotion_start'),
    promotionEnd: date('promotion_end'),
    freightTerms: text('freight_terms'), // termosFrete
    orderType: text('order_type'), // tipoPedido
    orderTypeDescription: text('order_type_description'),
    version: integer('version').notNull().default(1), // versao
    cancelledAt: date('cancelled_at'), // dtCancelamento
    deliveryStart: timestamp('delivery_start', { withTimezone: true }), // dtEntregaInicio
    deliveryEnd: timestamp('delivery_end', { withTimezone: true }), // dtEntregaFim
    poReceivedAt: date('po_received_at'), // dtRecebimentoPo
    fastInd: boolean('fast_ind').notNull().default(false),
    ffdd: text('ffdd'),
    buyerCnpj: text('buyer_cnpj').notNull(), // cnpjComprador
    utilCode: text('util_code'), // 1109 = import on account and order
    acceptedBy: integer('accepted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * The delivery date and hour of the order's schedule (its load's booking), null when unscheduled: a copy for the
     * list's delivery sort, kept by the database's triggers (migration 0020); no writer names these columns.
     */
    scheduledDeliveryDate: date('scheduled_delivery_date'),
    scheduledDeliveryTime: time('scheduled_delivery_time'),
  },
  (t) => [
    check('orders_status_ck', sql`${t.status} in ('A','W','S','C','D','I','N','M')`),
    check(
      'orders_nature_ck',
      sql`${t.nature} in ('Normal','Amostra','Importado','Bonificado MKT','Bonificado Compras')`,
    ),
    // a supplier's order list, newest order first (row-level filter + default sort)
    index('orders_supplier_id_idx').on(t.supplierId, t.id),
    // a supplier's orders of one week (week and year-week filters, loads of a week), newest first
    index('orders_supplier_week_idx').on(t.supplierId, t.commercialWeekId, t.id),
    // week filter and load assembly (same week, same CD)
    index('orders_week_cd_idx').on(t.commercialWeekId, t.cdId),
    // status filter
    index('orders_status_idx').on(t.status),
    // company filter
    index('orders_company_idx').on(t.companyId),
    // the order list sorted by delivery (ordenacao 'entrega'): a supplier's orders, and everyone's (internal users)
    index('orders_supplier_delivery_idx').on(
      t.supplierId,
      t.scheduledDeliveryDate.desc().nullsLast(),
      t.scheduledDeliveryTime.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_delivery_idx').on(
      t.scheduledDeliveryDate.desc().nullsLast(),
      t.scheduledDeliveryTime.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // ... and everyone's of one status: N and M are never in a load, so orders_delivery_idx would pass every scheduled one
    index('orders_status_delivery_idx').on(
      t.status,
      t.scheduledDeliveryDate.desc().nullsLast(),
      t.scheduledDeliveryTime.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    // the sample validation before a conciliation: the sample orders of an order
    index('orders_sample_origin_idx')
      .on(t.sampleOriginOrderId)
      .where(sql`${t.sampleOriginOrderId} is not null`),
  ],
);

/**
 * A column that must name an order: `bigint not null references orders` (the ERP's order number, read as a number).
 * Next to the orders table so the tables hanging on an order spell it once.
 */
export function orderReference<Name extends string>(name: Name, actions?: ReferenceConfig['actions']) {
  return bigint(name, { mode: 'number' })
    .notNull()
    .references(() => orders.id, actions);
}

/** Order items with every field of spec 000 §3 "Items". Money is numeric, read as strings. */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: orderReference('order_id', { onDelete: 'cascade' }),
    itemCode: text('item_code').notNull(), // codItem
    purchaseSku: text('purchase_sku').notNull(), // skuCompra
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(), // descricaoCurta
    size: text('size').notNull(),
    pantone: text('pantone'),
    colour: text('colour').notNull(),
    qtPurchase: integer('qt_purchase').notNull(), // qtCompra
    qtCancelled: integer('qt_cancelled').notNull().default(0),
    qtReceived: integer('qt_received').notNull().default(0),
    qtVolume: integer('qt_volume').notNull(),
    qtItems: integer('qt_items').notNull().default(1), // qtItens, pieces per pack
    qtCase: integer('qt_case').notNull().default(1),
    qtPackage: integer('qt_package').notNull().default(1), // qtPacote
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(), // custoUnitario
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    salePrice: numeric('sale_price', { precision: 14, scale: 2 }).notNull(), // valorVenda
    reference: text('reference'), // ref
    ean: text('ean').notNull(),
    composition: text('composition'),
    ncm: text('ncm').notNull(),
    icmsRate: numeric('icms_rate', { precision: 6, scale: 2 }).notNull(), // aliquotaIcms
    ipiRate: numeric('ipi_rate', { precision: 6, scale: 2 }).notNull(), // aliquotaIpi
    shippingForm: text('shipping_form'),
    parentItemCode: text('parent_item_code'),
    packInd: boolean('pack_ind').notNull().default(false),
    packNo: text('pack_no'),
    roundLevel: text('round_level'),
    innerPackSize: integer('inner_pack_size'),
    supplementaryPackSize: integer('supplementary_pack_size'), // tamPacoteSupp
    retailUnit: text('retail_unit'), // unidadeVarejo
  },
  (t) => [
    // items are always read by order
    index('order_items_order_idx').on(t.orderId),
    // NF-e matching looks items up by EAN within an order
    index('order_items_ean_idx').on(t.ean),
  ],
);

/** Item details: classification, origin and the per-country size and colour characteristics. */
export const orderItemDetails = pgTable('order_item_details', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  class: text('class'),
  subclass: text('subclass'),
  materialGroup: text('material_group'),
  measure: text('measure'),
  originCountry: text('origin_country'),
  vpn: text('vpn'),
  /** [{ country: 'BR' | 'UY', size, colour }] */
  characteristics: jsonb('characteristics')
    .$type<{ country: string; size: string; colour: string }[]>()
    .notNull()
    .default([]),
  /** [{ code, description, percentage }] */
  inputs: jsonb('inputs').$type<{ code: string; description: string; percentage: number }[]>().notNull().default([]),
  /** [{ id, code, description }] */
  udas: jsonb('udas').$type<{ id: number; code: string; description: string }[]>().notNull().default([]),
});
