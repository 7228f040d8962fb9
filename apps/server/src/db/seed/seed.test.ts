import { verify } from '@node-rs/argon2';
import { ORDER_NATURES, ORDER_STATUSES, commercialWeekOf, isValidCnpj, isValidEan13, toIsoDate } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { createTestDatabase, testToday } from '../../../test/support/test-database';
import {
  DEMO_CD_ID,
  DEMO_PASSWORD,
  DEMO_SUPPLIER_A_ID,
  DEMO_SUPPLIER_B_ID,
  DEMO_USERS,
  WEEKS_AROUND,
  generateDemoData,
  hasDemoData,
  type DemoData,
} from './index';

const TODAY = '2026-03-18';

/** São Paulo calendar date of an instant (UTC-3, no daylight saving since 2019). */
function saoPauloDate(d: Date): string {
  return toIsoDate(new Date(d.getTime() - 3 * 3_600_000));
}

describe('generateDemoData (pure)', () => {
  let data: DemoData;
  beforeAll(() => {
    data = generateDemoData(TODAY);
  });

  it('gives the same data for the same day and other orders for another day', () => {
    // compared as JSON: toEqual over 20,000 rows is slow and says no more
    expect(JSON.stringify(generateDemoData(TODAY))).toBe(JSON.stringify(data));
    const other = generateDemoData('2026-03-25');
    expect(other.suppliers).toEqual(data.suppliers);
    expect(JSON.stringify(other.orders.slice(0, 20))).not.toBe(JSON.stringify(data.orders.slice(0, 20)));
  });

  it('has at least 4 CDs with opening hours, 40 suppliers and 3000 orders', () => {
    const cds = data.locations.filter((l) => l.locationType === 'CD');
    expect(cds.length).toBeGreaterThanOrEqual(4);
    expect(data.locations.some((l) => l.locationType !== 'CD')).toBe(true);
    for (const cd of cds) {
      const hours = data.openingHours.filter((h) => h.locationId === cd.id);
      expect(hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(hours[0]!.startTime).toBe(hours[0]!.endTime); // Sunday closed
      expect(isValidCnpj(cd.cnpj)).toBe(true);
    }
    expect(cds.some((cd) => cd.id === DEMO_CD_ID)).toBe(true);
    expect(data.suppliers.length).toBeGreaterThanOrEqual(40);
    expect(data.orders.length).toBeGreaterThanOrEqual(3000);
  });

  it('gives every supplier a valid unique CNPJ, some in the 2026 alphanumeric format', () => {
    const cnpjs = data.suppliers.map((s) => s.row.cnpj);
    expect(cnpjs.every((c) => isValidCnpj(c))).toBe(true);
    expect(new Set(cnpjs).size).toBe(cnpjs.length);
    expect(cnpjs.filter((c) => /[A-Z]/.test(c.slice(0, 12))).length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.suppliers.map((s) => s.row.id)).size).toBe(data.suppliers.length);
  });

  it('covers every status and nature, and each demo supplier has every status', () => {
    expect(new Set(data.orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(data.orders.map((o) => o.nature))).toEqual(new Set(ORDER_NATURES));
    expect(new Set(data.orders.map((o) => o.companyId))).toEqual(new Set([1, 3, 4]));
    for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
      const own = data.orders.filter((o) => o.supplierId === supplierId);
      expect(own.length).toBeGreaterThanOrEqual(250);
      expect(new Set(own.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
      expect(new Set(own.map((o) => o.nature))).toEqual(new Set(ORDER_NATURES));
    }
  });

  it('numbers orders with unique 7-8 digit ERP numbers and links samples to earlier orders', () => {
    const ids = new Set(data.orders.map((o) => o.id));
    expect(ids.size).toBe(data.orders.length);
    expect(data.orders.every((o) => o.id >= 1_000_000 && o.id < 100_000_000)).toBe(true);
    const byId = new Map(data.orders.map((o) => [o.id, o]));
    for (const o of data.orders) {
      if (o.nature !== 'Amostra') {
        expect(o.sampleOriginOrderId).toBeNull();
        continue;
      }
      expect(o.isSample).toBe(true);
      const origin = byId.get(o.sampleOriginOrderId!);
      expect(origin).toMatchObject({ supplierId: o.supplierId, companyId: o.companyId, nature: 'Normal' });
      expect(o.originStatus).toBe(origin!.status);
    }
  });

  // The checks below collect the offending rows and expect none: one expect per row is slow.
  it('places each order in the commercial week of its delivery, within the window around today', () => {
    const first = commercialWeekOf(toIsoDate(new Date(Date.parse(TODAY) - WEEKS_AROUND * 7 * 86_400_000)));
    const last = commercialWeekOf(toIsoDate(new Date(Date.parse(TODAY) + WEEKS_AROUND * 7 * 86_400_000)));
    const wrong = data.orders.filter((o) => {
      const start = o.deliveryStart!;
      const end = o.deliveryEnd!;
      const week = commercialWeekOf(saoPauloDate(start));
      return (
        week.year !== o.year ||
        week.week !== o.week ||
        commercialWeekOf(saoPauloDate(end)).start !== week.start ||
        start.getTime() >= end.getTime() ||
        week.start < first.start ||
        week.start > last.start ||
        o.issuedAt > TODAY ||
        o.acceptedBy !== null ||
        (o.status === 'D' && week.start > TODAY)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('makes order quantities the sums over their items', () => {
    const itemsByOrder = new Map<number, DemoData['items']>();
    for (const i of data.items) itemsByOrder.set(i.orderId, [...(itemsByOrder.get(i.orderId) ?? []), i]);
    const wrong = data.orders.filter((o) => {
      const items = itemsByOrder.get(o.id) ?? [];
      return (
        items.length < 2 ||
        items.length > 8 ||
        o.qtPurchase !== items.reduce((s, i) => s + i.qtPurchase, 0) ||
        o.qtVolumes !== items.reduce((s, i) => s + i.qtVolume, 0) ||
        o.qtPieces !== items.reduce((s, i) => s + i.qtPurchase * (i.qtItems ?? 1), 0) ||
        new Set(items.map((i) => i.ean)).size !== items.length
      );
    });
    expect(wrong.map((o) => o.id)).toEqual([]);
  });

  it('gives items valid Brazilian EANs, sale above cost and a details row', () => {
    const detailIds = new Set(data.details.map((d) => d.itemId));
    const wrong = data.items.filter(
      (i) =>
        !isValidEan13(i.ean) ||
        !i.ean.startsWith('789') ||
        !/^\d{8}$/.test(i.ncm) ||
        !['12.00', '17.00', '18.00'].includes(i.icmsRate) ||
        !['0.00', '5.00'].includes(i.ipiRate) ||
        Number(i.salePrice) <= Number(i.cost) ||
        Number(i.cost) < Number(i.unitCost) - 0.005 ||
        !/^\d+\.\d{4}$/.test(i.unitCost) ||
        !/^\d+\.\d{2}$/.test(i.salePrice) ||
        i.shortDescription.length > 20 ||
        i.qtPurchase % (i.qtPackage ?? 1) !== 0 ||
        !detailIds.has(i.id),
    );
    expect(wrong).toEqual([]);
  });
});

describe('generateDemoData: gates, loads, schedules and conciliations', () => {
  let data: DemoData;
  beforeAll(() => {
    data = generateDemoData(TODAY);
  });

  it('gives each CD 3 to 5 named gates', () => {
    for (const cd of data.locations.filter((l) => l.locationType === 'CD')) {
      const gates = data.logistics.gates.filter((g) => g.cdId === cd.id);
      expect(gates.length).toBeGreaterThanOrEqual(3);
      expect(gates.length).toBeLessThanOrEqual(5);
      expect(gates.every((g) => /^Portão \d{2} - \S/.test(g.name))).toBe(true);
    }
  });

  it('loads about 30% of the A/W/S orders, 1 to 6 of one supplier, CD and week each, an order at most once', () => {
    const { loads, loadOrders } = data.logistics;
    const byId = new Map(data.orders.map((o) => [o.id, o]));
    const loadById = new Map(loads.map((l) => [l.id, l]));
    expect(new Set(loadOrders.map((lo) => lo.orderId)).size).toBe(loadOrders.length);
    const wrong = loadOrders.filter((lo) => {
      const o = byId.get(lo.orderId)!;
      const l = loadById.get(lo.loadId)!;
      return (
        !['A', 'W', 'S'].includes(o.status) ||
        o.supplierId !== l.supplierId ||
        o.cdId !== l.cdId ||
        o.year !== l.year ||
        o.week !== l.week
      );
    });
    expect(wrong).toEqual([]);
    const sizes = loads.map((l) => loadOrders.filter((lo) => lo.loadId === l.id).length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(6);
    const candidates = data.orders.filter((o) => ['A', 'W', 'S'].includes(o.status)).length;
    expect(loadOrders.length / candidates).toBeGreaterThan(0.25);
    expect(loadOrders.length / candidates).toBeLessThan(0.35);
  });

  it('schedules about half of the loads at a gate of their CD, on a weekday of their week, 08:00 to 17:00, never on a holiday', () => {
    const { loads, schedules, gates } = data.logistics;
    const loadById = new Map(loads.map((l) => [l.id, l]));
    const gateById = new Map(gates.map((g) => [g.id, g]));
    expect(new Set(schedules.map((s) => s.loadId)).size).toBe(schedules.length);
    expect(schedules.length / loads.length).toBeGreaterThan(0.4);
    expect(schedules.length / loads.length).toBeLessThan(0.6);
    const wrong = schedules.filter((s) => {
      const l = loadById.get(s.loadId)!;
      const week = commercialWeekOf(s.deliveryDate);
      const weekday = new Date(`${s.deliveryDate}T12:00:00Z`).getUTCDay();
      return (
        gateById.get(s.gateId)!.cdId !== l.cdId ||
        week.year !== l.year ||
        week.week !== l.week ||
        weekday < 1 ||
        weekday > 5 ||
        !/^(0[89]|1[0-7]):00:00$/.test(s.deliveryTime) ||
        data.logistics.cdExceptions.some((e) => e.cdId === l.cdId && e.date === s.deliveryDate)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('gives every gate seven weekdays of hours inside its CD hours, and a variation starting on a Sunday', () => {
    const { gates, gateHours, gateVariations } = data.logistics;
    expect(gateHours).toHaveLength(gates.length * 7);
    for (const h of gateHours) {
      const cd = data.openingHours.find((o) => o.weekday === h.weekday)!;
      if (h.startTime === h.endTime) continue;
      expect(h.startTime >= cd.startTime && h.endTime <= cd.endTime, `gate ${h.gateId} day ${h.weekday}`).toBe(true);
    }
    expect(gateVariations).toHaveLength(1);
    expect(new Date(`${gateVariations[0]!.startDate}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('reconciles about 25% of the A and D orders with a mix of results; suppliers A and B have all of it', () => {
    const { conciliations, loads, schedules } = data.logistics;
    const byId = new Map(data.orders.map((o) => [o.id, o]));
    expect(conciliations.every((c) => ['A', 'D'].includes(byId.get(c.orderId)!.status))).toBe(true);
    const reconciled = new Set(conciliations.map((c) => c.orderId)).size;
    const candidates = data.orders.filter((o) => ['A', 'D'].includes(o.status)).length;
    expect(reconciled / candidates).toBeGreaterThan(0.2);
    expect(reconciled / candidates).toBeLessThan(0.3);
    expect(reconciled).toBeLessThan(conciliations.length); // some orders have two
    for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
      const own = loads.filter((l) => l.supplierId === supplierId).map((l) => l.id);
      expect(own.length).toBeGreaterThan(0);
      expect(schedules.some((s) => own.includes(s.loadId))).toBe(true);
      const results = new Set(
        conciliations
          .filter((c) => byId.get(c.orderId)!.supplierId === supplierId)
          .map((c) => `${c.commercialStatus}/${c.fiscalStatus}`),
      );
      expect(results).toEqual(new Set(['2/2', '2/3', '3/0', '2/4']));
    }
  });
});

describe('seedDemoData (in the shared test database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await database.db.execute(query)) as { rows: T[] }).rows;

  it('is present, with the counts the pure generator gives for the same day', async () => {
    expect(await hasDemoData(database.db)).toBe(true);
    const expected = generateDemoData(testToday());
    const [counts] = await rows<{ suppliers: number; orders: number; items: number; details: number; cds: number }>(sql`
      select (select count(*)::int from suppliers) as suppliers, (select count(*)::int from orders) as orders,
             (select count(*)::int from order_items) as items, (select count(*)::int from order_item_details) as details,
             (select count(*)::int from physical_locations where location_type = 'CD') as cds`);
    expect(counts).toEqual({
      suppliers: expected.suppliers.length,
      orders: expected.orders.length,
      items: expected.items.length,
      details: expected.items.length,
      cds: expected.locations.filter((l) => l.locationType === 'CD').length,
    });
  });

  it('stores the calendar week of each delivery and totals equal to the item sums', async () => {
    const wrongWeek = await rows(sql`
      select o.id from orders o join commercial_calendar c on c.id = o.commercial_week_id
      where (o.delivery_start at time zone 'America/Sao_Paulo')::date not between c.start_date and c.end_date`);
    expect(wrongWeek).toEqual([]);
    const wrongTotals = await rows(sql`
      select o.id from orders o join order_items i on i.order_id = o.id
      group by o.id having o.qt_purchase <> sum(i.qt_purchase) or o.qt_volumes <> sum(i.qt_volume)`);
    expect(wrongTotals).toEqual([]);
    const [buyer] = await rows<{ n: number }>(sql`select count(distinct buyer_cnpj)::int as n from orders`);
    expect(buyer!.n).toBe(3);
  });

  it('creates every demo user with the shared password and the right links', async () => {
    const users = await rows<{
      login: string;
      profile_names: string;
      supplier_id: number | null;
      cd_id: number | null;
      company_id: number | null;
      password_hash: string;
    }>(sql`select login, profile_names, supplier_id, cd_id, company_id, password_hash from users order by id`);
    expect(users.map((u) => u.login)).toEqual(DEMO_USERS.map((u) => u.login));
    for (const demo of DEMO_USERS) {
      const user = users.find((u) => u.login === demo.login)!;
      expect(user.profile_names).toBe(demo.profileNames);
      expect(user.supplier_id).toBe(
        demo.supplier === 'A' ? DEMO_SUPPLIER_A_ID : demo.supplier === 'B' ? DEMO_SUPPLIER_B_ID : null,
      );
      expect(user.cd_id).toBe(demo.cd ? DEMO_CD_ID : null);
      expect(user.company_id).toBe(demo.companyId);
    }
    expect(users.find((u) => u.login === 'admin')!.profile_names).toBe('NPFornec_Renner_Admin');
    expect(users.find((u) => u.login === 'multiperfil')!.profile_names).toBe(
      'NPFornec_Renner_Admin,NPFornec_Renner_Usuario',
    );
    expect(await verify(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('stores the loads, schedules and conciliations, with sequences past their ids', async () => {
    const expected = generateDemoData(testToday()).logistics;
    const [counts] = await rows<{
      gates: number;
      loads: number;
      load_orders: number;
      schedules: number;
      conciliations: number;
    }>(sql`
      select (select count(*)::int from gates) as gates, (select count(*)::int from loads) as loads,
             (select count(*)::int from load_orders) as load_orders, (select count(*)::int from schedules) as schedules,
             (select count(*)::int from conciliations) as conciliations`);
    expect(counts).toEqual({
      gates: expected.gates.length,
      loads: expected.loads.length,
      load_orders: expected.loadOrders.length,
      schedules: expected.schedules.length,
      conciliations: expected.conciliations.length,
    });
    const [load] = await rows<{ id: number }>(sql`
      insert into loads (supplier_id, cd_id, commercial_week_id) select supplier_id, cd_id, commercial_week_id from loads limit 1 returning id`);
    expect(load!.id).toBe(expected.loads.length + 1);
    const [conciliation] = await rows<{ id: number }>(sql`
      insert into conciliations (order_id) select id from orders limit 1 returning id`);
    expect(conciliation!.id).toBe(expected.conciliations.length + 1);
    const wrongWeek = await rows(sql`
      select s.id from schedules s join loads l on l.id = s.load_id join commercial_calendar c on c.id = l.commercial_week_id
      where s.delivery_date not between c.start_date and c.end_date`);
    expect(wrongWeek).toEqual([]);
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const [location] = await rows<{ id: number }>(sql`
      insert into physical_locations (code, name, location_type, city, state) values ('999', 'CD Teste', 'CD', 'Itajaí', 'SC') returning id`);
    expect(location!.id).toBeGreaterThan(8);
    const [item] = await rows<{ max: number }>(sql`select max(id)::int as max from order_items`);
    const [next] = await rows<{ id: number }>(sql`
      insert into order_items (order_id, item_code, purchase_sku, description, short_description, size, colour, qt_purchase, qt_volume, unit_cost, cost, sale_price, ean, ncm, icms_rate, ipi_rate)
      select id, '1', '1', 'x', 'x', 'U', 'Preto', 1, 1, 1, 1, 2, '7890000000000', '61091000', 12, 0 from orders limit 1 returning id`);
    expect(next!.id).toBeGreaterThan(item!.max);
  });
});
