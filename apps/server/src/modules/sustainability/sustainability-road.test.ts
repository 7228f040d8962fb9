import { addDays } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { useProfileTokens, useTestApp } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { certificateStatesOf, expiringCertificatesOf } from './sustainability.road';
import { makeOrder, setCertificate, upload } from './sustainability.test-support';

const t = useTestApp();
const as = useProfileTokens(t);
const today = TEST_TODAY;
const A = { supplierId: DEMO_SUPPLIER_A_ID, cdId: null, companyId: null };

/** A certificate uploaded by admin on the order (a second one with an UDA when slot is 2), then set as told. */
/** n fresh orders, one after the other (the id range is read on the first). */
async function orders(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await makeOrder(t));
  return ids;
}

async function certificate(
  orderId: number,
  values: { status?: number; validUntil?: string | null; createdAt?: Date } = {},
  slot: 1 | 2 = 1,
): Promise<number> {
  const answer = await upload(t, as('admin'), orderId, slot === 2 ? { code: null, date: '2026-03-01', uda: 5 } : {});
  expect(answer.errors).toEqual([]);
  const id = answer.data!.sustentabilidade.id;
  await setCertificate(t, id, values);
  return id;
}

describe('certificateStatesOf', () => {
  it('reads the newest slot-1 certificate of each order; an order without one is missing', async () => {
    const [none, awaiting, approved, rejected, expired, resent, secondOnly] = await orders(7);
    await certificate(awaiting!);
    await certificate(approved!, { status: 1, validUntil: addDays(today, 90) });
    await certificate(rejected!, { status: 2 });
    await certificate(expired!, { status: 1, validUntil: addDays(today, -1) });
    await certificate(resent!, { status: 2, createdAt: new Date('2026-01-05T12:00:00Z') });
    await certificate(resent!);
    await certificate(secondOnly!, { status: 1 }, 2);
    const states = await certificateStatesOf(
      t.database.db,
      [none!, awaiting!, approved!, rejected!, expired!, resent!, secondOnly!],
      today,
    );
    expect([...states.entries()]).toEqual([
      [none, 'missing'],
      [awaiting, 'awaitingAudit'],
      [approved, 'approved'],
      [rejected, 'rejected'],
      [expired, 'expired'],
      [resent, 'awaitingAudit'],
      [secondOnly, 'missing'],
    ]);
    expect(await certificateStatesOf(t.database.db, [], today)).toEqual(new Map());
  });
});

describe('expiringCertificatesOf', () => {
  it('lists the newest certificate of each visible order and slot lapsing within 30 days or lapsed, soonest first', async () => {
    const db = t.database.db;
    const before = new Set((await expiringCertificatesOf(db, A, today, 1000)).map((d) => d.idDocumento));
    const [o1, o2, o3, o4] = await orders(4);
    const soon = await certificate(o1!, { status: 1, validUntil: addDays(today, 30) });
    const lapsed = await certificate(o2!, { status: 0, validUntil: addDays(today, -30) });
    await certificate(o3!, { status: 2, validUntil: addDays(today, 5) });
    await certificate(o4!, { status: 1, validUntil: addDays(today, 31) });
    await certificate(o4!, { status: 1, validUntil: addDays(today, -31), createdAt: new Date('2026-01-01T12:00:00Z') });
    const second = await certificate(o4!, { status: 1, validUntil: today }, 2);
    const ofB = await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID });
    const hidden = await certificate(ofB, { status: 1, validUntil: today });

    const found = (await expiringCertificatesOf(db, A, today, 1000)).filter((d) => !before.has(d.idDocumento));
    expect(found).toEqual([
      {
        tipo: 'certificadoSustentabilidade',
        idDocumento: lapsed,
        idPedido: o2,
        numeroPedido: String(o2),
        dataValidade: addDays(today, -30),
        situacao: 'expired',
      },
      expect.objectContaining({ idDocumento: second, idPedido: o4, situacao: 'expiring' }),
      expect.objectContaining({ idDocumento: soon, idPedido: o1, situacao: 'expiring' }),
    ]);
    const all = await expiringCertificatesOf(db, { supplierId: null, cdId: null, companyId: null }, today, 1000);
    expect(all.map((d) => d.idDocumento)).toContain(hidden);
    expect(await expiringCertificatesOf(db, A, today, 2)).toHaveLength(2);
    const dates = all.map((d) => d.dataValidade);
    expect(dates).toEqual([...dates].sort());
  });
});
