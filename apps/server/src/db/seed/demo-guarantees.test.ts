import { addDays } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoData, type DemoData } from './demo-data';
import { brokenGuarantees, DEMO_GUARANTEES } from './demo-guarantees';
import { DEMO_SUPPLIER_A_ID } from './suppliers.seed';

const TODAY = '2026-03-18';

/** A fresh copy of the day's data for one test to break (the generator is pure: same day, same data). */
function dataOf(today = TODAY): DemoData {
  return generateDemoData(today);
}

const brokenNames = (data: DemoData) => brokenGuarantees(data).map((b) => b.name);

describe('the demo data guarantees', () => {
  it('are written down: a name, a promise and who counts on it, each', () => {
    expect(DEMO_GUARANTEES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(DEMO_GUARANTEES.map((g) => g.name)).size).toBe(DEMO_GUARANTEES.length);
    for (const g of DEMO_GUARANTEES) {
      expect(g.promise.length, g.name).toBeGreaterThan(40);
      expect(g.usedBy.length, g.name).toBeGreaterThan(10);
    }
  });

  it('are all kept on the test date, by the planted orders and loads', () => {
    const data = dataOf();
    expect(brokenGuarantees(data)).toEqual([]);
    const { fixtures } = data;
    expect(fixtures.freeOrders.every((f) => f.orderIds.length === 4)).toBe(true);
    expect(fixtures.freeOrders.map((f) => `${f.cdId}+${f.weekOffset}`).sort()).toEqual(
      ['2+0', '2+1', '2+2', '2+3', '2+4', '4+0', '4+1', '4+2', '4+3', '4+4'].sort(),
    );
    const booked = data.logistics.schedules.find((s) => s.loadId === fixtures.loads.booked)!;
    expect(booked.deliveryDate).toBe('2026-03-23'); // Wednesday + 3 is a Saturday: the next Monday
    expect(data.logistics.schedules.some((s) => s.loadId === fixtures.loads.ready)).toBe(false);
    expect(data.logistics.schedules.some((s) => s.loadId === fixtures.loads.cd5)).toBe(false);
  });

  it('book the planted load on a working day past the notice, even over holidays', () => {
    // 2026-12-22 (Tuesday) + 3 = Christmas Friday; the weekend follows: Monday the 28th
    const data = dataOf('2026-12-22');
    const booked = data.logistics.schedules.find((s) => s.loadId === data.fixtures.loads.booked)!;
    expect(booked.deliveryDate).toBe('2026-12-28');
    expect(brokenGuarantees(data)).toEqual([]);
  });

  it('notice when the free approved orders are gone', () => {
    const data = dataOf();
    const nextWeek = data.fixtures.freeOrders.find((f) => f.cdId === 2 && f.weekOffset === 1)!;
    for (const o of data.orders) if (nextWeek.orderIds.includes(o.id)) o.status = 'S';
    expect(brokenNames(data)).toContain('free approved orders');
  });

  it('notice when supplier A has too few modified orders for the bulk acceptance', () => {
    const data = dataOf();
    for (const o of data.orders) if (o.supplierId === DEMO_SUPPLIER_A_ID && o.status === 'M') o.status = 'A';
    expect(brokenNames(data)).toContain('orders to accept in bulk');
  });

  it('notice when no booked load may still be moved: orders not approved, or too close', () => {
    const data = dataOf();
    const bookedLoads = new Set(data.logistics.schedules.map((s) => s.loadId));
    const inBooked = new Set(
      data.logistics.loadOrders.filter((lo) => bookedLoads.has(lo.loadId)).map((lo) => lo.orderId),
    );
    for (const o of data.orders) if (inBooked.has(o.id)) o.status = 'W';
    expect(brokenNames(data)).toContain('a booked load, supplier A newest orders');

    const soon = dataOf();
    for (const s of soon.logistics.schedules) s.deliveryDate = addDays(TODAY, 2);
    expect(brokenNames(soon)).toContain('a booked load, supplier A newest orders');
  });

  it('notice when no load is left to book at CD 5 or for supplier A', () => {
    const data = dataOf();
    const { schedules, loads } = data.logistics;
    for (const load of loads)
      if (load.cdId === 5 || load.supplierId === DEMO_SUPPLIER_A_ID)
        schedules.push({ ...schedules[0]!, id: schedules.length + 1, loadId: load.id });
    expect(brokenNames(data)).toEqual(
      expect.arrayContaining(['a load to book at CD Duque de Caxias', 'a load ready to book']),
    );
  });

  it('notice a CD without one-load gates, or a week of holidays', () => {
    const data = dataOf();
    for (const g of data.logistics.gates) if (g.cdId === 4) g.dynamicCapacity = true;
    expect(brokenNames(data)).toContain('gates open in the horizon');

    const closed = dataOf();
    for (let d = 1; d <= 3; d++)
      closed.logistics.cdExceptions.push({ id: 9000 + d, cdId: 3, date: addDays('2026-03-29', d), description: 'x' });
    expect(brokenNames(closed)).toContain('gates open in the horizon');
  });

  it('notice when every order to reconcile needs a subcontractor invoice first', () => {
    const data = dataOf();
    for (const o of data.orders) o.usesSubcontractor = true;
    expect(brokenNames(data)).toContain('orders to reconcile');
  });

  it('notice when no order of supplier A is left on the document road', () => {
    const cotton = dataOf();
    for (const o of cotton.orders) o.sustainability = 'NENHUM';
    expect(brokenNames(cotton)).toContain('orders on the document road');
    const imported = dataOf();
    for (const o of imported.orders) if (o.supplierId === DEMO_SUPPLIER_A_ID) o.nature = 'Importado';
    expect(brokenNames(imported)).toContain('orders on the document road');
  });

  it('notice when the sample concession to approve is approved, or its order reconciled', () => {
    const approved = dataOf();
    for (const o of approved.orders) if (o.sampleOriginOrderId != null) o.sampleStatus = 'Aprovado';
    expect(brokenNames(approved)).toContain('a sample concession to approve');

    const reconciled = dataOf();
    const conciliation = reconciled.conciliations.conciliations[0]!;
    reconciled.conciliations.conciliations.push({ ...conciliation, orderId: reconciled.pendingSample.originId });
    expect(brokenNames(reconciled)).toContain('a sample concession to approve');
  });
});

