import { addDays, validityStateOf } from '@portal/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { orders, producerDeclarations } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID } from '../../db/seed/index';
import { declarationStatesOf, expiringDeclarationsOf } from './declarations.road';

const t = useTestDatabase();
const today = TEST_TODAY;

/** The latest declaration of every order that has one, read plainly. */
async function latestByOrder() {
  const rows = await t.db
    .select({
      id: producerDeclarations.id,
      orderId: producerDeclarations.orderId,
      status: producerDeclarations.status,
      validUntil: producerDeclarations.validUntil,
      supplierId: orders.supplierId,
    })
    .from(producerDeclarations)
    .innerJoin(orders, eq(orders.id, producerDeclarations.orderId))
    .orderBy(desc(producerDeclarations.createdAt), desc(producerDeclarations.id));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  return [...latest.values()];
}

describe('declarationStatesOf', () => {
  it('reads each order’s latest declaration: missing, awaitingAudit, approved, rejected, expired', async () => {
    const latest = await latestByOrder();
    const pick = (status: number, expired: boolean) =>
      latest.find((d) => d.status === status && (validityStateOf(d.validUntil, today) === 'expired') === expired)!;
    const awaiting = pick(1, false);
    const approved = pick(2, false);
    const rejected = pick(3, false);
    const expired = pick(2, true);
    const [none] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.supplierId, DEMO_SUPPLIER_A_ID))
      .orderBy(orders.id)
      .limit(1);
    const withNone = latest.some((d) => d.orderId === none!.id) ? 999_999_999 : none!.id;
    const states = await declarationStatesOf(
      t.db,
      [awaiting.orderId, approved.orderId, rejected.orderId, expired.orderId, withNone],
      today,
    );
    expect(Object.fromEntries(states)).toEqual({
      [awaiting.orderId]: 'awaitingAudit',
      [approved.orderId]: 'approved',
      [rejected.orderId]: 'rejected',
      [expired.orderId]: 'expired',
      [withNone]: 'missing',
    });
    expect((await declarationStatesOf(t.db, [], today)).size).toBe(0);
  });

  it('takes the newest upload of an order sent twice', async () => {
    const rows = await t.db
      .select({ orderId: producerDeclarations.orderId, status: producerDeclarations.status })
      .from(producerDeclarations)
      .orderBy(desc(producerDeclarations.createdAt), desc(producerDeclarations.id));
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.orderId, (counts.get(r.orderId) ?? 0) + 1);
    const twice = [...counts].find(([, n]) => n > 1)![0];
    const newest = rows.find((r) => r.orderId === twice)!;
    const state = (await declarationStatesOf(t.db, [twice], today)).get(twice);
    expect(state).not.toBe('missing');
    if (newest.status !== 3) expect(state).not.toBe('rejected');
  });
});

describe('expiringDeclarationsOf', () => {
  it('lists the scope’s latest, not rejected declarations valid until within 30 days either side, soonest first', async () => {
    const scope = { supplierId: DEMO_SUPPLIER_A_ID, cdId: null, companyId: null };
    const found = await expiringDeclarationsOf(t.db, scope, today, 100);
    const expected = (await latestByOrder())
      .filter(
        (d) =>
          d.supplierId === DEMO_SUPPLIER_A_ID &&
          d.status !== 3 &&
          d.validUntil !== null &&
          d.validUntil >= addDays(today, -30) &&
          d.validUntil <= addDays(today, 30),
      )
      .map((d) => d.id);
    expect(found.map((d) => d.idDocumento).sort()).toEqual(expected.sort());
    expect(found.length).toBeGreaterThan(0);
    const days = found.map((d) => d.dataValidade);
    expect(days).toEqual([...days].sort());
    for (const d of found) {
      expect(d.tipo).toBe('declaracaoProdutor');
      expect(d.situacao).toBe(d.dataValidade < today ? 'expired' : 'expiring');
    }
    expect(await expiringDeclarationsOf(t.db, scope, today, 1)).toHaveLength(1);
    const ids = found.map((d) => d.idPedido);
    const owners = await t.db.selectDistinct({ s: orders.supplierId }).from(orders).where(inArray(orders.id, ids));
    expect(owners).toEqual([{ s: DEMO_SUPPLIER_A_ID }]);
  });
});
