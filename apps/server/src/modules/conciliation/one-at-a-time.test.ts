import { CONCILIATION_RUN_LIMIT_MINUTES } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../../../test/support/test-database';
import { buildApp } from '../../app';
import { conciliations } from '../../db/schema/index';
import { openDatabase, type Database } from '../../platform/database';
import {
  SUPPLIER_A,
  conciliationRow,
  fiscalStep,
  graphqlCall,
  historyRows,
  invoiceForOrder,
  pickFreeOrder,
  reconcile,
  uploadInvoice,
  writtenCounts,
  type TestInvoice,
  useReconcileApp,
} from './reconcile.test-support';

/**
 * One conciliation per order at a time (issue 13): a new upload is refused while the order's current
 * conciliation runs (commercial 2, fiscal step to come: reconcileInProgress) or is approved
 * (reconcileAlreadyApproved); uploads for one order queue on the order's row, on one instance or several;
 * a run abandoned past the limit is replaced; the screens show the approved conciliation.
 */

const { t, tokens, db } = useReconcileApp();

const RESULT_QUERY = /* GraphQL */ `
  query ($pedido: Int!) {
    buscarResultadoConciliacaoPorPedido(pedido: $pedido) {
      id
      cancelada
      statusConciliacaoComercial {
        id
      }
      statusConciliacaoFiscal {
        id
      }
    }
  }
`;

const ORDER_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    pedidoPorId(idPedido: $id) {
      conciliacaos {
        id
        statusConciliacaoComercial {
          id
        }
        statusConciliacaoFiscal {
          id
        }
      }
    }
  }
