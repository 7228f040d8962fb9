import {
  companyLocationRows,
  locationRows,
  openingHoursRows,
  type CompanyLocationRow,
  type LocationRow,
  type OpeningHoursRow,
} from './locations.seed';
import { generateConciliations, type GeneratedConciliations } from './conciliations.seed';
import { generateLogistics, type GeneratedLogistics } from './logistics.seed';
import { generateOrders, isApprovedNormalOfA, type DemoOrder } from './orders.seed';
import type { ItemDetailRow, ItemRow } from './items.seed';
import { plantedOrderIds, type DemoFixtures } from './fixtures.seed';
import { createRandom, deriveSeed } from './random';
import {
  generateSubcontractorInvoices,
  plantSubcontractorOrders,
  type DemoSubcontractorInvoice,
  type SubcontractorOrderFixtures,
} from './subcontractor-invoices.seed';
import { DEMO_SUPPLIER_A_ID, generateSuppliers, type DemoSupplier } from './suppliers.seed';

/** Fixed seed: the demo data depends only on "today". */
export const DEMO_SEED = 20_260_001;

export interface DemoData {
  today: string;
  locations: readonly LocationRow[];
  companyLocations: readonly CompanyLocationRow[];
  openingHours: readonly OpeningHoursRow[];
  suppliers: DemoSupplier[];
  orders: DemoOrder[];
  items: ItemRow[];
  details: ItemDetailRow[];
  /** Gates, loads with their orders and schedules. */
  logistics: GeneratedLogistics;
  /** Conciliations with their items, history and invoice XMLs. */
  conciliations: GeneratedConciliations;
  /** What was planted for the guarantees (fixtures.seed.ts, demo-guarantees.ts). */
  fixtures: DemoFixtures;
  /**
   * The sample-validation journey: a sample of supplier A 'Em Aprovação', the only sample order of one of its A
   * orders, which has no conciliation; its concession is pending (samples.seed.ts), so
   * validarAmostraPedidoParaConciliacao refuses the order until the concession is approved.
   */
  pendingSample: { sampleId: number; originId: number };
  /** Supplier A's planted subcontractor orders (subcontractor-invoices.seed.ts, demo-guarantees.ts). */
  subcontractorOrders: SubcontractorOrderFixtures;
  /** The subcontractor invoices of the orders that use a subcontractor (workshops by position). */
  subcontractorInvoices: DemoSubcontractorInvoice[];
}

/**
 * Makes sure supplier A has a sample awaiting approval that is the only sample order of an A order: the orders' own
 * stream may not give one for a given day (the sample concessions plant a pending concession on it). Changes only
 * the sample fields of one sample order (no order, status or item changes): its status first, and only when no
 * sample is the only one of an A order, its origin, among the earlier Normal A orders of the same supplier and
 * company that have no sample (the rule linkSamples follows).
 */
function ensurePendingSample(
  orders: DemoOrder[],
  planted: ReadonlySet<number>,
): { sampleId: number; originId: number } {
  const byId = new Map(orders.map((o) => [o.id, o]));
  const samplesOf = new Map<number, number>();
  for (const o of orders)
    if (o.sampleOriginOrderId != null)
      samplesOf.set(o.sampleOriginOrderId, (samplesOf.get(o.sampleOriginOrderId) ?? 0) + 1);
  const samples = orders
    .filter((o) => o.supplierId === DEMO_SUPPLIER_A_ID && o.sampleOriginOrderId != null)
    .sort((a, b) => b.id - a.id);
  const alone = samples.filter(
    (s) => byId.get(s.sampleOriginOrderId!)!.status === 'A' && samplesOf.get(s.sampleOriginOrderId!) === 1,
  );
  let sample = alone.find((s) => s.sampleStatus === 'Em Aprovação') ?? alone[0];
  if (!sample) {
    for (const candidate of samples) {
      const origin = orders
        .filter(
          (o) =>
            isApprovedNormalOfA(o, candidate.companyId) &&
            o.id < candidate.id &&
            !samplesOf.has(o.id) &&
            !planted.has(o.id),
        )
        .at(-1);
      if (!origin) continue;
      candidate.sampleOriginOrderId = origin.id;
      candidate.originStatus = origin.status;
      sample = candidate;
      break;
    }
  }
  if (!sample) throw new Error('supplier A has no sample order to point at one of its A orders');
  sample.sampleStatus = 'Em Aprovação';
  return { sampleId: sample.id, originId: sample.sampleOriginOrderId! };
}

/** Pure: the same today gives the same data, byte for byte. */
export function generateDemoData(today: string): DemoData {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const suppliers = generateSuppliers(createRandom(deriveSeed(DEMO_SEED, 'suppliers')));
  const { orders, items, details, fixtures } = generateOrders(
    createRandom(deriveSeed(DEMO_SEED, `orders:${today}`)),
    suppliers,
    today,
  );
  const planted = plantedOrderIds(fixtures);
  const pendingSample = ensurePendingSample(orders, planted);
  const subcontractorOrders = plantSubcontractorOrders(orders, new Set([...planted, pendingSample.originId]));
  // their own streams: adding loads or conciliations does not reshuffle the orders
  const logistics = generateLogistics(
    createRandom(deriveSeed(DEMO_SEED, `logistics:${today}`)),
    orders,
    locationRows.filter((l) => l.locationType === 'CD'),
    today,
    fixtures,
  );
  const conciliations = generateConciliations(createRandom(deriveSeed(DEMO_SEED, `conciliations:${today}`)), {
    orders,
    items,
    suppliers,
    today,
    keepFree: new Set([
      ...planted,
      pendingSample.originId,
      ...subcontractorOrders.free,
      ...subcontractorOrders.invoiced,
    ]),
  });
  const subcontractorInvoices = generateSubcontractorInvoices(
    createRandom(deriveSeed(DEMO_SEED, `subcontractor-invoices:${today}`)),
    { orders, conciliations, today, fixtures: subcontractorOrders },
  );
  return {
    today,
    locations: locationRows,
    companyLocations: companyLocationRows,
    openingHours: openingHoursRows,
    suppliers,
    orders,
    items,
    details,
    logistics,
    conciliations,
    fixtures: { ...fixtures, loads: logistics.fixtureLoads },
    pendingSample,
    subcontractorOrders,
    subcontractorInvoices,
  };
}
