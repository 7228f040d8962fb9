import {
  companyLocationRows,
  locationRows,
  openingHoursRows,
  type CompanyLocationRow,
  type LocationRow,
  type OpeningHoursRow,
} from './locations.seed';
import { generateLogistics, type GeneratedLogistics } from './logistics.seed';
import { generateOrders, type DemoOrder } from './orders.seed';
import type { ItemDetailRow, ItemRow } from './items.seed';
import { createRandom, deriveSeed } from './random';
import { generateSuppliers, type DemoSupplier } from './suppliers.seed';

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
  /** Gates, loads with their orders, schedules and conciliations. */
  logistics: GeneratedLogistics;
}

/** Pure: the same today gives the same data, byte for byte. */
export function generateDemoData(today: string): DemoData {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const suppliers = generateSuppliers(createRandom(deriveSeed(DEMO_SEED, 'suppliers')));
  const { orders, items, details } = generateOrders(
    createRandom(deriveSeed(DEMO_SEED, `orders:${today}`)),
    suppliers,
    today,
  );
  // its own stream: adding loads or conciliations does not reshuffle the orders
  const logistics = generateLogistics(
    createRandom(deriveSeed(DEMO_SEED, `logistics:${today}`)),
    orders,
    locationRows.filter((l) => l.locationType === 'CD'),
    today,
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
  };
}
