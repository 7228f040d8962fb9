import { addDays, saoPauloInstant, weekKeyOf } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { orderMaker } from '../../../test/support/order-copies';
import type { TestApp } from '../../../test/support/test-app';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { conciliations, gates, loadOrders, loads, orders, schedules, suppliers } from '../../db/schema/index';

/**
 * A supplier of its own for the IDGF tests, with rows whose figures are known: nothing of the demo data belongs to it,
 * so every count in the report is the fixture's. Week 0 is TEST_TODAY's week; week -1 the one before.
 */
export const IDGF_SUPPLIER_ID = 990_017;
export const THIS_WEEK = weekKeyOf(TEST_TODAY);
export const LAST_WEEK = weekKeyOf(addDays(TEST_TODAY, -7));
const CD = 2;

const makeOrders = orderMaker(17_000_000, { cdId: CD });

/** The Monday of week 0 and week -1 (TEST_TODAY is a Wednesday). */
const monday = addDays(TEST_TODAY, -2);
const lastMonday = addDays(monday, -7);

export async function plantIdgfSupplier(t: TestApp): Promise<void> {
  const db = t.database.db;
  await db.insert(suppliers).values({
    id: IDGF_SUPPLIER_ID,
    name: 'Confecções Teste IDGF Ltda',
    cnpj: '12345678000917',
    city: 'São Paulo',
    state: 'SP',
  });
  const copy = { supplierId: undefined, cdId: CD };
  const own = { supplierId: IDGF_SUPPLIER_ID };
  const window = (start: string, end: string) => ({
    deliveryStart: saoPauloInstant(start),
    deliveryEnd: saoPauloInstant(end, '23:59:59'),
  });

  // deliveries: a load booked on Wednesday of week 0 carrying orders with four windows; one booked last week
  // one after another: the maker counts its ids up from the first call
  const onTime = await makeOrders(db, 2, copy, { ...own, ...window(monday, addDays(monday, 4)) });
  const early = await makeOrders(db, 1, copy, { ...own, ...window(addDays(monday, 3), addDays(monday, 4)) });
  const late = await makeOrders(db, 1, copy, { ...own, ...window(addDays(lastMonday, 0), addDays(lastMonday, 4)) });
  const noWindow = await makeOrders(db, 1, copy, { ...own, deliveryStart: null, deliveryEnd: null });
  const lastWeek = await makeOrders(db, 1, copy, { ...own, ...window(lastMonday, addDays(lastMonday, 4)) });
  const [template] = await db.select().from(orders).where(eq(orders.id, onTime[0]!));
  const [gate] = await db.select({ id: gates.id }).from(gates).where(eq(gates.cdId, CD)).limit(1);
  const book = async (orderIds: number[], day: string) => {
    const [load] = await db
      .insert(loads)
      .values({
        supplierId: IDGF_SUPPLIER_ID,
        cdId: CD,
        commercialWeekId: template!.commercialWeekId,
        status: 'AGENDADA',
      })
      .returning({ id: loads.id });
    await db.insert(loadOrders).values(orderIds.map((orderId) => ({ loadId: load!.id, orderId })));
    await db.insert(schedules).values({ loadId: load!.id, gateId: gate!.id, deliveryDate: day, deliveryTime: '08:00' });
  };
  await book([...onTime, ...early, ...late, ...noWindow], TEST_TODAY);
  await book(lastWeek, addDays(lastMonday, 1));

  // acceptances, received Monday of week 0 (deadline Wednesday = TEST_TODAY): 2 in time, 1 late (received last
  // week), 1 waiting within the notice, 1 waiting overdue (received last week), 1 approved by the ERP (not counted)
  const accepted = (day: string) => saoPauloInstant(day, '15:00:00');
  await makeOrders(db, 2, copy, { ...own, poReceivedAt: monday, acceptedAt: accepted(addDays(monday, 2)) });
  await makeOrders(db, 1, copy, { ...own, poReceivedAt: lastMonday, acceptedAt: accepted(addDays(lastMonday, 3)) });
  await makeOrders(db, 1, { status: 'N', cdId: CD }, { ...own, poReceivedAt: monday });
  await makeOrders(db, 1, { status: 'M', cdId: CD }, { ...own, poReceivedAt: lastMonday });
  await makeOrders(db, 1, copy, { ...own, poReceivedAt: monday, acceptedAt: null });

  // conciliations: order P passes on its first upload; order F fails first (3/0 quantity + ncm), then passes;
  // order R is rejected (fiscal notAuthorised) and waits; order I is in progress; order X was cancelled first
  const [p, f, r, i, x] = await makeOrders(db, 5, copy, own);
  const at = (day: string, time: string) => saoPauloInstant(day, time);
  await db.insert(conciliations).values([
    { orderId: p!, commercialStatus: 2, fiscalStatus: 2, invoiceNumber: '1001', createdAt: at(monday, '09:00:00') },
    {
      orderId: f!,
      commercialStatus: 3,
      fiscalStatus: 0,
      invoiceNumber: '1002',
      rejection: [
        { code: 'quantity', count: 2 },
        { code: 'ncm', count: 1 },
      ],
      createdAt: at(lastMonday, '09:00:00'),
    },
    { orderId: f!, commercialStatus: 2, fiscalStatus: 2, invoiceNumber: '1003', createdAt: at(monday, '10:00:00') },
    {
      orderId: r!,
      commercialStatus: 2,
      fiscalStatus: 3,
      invoiceNumber: '1004',
      rejection: [
        { code: 'notAuthorised', nf: '110' },
        { code: 'quantity', count: 1 },
      ],
      createdAt: at(monday, '11:00:00'),
    },
    {
      orderId: i!,
      commercialStatus: 1,
      fiscalStatus: 0,
      invoiceNumber: '1005',
      createdAt: at(addDays(monday, 1), '08:00:00'),
    },
    {
      orderId: x!,
      commercialStatus: 1,
      fiscalStatus: 0,
      invoiceNumber: '1006',
      cancelledAt: at(monday, '12:00:00'),
      rejection: [{ code: 'cancelled', text: 'nota errada' }],
      createdAt: at(monday, '11:30:00'),
    },
  ]);
}

/** The ids the fixture's awaiting invoices belong to, oldest first: R (rejected) then I (in progress) then X's order. */
export const EXPECTED = {
  entregas: { onTime: 2, early: 1, late: 1, noWindow: 1 },
  entregasLastWeek: { onTime: 1, early: 0, late: 0, noWindow: 0 },
  aceites: { withinNotice: 2, late: 1, overdue: 1, notDue: 1 },
  primeiraPassagem: { passed: 1, failed: 3, pending: 1 },
};
