import { hash } from '@node-rs/argon2';
import { commercialWeekOf, addDays } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { ensureCommercialCalendar } from '../reference-data';
import { clock } from '../../platform/clock';
import { suppliers } from '../schema/index';
import { seedCharts } from './charts.seed';
import { generateDemoData } from './demo-data';
import { seedRegisterRequests } from './registration.seed';
import { seedSubcontractorInvoices } from './subcontractor-invoices.seed';
import { seedSampleConcessions } from './samples.seed';
import { seedOriginCertificates } from './origin-certificates.seed';
import { seedNorms } from './norms.seed';
import { seedDeclarations } from './declarations.seed';
import { seedSubcontractors } from './subcontractors.seed';
import { seedSustainabilityCertificates } from './sustainability.seed';
import { seedPreSchedulings } from './pre-scheduling.seed';
import { writeDemoData } from './demo-data.writer';
import { WEEKS_AROUND } from './orders.seed';
import { DEMO_SUPPLIER_A_ID } from './suppliers.seed';
import { DEMO_PASSWORD, demoUserRows, DEMO_USERS } from './users.seed';

export { generateDemoData, DEMO_SEED, type DemoData } from './demo-data';
export { DEMO_CD_ID, COMPANY_CNPJS } from './locations.seed';
export { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './users.seed';
export { WEEKS_AROUND } from './orders.seed';
export { DEMO_REQUESTER_LOGIN } from './registration.seed';

export interface SeedSummary {
  suppliers: number;
  orders: number;
  items: number;
  users: number;
}

/** True when the demo suppliers are already in the database (the demo seed ran). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, DEMO_SUPPLIER_A_ID))
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts the demo CDs, suppliers, orders and users in one transaction. Needs the reference data
 * (companies, profiles); adds the calendar weeks it uses if missing. Refuses to run twice.
 */
export async function seedDemoData(db: Db, options: { today?: string } = {}): Promise<SeedSummary> {
  const today = options.today ?? clock.today();
  if (await hasDemoData(db)) throw new Error('demo data is already present');
  const data = generateDemoData(today);
  // one hash for every demo user: argon2 is slow on purpose
  const passwordHash = await hash(DEMO_PASSWORD);
  const firstYear = commercialWeekOf(addDays(today, -7 * WEEKS_AROUND)).year;
  const lastYear = commercialWeekOf(addDays(today, 7 * WEEKS_AROUND)).year;
  await db.transaction(async (tx) => {
    await ensureCommercialCalendar(tx, firstYear, lastYear);
    await writeDemoData(tx, data, demoUserRows(passwordHash));
    await seedCharts(tx, data);
    await seedRegisterRequests(tx, today);
    await seedSubcontractors(tx, today);
    await seedSubcontractorInvoices(tx, today, data.subcontractorInvoices);
    await seedSampleConcessions(tx, data);
    await seedOriginCertificates(tx, data);
    await seedDeclarations(tx, data, await seedNorms(tx, today));
    await seedSustainabilityCertificates(tx, data);
    await seedPreSchedulings(tx, data);
  });
  return {
    suppliers: data.suppliers.length,
    orders: data.orders.length,
    items: data.items.length,
    users: DEMO_USERS.length,
  };
}
