import { sql } from 'drizzle-orm';
import {
  cdOpeningHours,
  companyLocations,
  gateHours,
  gates,
  physicalLocations,
  preSchedulings,
} from '../../db/schema/index';
import type { TestApp } from '../../../test/support/test-app';

/**
 * A CD of the tests' own, so that capacity sums are known whatever the demo draws: it serves Renner (1) only, opens
 * Monday to Saturday 06:00-22:00, and has two gates receiving on Monday 08:00-12:00 hourly, 300 and 200 volumes a
 * slot (C(T) = 500), and nothing on other days.
 */
export const TEST_CD_CAPACITY = 500;

export async function createTestCd(t: TestApp, code: string): Promise<number> {
  const db = t.database.db;
  const [cd] = await db
    .insert(physicalLocations)
    .values({ code, name: `CD Teste ${code}`, locationType: 'CD', city: 'Jundiaí', state: 'SP' })
    .returning({ id: physicalLocations.id });
  const cdId = cd!.id;
  await db.insert(companyLocations).values({ companyId: 1, locationId: cdId });
  await db
    .insert(cdOpeningHours)
    .values([2, 3, 4, 5, 6, 7].map((weekday) => ({ locationId: cdId, weekday, startTime: '06:00', endTime: '22:00' })));
  for (const capacity of [300, 200]) {
    const [gate] = await db
      .insert(gates)
      .values({ cdId, name: `Portão ${capacity}` })
      .returning({ id: gates.id });
    await db.insert(gateHours).values({
      gateId: gate!.id,
      weekday: 2,
      startTime: '08:00',
      endTime: '12:00',
      intervalHours: 1,
      capacity,
      loadsPerSlot: 1,
    });
  }
  return cdId;
}

export async function preSchedulingCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(preSchedulings))[0]!.n;
}