describe('the subcontractor orders', () => {
  it('notice when every planted subcontractor order got an invoice or a conciliation', () => {
    const data = dataOf();
    for (const orderId of data.subcontractorOrders.free)
      data.subcontractorInvoices.push({ ...data.subcontractorInvoices[0]!, orderId });
    expect(brokenNames(data)).toContain('orders awaiting a subcontractor invoice');

    const reconciled = dataOf();
    for (const orderId of reconciled.subcontractorOrders.free)
      reconciled.conciliations.conciliations.push({ ...reconciled.conciliations.conciliations[0]!, orderId });
    expect(brokenNames(reconciled)).toContain('orders awaiting a subcontractor invoice');
  });

  it('notice when no order of supplier A has an invoice', () => {
    const data = dataOf();
    data.subcontractorInvoices = data.subcontractorInvoices.filter((i) => i.supplierId !== DEMO_SUPPLIER_A_ID);
    expect(brokenNames(data)).toContain('orders awaiting a subcontractor invoice');
  });
});

describe('the calendar feed guarantee', () => {
  it("notices a supplier without a booking in the feed's window", () => {
    const data = dataOf();
    const ofB = new Set(data.logistics.loads.filter((l) => l.supplierId !== DEMO_SUPPLIER_A_ID).map((l) => l.id));
    data.logistics.schedules = data.logistics.schedules.filter((s) => !ofB.has(s.loadId));
    expect(brokenGuarantees(data)).toContainEqual({
      name: 'bookings in the calendar feed',
      missing: 'no booking of supplier B in the window',
    });
  });
});