`;

interface Shown {
  id: number;
  cancelada: boolean;
  statusConciliacaoComercial: { id: number };
  statusConciliacaoFiscal: { id: number };
}

/** The conciliation /conciliation-status and /reconcile show for the order. */
async function shownOnStatusPage(orderId: number): Promise<Shown | null> {
  const answer = await graphqlCall<{ buscarResultadoConciliacaoPorPedido: Shown | null }>(
    t,
    tokens.fornecedor,
    RESULT_QUERY,
    { pedido: orderId },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.buscarResultadoConciliacaoPorPedido;
}

/** The conciliation the order's grid dots and the subcontractor lock read (pedidoPorId.conciliacaos[0]). */
async function shownOnOrder(orderId: number): Promise<number | null> {
  const answer = await graphqlCall<{ pedidoPorId: { conciliacaos: { id: number }[] } }>(
    t,
    tokens.fornecedor,
    ORDER_QUERY,
    { id: String(orderId) },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.pedidoPorId.conciliacaos[0]?.id ?? null;
}

async function conciliationsOf(orderId: number) {
  return db().select().from(conciliations).where(eq(conciliations.orderId, orderId)).orderBy(conciliations.id);
}

/** Moves a run's commercial step back in time, as if its fiscal step had never come. */
async function startedMinutesAgo(id: number, minutes: number): Promise<void> {
  await db()
    .update(conciliations)
    .set({ commercialAt: sql`${conciliations.commercialAt} - make_interval(mins => ${minutes})` })
    .where(eq(conciliations.id, id));
}

async function freshOrder(): Promise<{ orderId: number; invoice: TestInvoice }> {
  const orderId = await pickFreeOrder(db(), SUPPLIER_A, { maxItems: 4 });
  return { orderId, invoice: await invoiceForOrder(db(), orderId) };
}

async function commercialOnly(orderId: number, invoice: TestInvoice): Promise<number> {
  const upload = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file);
  expect(upload.code, JSON.stringify(upload.details)).toBeNull();
  expect(upload.result!.statusConciliacaoComercial.id).toBe(2);
  return upload.result!.id;
}

describe('the same invoice sent again', () => {
  it('is refused while the first runs (reconcileInProgress), then once it is 2/2 (reconcileAlreadyApproved); nothing is written', async () => {
    const { orderId, invoice } = await freshOrder();
    const first = await commercialOnly(orderId, invoice);

    const before = await writtenCounts(db());
    const again = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file, 'en-US');
    expect(again.status).toBe(409);
    expect(again.code).toBe('reconcileInProgress');
    expect(again.details).toEqual({ pedido: orderId, idConciliacao: first, minutos: CONCILIATION_RUN_LIMIT_MINUTES });
    expect(await writtenCounts(db())).toEqual(before);

    const answer = await graphqlCall(
      t,
      tokens.fornecedor,
      `mutation ($id: Int!, $file: ArquivoNotaInput!) {
      conciliacaoComercial(id: $id, file: $file) { id } }`,
      { id: orderId, file: invoice.file },
      'es-ES',
    );
    expect(answer.errors![0]!.message).toBe(
      `La conciliación ${first} del pedido ${orderId} todavía está en curso; espere a que termine (hasta ${CONCILIATION_RUN_LIMIT_MINUTES} minutos) antes de enviar otra factura.`,
    );

    // another invoice for the order is refused alike: one conciliation per order at a time
    const other = await invoiceForOrder(db(), orderId);
    expect((await uploadInvoice(t, tokens.fornecedor, orderId, other.file)).code).toBe('reconcileInProgress');

    const fiscal = await fiscalStep(t, tokens.fornecedor, first);
    expect(fiscal.body.statusConciliacaoFiscal.id).toBe(2);

    const afterApproval = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file);
    expect(afterApproval.code).toBe('reconcileAlreadyApproved');
    expect(afterApproval.details).toEqual({ pedido: orderId, idConciliacao: first });
    expect(await writtenCounts(db())).toEqual({ ...before, history: before.history });

    expect((await conciliationsOf(orderId)).map((c) => [c.id, c.commercialStatus, c.fiscalStatus])).toEqual([
      [first, 2, 2],
    ]);
    expect(await shownOnStatusPage(orderId)).toMatchObject({
      id: first,
      cancelada: false,
      statusConciliacaoComercial: { id: 2 },
      statusConciliacaoFiscal: { id: 2 },
    });
    expect(await shownOnOrder(orderId)).toBe(first);
  });

  it('is accepted again after a rejection, as before (commercial 3, fiscal 3, fiscal 4)', async () => {
    // commercial 3: a wrong quantity, then the corrected invoice
    const { orderId } = await freshOrder();
    const wrong = await invoiceForOrder(db(), orderId, {
      items: (items) => items.map((item, i) => (i === 0 ? { ...item, quantity: Number(item.quantity) + 1 } : item)),
    });
    const rejected = await uploadInvoice(t, tokens.fornecedor, orderId, wrong.file);
    expect(rejected.result!.statusConciliacaoComercial.id).toBe(3);
    const corrected = await reconcile(t, tokens.fornecedor, orderId);
    expect(corrected.fiscal!.statusConciliacaoFiscal.id).toBe(2);

    // refused by SEFAZ (cStat 110), then a good one
    const second = await freshOrder();
    const denied = await reconcile(t, tokens.fornecedor, second.orderId, { options: { status: '110' } });
    expect([denied.commercial.statusConciliacaoComercial.id, denied.fiscal?.statusConciliacaoFiscal.id]).toContain(3);
    expect((await reconcile(t, tokens.fornecedor, second.orderId)).fiscal!.statusConciliacaoFiscal.id).toBe(2);

    // fiscal 4 (an ICMS rate differs): a new invoice may still be sent instead of accepting it
    const third = await freshOrder();
    const conditional = await reconcile(t, tokens.fornecedor, third.orderId, {
      items: (items) =>
        items.map((item, i) => (i === 0 ? { ...item, icmsRate: Number(item.icmsRate ?? 0) + 1 } : item)),
    });
    expect(conditional.fiscal!.statusConciliacaoFiscal.id).toBe(4);
    expect((await reconcile(t, tokens.fornecedor, third.orderId)).fiscal!.statusConciliacaoFiscal.id).toBe(2);
  });
});

describe('screens show the approved conciliation', () => {
  it('even when a newer one exists (written before uploads were one at a time)', async () => {
    const { orderId } = await freshOrder();
    const approved = await reconcile(t, tokens.fornecedor, orderId);
    // what issue 13 found: a second run of the same invoice, rejected by its fiscal step for "already used"
    const [newer] = await db()
      .insert(conciliations)
      .values({
        orderId,
        commercialStatus: 2,
        fiscalStatus: 3,
        accessKey: approved.invoice.accessKey,
        rejection: [{ code: 'invoiceAlreadyUsed', order: String(orderId) }],
        commercialAt: new Date(),
        fiscalAt: new Date(),
      })
      .returning({ id: conciliations.id });
    expect(newer!.id).toBeGreaterThan(approved.id);

    expect(await shownOnStatusPage(orderId)).toMatchObject({ id: approved.id, statusConciliacaoFiscal: { id: 2 } });
    expect(await shownOnOrder(orderId)).toBe(approved.id);
    const again = await uploadInvoice(t, tokens.fornecedor, orderId, approved.invoice.file);
    expect(again.code).toBe('reconcileAlreadyApproved');
    expect(again.details).toMatchObject({ idConciliacao: approved.id });
  });

  it('a cancelled approval no longer counts: the same invoice reconciles again, not "already used in this order"', async () => {
    const { orderId } = await freshOrder();
    const approved = await reconcile(t, tokens.fornecedor, orderId);
    const cancel = await graphqlCall(
      t,
      tokens.admin,
      `mutation ($o: Int!, $m: String!) { cancelarConciliacao(orderId: $o, motivoCancelamento: $m) { id } }`,
      { o: orderId, m: 'nota reemitida' },
    );
    expect(cancel.errors).toBeUndefined();
    const again = await commercialOnly(orderId, approved.invoice);
    const fiscal = await fiscalStep(t, tokens.fornecedor, again);
    expect(fiscal.body.statusConciliacaoFiscal.id).toBe(2);
    expect(fiscal.body.divergencias).toEqual([]);
    expect(await shownOnStatusPage(orderId)).toMatchObject({ id: again, cancelada: false });
  });
});

describe('a run abandoned after its commercial step', () => {
  it(`blocks for ${CONCILIATION_RUN_LIMIT_MINUTES} minutes, then a new upload replaces it and it can no longer finish`, async () => {
    const { orderId, invoice } = await freshOrder();
    const abandoned = await commercialOnly(orderId, invoice);

    await startedMinutesAgo(abandoned, CONCILIATION_RUN_LIMIT_MINUTES - 1);
    expect((await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file)).code).toBe('reconcileInProgress');

    await startedMinutesAgo(abandoned, 1);
    const replacing = await commercialOnly(orderId, invoice);
    expect(replacing).not.toBe(abandoned);
    const old = await conciliationRow(db(), abandoned);
    expect(old.cancelledAt).toBeInstanceOf(Date);
    expect(old.fiscalStatus).toBe(0);
    expect((await historyRows(db(), [abandoned])).map((h) => [h.kind, h.reasons])).toEqual([
      ['cancel', [{ code: 'superseded' }]],
    ]);

    // the old tab's fiscal step comes too late
    const late = await fiscalStep(t, tokens.fornecedor, abandoned);
    expect(late.status).toBe(409);
    expect(late.error.code).toBe('conciliationStepNotAllowed');
    // the same invoice is not "already used" by the replaced run
    const fiscal = await fiscalStep(t, tokens.fornecedor, replacing);
    expect(fiscal.body.statusConciliacaoFiscal.id).toBe(2);
    expect(await shownOnStatusPage(orderId)).toMatchObject({ id: replacing, statusConciliacaoFiscal: { id: 2 } });
  });

  it('its late fiscal step and a new upload at once: either the run ends 2/2 and the upload is refused, or it is replaced', async () => {
    const { orderId, invoice } = await freshOrder();
    const abandoned = await commercialOnly(orderId, invoice);
    await startedMinutesAgo(abandoned, CONCILIATION_RUN_LIMIT_MINUTES + 1);

    const [fiscal, upload] = await Promise.all([
      fiscalStep(t, tokens.fornecedor, abandoned),
      uploadInvoice(t, tokens.fornecedor, orderId, invoice.file),
    ]);
    const rows = await conciliationsOf(orderId);
    if (fiscal.status === 200) {
      expect(fiscal.body.statusConciliacaoFiscal.id).toBe(2);
      expect(upload.code).toBe('reconcileAlreadyApproved');
      expect(rows).toHaveLength(1);
    } else {
      expect(fiscal.error.code).toBe('conciliationStepNotAllowed');
      expect(upload.code).toBeNull();
      expect(rows.map((r) => r.cancelledAt !== null)).toEqual([true, false]);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Concurrent uploads

/** The promise's value, or a failure after `seconds` (a test that would otherwise hang until its timeout). */
async function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `count` sessions of the test database wait for a row lock (PostgreSQL). */
async function waitForLockWaits(count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = (await db().execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions waiting for a lock after 5 s`);
}

async function concurrentUploads(apps: readonly FastifyInstance[], count: number) {
  const { orderId, invoice } = await freshOrder();
  const before = await writtenCounts(db());
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      uploadInvoice({ ...t, app: apps[i % apps.length]! }, tokens.fornecedor, orderId, invoice.file),
    ),
  );
  const winners = answers.filter((a) => a.code === null);
  const refused = answers.filter((a) => a.code !== null);
  expect(winners).toHaveLength(1);
  expect(refused.map((a) => a.code)).toEqual(Array.from({ length: count - 1 }, () => 'reconcileInProgress'));
  expect(new Set(refused.map((a) => a.details?.idConciliacao))).toEqual(new Set([winners[0]!.result!.id]));
  const rows = await conciliationsOf(orderId);
  expect(rows.map((r) => r.id)).toEqual([winners[0]!.result!.id]);
  const after = await writtenCounts(db());
  expect(after.conciliations - before.conciliations).toBe(1);
  expect(after.storedFiles - before.storedFiles).toBe(1);
  expect(after.items - before.items).toBe(invoice.items.length);
}

describe('20 uploads for one order at once', () => {
  it('give exactly one conciliation and 19 refusals (one instance)', async () => {
    await concurrentUploads([t.app], 20);
  });

  describe('on two app instances over one database', () => {
    let second: FastifyInstance;
    let secondDatabase: Database | null = null;

    beforeAll(async () => {
      // PostgreSQL: the second instance has its own pool, as another process would; PGlite: one handle
      if (t.database.kind === 'postgres') {
        const info = inject('testDatabase');
        if (info.kind !== 'postgres') throw new Error('a PostgreSQL test database without its admin URL');
        const result = (await db().execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        secondDatabase = openDatabase({ url: withDatabase(info.adminUrl, result.rows[0]!.name) });
      }
      second = await buildApp({ config: { ...t.config, LOG_LEVEL: 'silent' }, database: secondDatabase ?? t.database });
    });

    afterAll(async () => {
      await second?.close();
      await secondDatabase?.close();
    });

    it('give exactly one conciliation and 19 refusals', async () => {
      await concurrentUploads([t.app, second], 20);
    });

    // The reader's threads are the process's, shared by its two apps here; each app runs one upload at a time
    // (upload-limit.ts). An upload waiting for its order's row must not hold a thread the other app's upload needs.
    // Registered on PostgreSQL only: on PGlite's one connection a transaction held open stops every other query.
    if (inject('testDatabase').kind === 'postgres')
      it('an upload waiting for its order, held elsewhere, takes no reader thread: another order reconciles meanwhile', async () => {
        const held = await freshOrder();
        const other = await freshOrder();
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        // another process holds the order's row, as its upload does while it checks the invoice
        const holder = secondDatabase!.db.transaction(async (tx) => {
          await tx.execute(sql`select id from orders where id = ${held.orderId} for update`);
          locked();
          await released;
        });
        try {
          await isLocked;
          const waiting = uploadInvoice(t, tokens.fornecedor, held.orderId, held.invoice.file);
          await waitForLockWaits(1);
          const meanwhile = await withinSeconds(
            10,
            uploadInvoice({ ...t, app: second }, tokens.fornecedor, other.orderId, other.invoice.file),
          );
          expect(meanwhile.code).toBeNull();
          expect(meanwhile.result?.idPedido).toBe(other.orderId);
          release();
          await holder;
          expect((await waiting).result?.idPedido).toBe(held.orderId);
        } finally {
          release();
          await holder;
        }
      });

    it('after the first run ends 2/2, every upload on either instance is reconcileAlreadyApproved', async () => {
      const { orderId } = await freshOrder();
      const approved = await reconcile(t, tokens.fornecedor, orderId);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          uploadInvoice({ ...t, app: i % 2 === 0 ? t.app : second }, tokens.fornecedor, orderId, approved.invoice.file),
        ),
      );
      expect(answers.map((a) => a.code)).toEqual(Array.from({ length: 6 }, () => 'reconcileAlreadyApproved'));
      expect(await conciliationsOf(orderId)).toHaveLength(1);
    });
  });
});
