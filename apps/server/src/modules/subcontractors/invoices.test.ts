import {
  addDays,
  selectionOf,
  SUBCONTRACTOR_STATUS,
  subcontractorInvoiceListSchema,
  subcontractorInvoiceSchema,
  subcontractorSummarySchema,
  type SubcontractorInvoiceDto,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { orderMaker } from '../../../test/support/order-copies';
import { TEST_TODAY } from '../../../test/support/test-clock';
import {
  madeBeforeAll,
  useMatrixTokens,
  useTestApp,
  type MatrixLogin,
  type ProfileLogin,
} from '../../../test/support/test-app';
import {
  conciliations,
  orders,
  providerSubcontractors,
  subcontractorInvoices,
  subcontractors,
  suppliers,
} from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';

const t = useTestApp();
/** A login's token: one per profile, and supplier B's. */
const as = useMatrixTokens(t);
type Login = MatrixLogin;

// every field of the answers, from the domain schemas (the SDL is compared with them in test/graphql-contracts.test.ts)
const INVOICE = selectionOf(subcontractorInvoiceSchema);
const SUMMARY = selectionOf(subcontractorSummarySchema);
const BY_ORDER = `query ($idPedido: Int!, $idFornecedor: Int!) {
  buscarNotasFiscaisSubcontratadoPorPedido(idPedido: $idPedido, idFornecedor: $idFornecedor) ${INVOICE}
}`;
const BY_ID = `query ($id: Int!) { buscarNotaFiscalSubcontratadoPorId(idNotaFiscal: $id) ${INVOICE} }`;
const PICK_LIST = `query ($idPedido: Int!) { subcontratadosDoPedido(idPedido: $idPedido) ${SUMMARY} }`;
const CREATE = `mutation ($nf: NotaFiscalSubcontratadoInput!) { criarNotaFiscalSubcontratado(notaFiscal: $nf) ${INVOICE} }`;
const UPDATE = `mutation ($id: Int!, $nf: NotaFiscalSubcontratadoInput!) {
  atualizarNotaFiscalSubcontratado(idNotaFiscal: $id, notaFiscal: $nf) ${INVOICE}
}`;
const DELETE = `mutation ($id: Int!) { deletarNotaFiscalSubcontratado(idNotaFiscal: $id) }`;

const AUDIT = 'subcontractor_invoices';
/** The CD of login logistica, and another. */
const LOGISTICS_CD = 1;
const OTHER_CD = 2;
/** Renner, Youcom and Camicado: the companies of logins usuario, youcom and camicado. */
const RENNER = 1;
const YOUCOM = 4;
const CAMICADO = 3;
const PIECES = 1000;

// ---------------------------------------------------------------------------------------------------------
// Fixtures: fresh orders (copies of a seeded order of the supplier) and the seeded subcontractor links

const newOrders = orderMaker(90_000, { cdId: LOGISTICS_CD });

interface OrderFixture {
  supplierId?: number;
  companyId?: number;
  cdId?: number;
  usesSubcontractor?: boolean;
  qtPieces?: number;
}

async function makeOrder(fixture: OrderFixture = {}): Promise<number> {
  const [id] = await newOrders(
    t.database.db,
    1,
    { ...fixture, companyId: fixture.companyId ?? RENNER },
    {
      usesSubcontractor: fixture.usesSubcontractor ?? true,
      qtPieces: fixture.qtPieces ?? PIECES,
    },
  );
  return id!;
}

/** The subcontractors linked to a supplier (seeded: A has three active and one inactive, B two). */
async function linked(supplierId: number) {
  return t.database.db
    .select({ id: subcontractors.id, status: subcontractors.status })
    .from(providerSubcontractors)
    .innerJoin(subcontractors, eq(subcontractors.id, providerSubcontractors.subcontractorId))
    .where(eq(providerSubcontractors.supplierId, supplierId))
    .orderBy(asc(subcontractors.id));
}

const subs = madeBeforeAll('the seeded links', async () => {
  const ofA = await linked(DEMO_SUPPLIER_A_ID);
  const ofB = await linked(DEMO_SUPPLIER_B_ID);
  const active = ofA.filter((s) => s.status === SUBCONTRACTOR_STATUS.active).map((s) => s.id);
  const inactive = ofA.find((s) => s.status === SUBCONTRACTOR_STATUS.inactive)?.id;
  const onlyB = ofB.find((s) => !ofA.some((a) => a.id === s.id))?.id;
  if (active.length < 3 || !inactive || !onlyB) throw new Error('the seed links changed');
  return { a1: active[0]!, a2: active[1]!, a3: active[2]!, inactive, onlyB };
});

/** A valid outbound invoice of 400 pieces to A's first subcontractor, sent a week before TEST_TODAY. */
function nf(orderId: number, over: Record<string, unknown> = {}) {
  return {
    idPedido: orderId,
    idFornecedor: DEMO_SUPPLIER_A_ID,
    idSubcontratado: subs.a1,
    dataNotaFiscalSaida: addDays(TEST_TODAY, -7),
    numeroNotaFiscalSaida: '000.048.213',
    quantidadePecasSaida: 400,
    dataNotaFiscalRetorno: null,
    numeroNotaFiscalRetorno: null,
    quantidadePecasRetorno: null,
    ...over,
  };
}

async function create(login: Login, invoice: Record<string, unknown>, language?: string) {
  return graphql<{ criarNotaFiscalSubcontratado: SubcontractorInvoiceDto }>(
    t,
    as(login),
    CREATE,
    { nf: invoice },
    language,
  );
}

async function createOk(login: Login, invoice: Record<string, unknown>): Promise<SubcontractorInvoiceDto> {
  const answer = await create(login, invoice);
  expect(answer.errors).toEqual([]);
  return subcontractorInvoiceSchema.parse(answer.data!.criarNotaFiscalSubcontratado);
}

async function list(login: Login, idPedido: number, idFornecedor = DEMO_SUPPLIER_A_ID) {
  return graphql<{ buscarNotasFiscaisSubcontratadoPorPedido: SubcontractorInvoiceDto[] }>(t, as(login), BY_ORDER, {
    idPedido,
    idFornecedor,
  });
}

async function invoiceCount(orderId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(subcontractorInvoices)
    .where(eq(subcontractorInvoices.orderId, orderId));
  return row!.n;
}

async function approve(orderId: number): Promise<void> {
  await t.database.db.insert(conciliations).values({ orderId, commercialStatus: 2, fiscalStatus: 2 });
}

/** What an order's invoices and their audit look like: a refusal must leave both as they were. */
async function snapshot(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(subcontractorInvoices)
    .where(eq(subcontractorInvoices.orderId, orderId))
    .orderBy(asc(subcontractorInvoices.id));
  const audits = await Promise.all(rows.map((r) => auditCount(t, AUDIT, r.id)));
  const [all] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(subcontractorInvoices)
    .where(and(eq(subcontractorInvoices.supplierId, DEMO_SUPPLIER_A_ID)));
  return { rows, audits, all: all!.n };
}

// ---------------------------------------------------------------------------------------------------------

/** Runs `check` while the subcontractor is inactive, and makes it active again after, also when `check` fails. */
async function whileInactive(subcontractorId: number, check: () => Promise<void>): Promise<void> {
  const setStatus = (status: number) =>
    t.database.db.update(subcontractors).set({ status }).where(eq(subcontractors.id, subcontractorId));
  await setStatus(SUBCONTRACTOR_STATUS.inactive);
  try {
    await check();
  } finally {
    await setStatus(SUBCONTRACTOR_STATUS.active);
  }
}

describe('an order’s invoices: register, read, edit with the return, delete', () => {
  it('registers an outbound invoice, lists it, reads it, adds the return, deletes it; each change audited', async () => {
    const orderId = await makeOrder();
    const created = await createOk('fornecedor', nf(orderId));
    const [provider] = await t.database.db
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, DEMO_SUPPLIER_A_ID));
    expect(created).toMatchObject({
      idPedido: orderId,
      fornecedor: { id: DEMO_SUPPLIER_A_ID, nome: provider!.name },
      subcontratado: { id: subs.a1, status: { id: 1, descricao: 'Ativo' } },
      dataNotaFiscalSaida: addDays(TEST_TODAY, -7),
      numeroNotaFiscalSaida: '48213',
      quantidadePecasSaida: 400,
      dataNotaFiscalRetorno: null,
      numeroNotaFiscalRetorno: null,
      quantidadePecasRetorno: null,
    });
    const [row] = await t.database.db
      .select()
      .from(subcontractorInvoices)
      .where(eq(subcontractorInvoices.id, created.id));
    expect(row).toMatchObject({ orderId, supplierId: DEMO_SUPPLIER_A_ID, subcontractorId: subs.a1 });
    expect(await auditCount(t, AUDIT, created.id)).toBe(1);

    const listed = await list('fornecedor', orderId);
    expect(listed.errors).toEqual([]);
    expect(subcontractorInvoiceListSchema.parse(listed.data!.buscarNotasFiscaisSubcontratadoPorPedido)).toEqual([
      created,
    ]);
    const byId = await graphql<{ buscarNotaFiscalSubcontratadoPorId: unknown }>(t, as('fornecedor'), BY_ID, {
      id: created.id,
    });
    expect(byId.data!.buscarNotaFiscalSubcontratadoPorId).toEqual(created);

    const withReturn = nf(orderId, {
      dataNotaFiscalRetorno: addDays(TEST_TODAY, -1),
      numeroNotaFiscalRetorno: '7730',
      quantidadePecasRetorno: 396,
    });
    const updated = await graphql<{ atualizarNotaFiscalSubcontratado: SubcontractorInvoiceDto }>(
      t,
      as('fornecedor'),
      UPDATE,
      { id: created.id, nf: withReturn },
    );
    expect(updated.errors).toEqual([]);
    expect(updated.data!.atualizarNotaFiscalSubcontratado).toMatchObject({
      id: created.id,
      dataNotaFiscalRetorno: addDays(TEST_TODAY, -1),
      numeroNotaFiscalRetorno: '7730',
      quantidadePecasRetorno: 396,
    });
    const audits = await auditRows(t, AUDIT, created.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(Object.keys(audits[1]!.changes as object).sort()).toEqual(['returnDate', 'returnNumber', 'returnPieces']);

    // the same form again changes nothing and writes no audit
    await graphql(t, as('fornecedor'), UPDATE, { id: created.id, nf: withReturn });
    expect(await auditCount(t, AUDIT, created.id)).toBe(2);

    const deleted = await graphql<{ deletarNotaFiscalSubcontratado: boolean }>(t, as('fornecedor'), DELETE, {
      id: created.id,
    });
    expect(deleted.data).toEqual({ deletarNotaFiscalSubcontratado: true });
    expect(await invoiceCount(orderId)).toBe(0);
    expect((await auditRows(t, AUDIT, created.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    const again = await graphql(t, as('fornecedor'), DELETE, { id: created.id });
    expect(again.code).toBe('notFound');
  });

  it('lists the invoices oldest first, each subcontractor with its status (one made inactive since shows so)', async () => {
    const orderId = await makeOrder();
    const first = await createOk('admin', nf(orderId, { idSubcontratado: subs.a2, numeroNotaFiscalSaida: '101' }));
    const second = await createOk('admin', nf(orderId, { idSubcontratado: subs.a3, numeroNotaFiscalSaida: '102' }));
    await whileInactive(subs.a3, async () => {
      const listed = await list('admin', orderId);
      const invoices = listed.data!.buscarNotasFiscaisSubcontratadoPorPedido;
      expect(invoices.map((i) => i.id)).toEqual([first.id, second.id]);
      expect(invoices[1]!.subcontratado.status).toEqual({ id: 2, descricao: 'Inativo' });
    });
  });

  it('an order without invoices lists none', async () => {
    const orderId = await makeOrder();
    expect((await list('fornecedor', orderId)).data).toEqual({ buscarNotasFiscaisSubcontratadoPorPedido: [] });
  });
});

describe('subcontratadosDoPedido: the form’s pick list', () => {
  it("offers the active subcontractors linked to the order's provider, by trade name", async () => {
    const ofA = await graphql<{ subcontratadosDoPedido: SubcontractorSummaryDto[] }>(t, as('fornecedor'), PICK_LIST, {
      idPedido: await makeOrder(),
    });
    expect(ofA.errors).toEqual([]);
    const ids = ofA.data!.subcontratadosDoPedido.map((s) => s.id);
    expect([...ids].sort((x, y) => x - y)).toEqual([subs.a1, subs.a2, subs.a3].sort((x, y) => x - y));
    const names = ofA.data!.subcontratadosDoPedido.map((s) => s.nomeFantasia.toLowerCase());
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    for (const s of ofA.data!.subcontratadosDoPedido) subcontractorSummarySchema.parse(s);

    const ofB = await graphql<{ subcontratadosDoPedido: SubcontractorSummaryDto[] }>(t, as('fornecedor2'), PICK_LIST, {
      idPedido: await makeOrder({ supplierId: DEMO_SUPPLIER_B_ID }),
    });
    expect(ofB.data!.subcontratadosDoPedido.map((s) => s.id)).toContain(subs.onlyB);
    expect(ofB.data!.subcontratadosDoPedido.map((s) => s.id)).not.toContain(subs.a1);
  });
});

describe('refusals write nothing', () => {
  const future = addDays(TEST_TODAY, 1);
  const cases: [string, (orderId: number) => Record<string, unknown>, string, number][] = [
    ['an unknown order', () => nf(999_999_999), 'notFound', 404],
    ['another provider than the order’s', (o) => nf(o, { idFornecedor: DEMO_SUPPLIER_B_ID }), 'notFound', 404],
    ['no subcontractor chosen (-1)', (o) => nf(o, { idSubcontratado: -1 }), 'requiredField', 400],
    ['no outbound number', (o) => nf(o, { numeroNotaFiscalSaida: '' }), 'requiredField', 400],
    ['no outbound date', (o) => nf(o, { dataNotaFiscalSaida: null }), 'requiredField', 400],
    ['an NF-e number of ten digits', (o) => nf(o, { numeroNotaFiscalSaida: '1234567890' }), 'validation', 400],
    ['a date that does not exist', (o) => nf(o, { dataNotaFiscalSaida: '2026-02-30' }), 'validation', 400],
    ['no pieces', (o) => nf(o, { quantidadePecasSaida: 0 }), 'validation', 400],
    [
      'a subcontractor of another provider',
      (o) => nf(o, { idSubcontratado: subs.onlyB }),
      'subcontractorNotLinked',
      422,
    ],
    ['an unknown subcontractor', (o) => nf(o, { idSubcontratado: 999_999 }), 'subcontractorNotLinked', 422],
    ['an inactive subcontractor', (o) => nf(o, { idSubcontratado: subs.inactive }), 'subcontractorInactive', 422],
    [
      'more pieces than the order’s',
      (o) => nf(o, { quantidadePecasSaida: PIECES + 1 }),
      'subcontractorInvoicePiecesAboveOrder',
      422,
    ],
    ['an outbound date tomorrow', (o) => nf(o, { dataNotaFiscalSaida: future }), 'subcontractorInvoiceFutureDate', 422],
    [
      'a return dated tomorrow',
      (o) => nf(o, { dataNotaFiscalRetorno: future, numeroNotaFiscalRetorno: '5', quantidadePecasRetorno: 5 }),
      'subcontractorInvoiceFutureDate',
      422,
    ],
    [
      'a return before its outbound invoice',
      (o) =>
        nf(o, {
          dataNotaFiscalRetorno: addDays(TEST_TODAY, -8),
          numeroNotaFiscalRetorno: '5',
          quantidadePecasRetorno: 5,
        }),
      'subcontractorInvoiceReturnBeforeOutbound',
      422,
    ],
    [
      'a return of more pieces than went out',
      (o) => nf(o, { dataNotaFiscalRetorno: TEST_TODAY, numeroNotaFiscalRetorno: '5', quantidadePecasRetorno: 401 }),
      'subcontractorInvoiceReturnAboveOutbound',
      422,
    ],
    [
      'a return without its number',
      (o) => nf(o, { dataNotaFiscalRetorno: TEST_TODAY, quantidadePecasRetorno: 400 }),
      'subcontractorInvoiceReturnIncomplete',
      422,
    ],
    [
      'the same outbound invoice twice to the same subcontractor',
      (o) => nf(o, { numeroNotaFiscalSaida: '900', quantidadePecasSaida: 10 }),
      'subcontractorInvoiceDuplicate',
      409,
    ],
  ];

  it.each(cases.map(([name, invoice, code, status]) => [name, code, status, invoice] as const))(
    '%s: %s (%i)',
    async (_case, code, status, invoice) => {
      const orderId = await makeOrder();
      const kept = await createOk(
        'fornecedor',
        nf(orderId, { numeroNotaFiscalSaida: '900', quantidadePecasSaida: 10 }),
      );
      const before = await snapshot(orderId);
      const answer = await create('fornecedor', invoice(orderId));
      expect([answer.code, answer.status]).toEqual([code, status]);
      expect(answer.data).toBeNull();
      // the same refusal on an edit of the kept invoice (an unknown order is then the invoice's: not found)
      const edit = await graphql(t, as('fornecedor'), UPDATE, { id: kept.id, nf: invoice(orderId) });
      if (code === 'subcontractorInvoiceDuplicate') expect(edit.errors).toEqual([]);
      else expect(edit.code).toBe(code);
      if (code === 'subcontractorInvoiceDuplicate') return;
      expect(await snapshot(orderId)).toEqual(before);
    },
  );

  it('names the numbers in the reader’s language: the pieces above the order’s', async () => {
    const orderId = await makeOrder({ qtPieces: 900 });
    await createOk('fornecedor', nf(orderId, { quantidadePecasSaida: 600, numeroNotaFiscalSaida: '1' }));
    const answer = await create(
      'fornecedor',
      nf(orderId, { quantidadePecasSaida: 400, numeroNotaFiscalSaida: '2' }),
      'en-US',
    );
    expect(answer.code).toBe('subcontractorInvoicePiecesAboveOrder');
    expect(answer.errors[0]!.message).toBe(
      "With this invoice the subcontractor would receive 1000 pieces, more than the order's 900 pieces (300 still fit).",
    );
    expect(answer.errors[0]!.extensions.details).toMatchObject({
      field: 'quantidadePecasSaida',
      total: 1000,
      pieces: 900,
      available: 300,
    });
  });

  it('an order that does not use a subcontractor takes no invoice, but may lose the ones it has', async () => {
    const orderId = await makeOrder();
    const kept = await createOk('fornecedor', nf(orderId));
    await t.database.db.update(orders).set({ usesSubcontractor: false }).where(eq(orders.id, orderId));
    const before = await snapshot(orderId);
    expect((await create('fornecedor', nf(orderId, { numeroNotaFiscalSaida: '2' }))).code).toBe('subcontractorNotUsed');
    expect((await graphql(t, as('fornecedor'), UPDATE, { id: kept.id, nf: nf(orderId) })).code).toBe(
      'subcontractorNotUsed',
    );
    expect(await snapshot(orderId)).toEqual(before);
    expect((await graphql(t, as('fornecedor'), DELETE, { id: kept.id })).errors).toEqual([]);
  });

  it('the 2/2 lock: once the conciliation is approved nothing is registered, edited or deleted', async () => {
    const orderId = await makeOrder();
    const kept = await createOk('fornecedor', nf(orderId));
    await approve(orderId);
    const before = await snapshot(orderId);
    for (const [query, variables] of [
      [CREATE, { nf: nf(orderId, { numeroNotaFiscalSaida: '2' }) }],
      [UPDATE, { id: kept.id, nf: nf(orderId, { quantidadePecasSaida: 300 }) }],
      [DELETE, { id: kept.id }],
    ] as const) {
      const answer = await graphql(t, as('admin'), query, variables);
      expect([answer.code, answer.status]).toEqual(['subcontractorInvoiceLocked', 409]);
    }
    expect(await snapshot(orderId)).toEqual(before);
    // the invoices are still read
    expect((await list('fornecedor', orderId)).data!.buscarNotasFiscaisSubcontratadoPorPedido).toHaveLength(1);
  });

  it('a rejected or cancelled conciliation does not lock', async () => {
    const orderId = await makeOrder();
    await t.database.db.insert(conciliations).values({ orderId, commercialStatus: 3, fiscalStatus: 0 });
    await createOk('fornecedor', nf(orderId));
    await t.database.db
      .insert(conciliations)
      .values({ orderId, commercialStatus: 2, fiscalStatus: 2, cancelledAt: new Date(), cancelReason: 'teste' });
    await createOk('fornecedor', nf(orderId, { numeroNotaFiscalSaida: '2' }));
  });

  it('an edit of another order’s invoice is refused as not found', async () => {
    const [one, other] = [await makeOrder(), await makeOrder()];
    const invoice = await createOk('fornecedor', nf(one));
    const answer = await graphql(t, as('fornecedor'), UPDATE, { id: invoice.id, nf: nf(other) });
    expect(answer.code).toBe('notFound');
    expect(await invoiceCount(other)).toBe(0);
  });
});

describe('quantities per subcontractor', () => {
  it('each subcontractor in turn receives all the pieces, in one lot or several', async () => {
    const orderId = await makeOrder();
    await createOk('fornecedor', nf(orderId, { idSubcontratado: subs.a1, quantidadePecasSaida: PIECES }));
    await createOk('fornecedor', nf(orderId, { idSubcontratado: subs.a2, quantidadePecasSaida: 600 }));
    await createOk(
      'fornecedor',
      nf(orderId, { idSubcontratado: subs.a2, numeroNotaFiscalSaida: '2', quantidadePecasSaida: 400 }),
    );
    const third = await create(
      'fornecedor',
      nf(orderId, { idSubcontratado: subs.a2, numeroNotaFiscalSaida: '3', quantidadePecasSaida: 1 }),
    );
    expect(third.code).toBe('subcontractorInvoicePiecesAboveOrder');
    await createOk('fornecedor', nf(orderId, { idSubcontratado: subs.a3, quantidadePecasSaida: PIECES }));
  });

  it('an edit keeping its own subcontractor may record the return after the subcontractor was made inactive', async () => {
    const orderId = await makeOrder();
    const invoice = await createOk('fornecedor', nf(orderId, { idSubcontratado: subs.a3 }));
    await whileInactive(subs.a3, async () => {
      const withReturn = nf(orderId, {
        idSubcontratado: subs.a3,
        dataNotaFiscalRetorno: TEST_TODAY,
        numeroNotaFiscalRetorno: '12',
        quantidadePecasRetorno: 400,
      });
      expect((await graphql(t, as('fornecedor'), UPDATE, { id: invoice.id, nf: withReturn })).errors).toEqual([]);
      // a new invoice to it is refused
      expect(
        (await create('fornecedor', nf(orderId, { idSubcontratado: subs.a3, numeroNotaFiscalSaida: '2' }))).code,
      ).toBe('subcontractorInactive');
    });
  });

  it('two registrations at once that together pass the order’s pieces: exactly one is saved', async () => {
    const orderId = await makeOrder();
    const answers = await Promise.all([
      create('fornecedor', nf(orderId, { numeroNotaFiscalSaida: '11', quantidadePecasSaida: 600 })),
      create('admin', nf(orderId, { numeroNotaFiscalSaida: '12', quantidadePecasSaida: 600 })),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([null, 'subcontractorInvoicePiecesAboveOrder'].sort());
    expect(await invoiceCount(orderId)).toBe(1);
  });
});

describe('permissions (spec 001 §6: all six profiles) and row scope through the order', () => {
  /** An order each profile sees: Renner at the logistics CD for four of them, a Youcom and a Camicado one. */
  const scoped = madeBeforeAll('the orders of each scope', async () => ({
    renner: await makeOrder({ companyId: RENNER, cdId: LOGISTICS_CD }),
    youcom: await makeOrder({ companyId: YOUCOM, cdId: OTHER_CD }),
    camicado: await makeOrder({ companyId: CAMICADO, cdId: OTHER_CD }),
  }));
  const SEES: [ProfileLogin, 'renner' | 'youcom' | 'camicado'][] = [
    ['admin', 'renner'],
    ['fornecedor', 'renner'],
    ['usuario', 'renner'],
    ['logistica', 'renner'],
    ['youcom', 'youcom'],
    ['camicado', 'camicado'],
  ];

  it.each(SEES)('%s registers, lists, reads, edits and deletes on a %s order it sees', async (login, kind) => {
    const orderId = scoped[kind];
    const number = String(100 + SEES.findIndex(([l]) => l === login));
    const invoice = await createOk(login, nf(orderId, { numeroNotaFiscalSaida: number, quantidadePecasSaida: 10 }));
    expect((await list(login, orderId)).data!.buscarNotasFiscaisSubcontratadoPorPedido.map((i) => i.id)).toContain(
      invoice.id,
    );
    expect((await graphql(t, as(login), BY_ID, { id: invoice.id })).errors).toEqual([]);
    expect((await graphql(t, as(login), PICK_LIST, { idPedido: orderId })).errors).toEqual([]);
    const edited = await graphql(t, as(login), UPDATE, {
      id: invoice.id,
      nf: nf(orderId, { numeroNotaFiscalSaida: number, quantidadePecasSaida: 9 }),
    });
    expect(edited.errors).toEqual([]);
    expect((await graphql(t, as(login), DELETE, { id: invoice.id })).errors).toEqual([]);
  });

  it.each([
    ['usuario', 'youcom'],
    ['youcom', 'renner'],
    ['camicado', 'youcom'],
  ] as const)('%s does not see a %s order: answered as an unknown one', async (login, kind) => {
    const orderId = scoped[kind];
    const invoice = await createOk('admin', nf(orderId, { numeroNotaFiscalSaida: '777', quantidadePecasSaida: 1 }));
    await expectUnseen(login, orderId, invoice.id);
    await graphql(t, as('admin'), DELETE, { id: invoice.id });
  });

  it('logistica does not see an order of another CD', async () => {
    const orderId = await makeOrder({ cdId: OTHER_CD });
    const invoice = await createOk('admin', nf(orderId));
    await expectUnseen('logistica', orderId, invoice.id);
  });

  it('two suppliers: supplier B sees none of A’s orders or invoices, exactly as unknown ones, and writes nothing', async () => {
    const orderId = await makeOrder();
    const invoice = await createOk('fornecedor', nf(orderId));
    await expectUnseen('fornecedor2', orderId, invoice.id);
    // and A none of B's
    const ofB = await makeOrder({ supplierId: DEMO_SUPPLIER_B_ID });
    const bInvoice = await createOk(
      'fornecedor2',
      nf(ofB, { idFornecedor: DEMO_SUPPLIER_B_ID, idSubcontratado: subs.onlyB }),
    );
    await expectUnseen('fornecedor', ofB, bInvoice.id, DEMO_SUPPLIER_B_ID);
  });

  it.each([
    [
      'buscarNotasFiscaisSubcontratadoPorPedido',
      BY_ORDER,
      () => ({ idPedido: scoped.renner, idFornecedor: DEMO_SUPPLIER_A_ID }),
    ],
    ['buscarNotaFiscalSubcontratadoPorId', BY_ID, () => ({ id: 1 })],
    ['subcontratadosDoPedido', PICK_LIST, () => ({ idPedido: scoped.renner })],
    ['criarNotaFiscalSubcontratado', CREATE, () => ({ nf: nf(scoped.renner) })],
    ['atualizarNotaFiscalSubcontratado', UPDATE, () => ({ id: 1, nf: nf(scoped.renner) })],
    ['deletarNotaFiscalSubcontratado', DELETE, () => ({ id: 1 })],
  ])('%s: no token 401, an incomplete account tokenIncomplete, nothing written', async (_name, query, variables) => {
    const before = await snapshot(scoped.renner);
    await expectSignInRequired(t, as, query, variables());
    expect(await snapshot(scoped.renner)).toEqual(before);
  });
});

/**
 * Every operation on an order or invoice the login does not see answers as on an unknown id (same code, status and
 * message), and nothing is written.
 */
async function expectUnseen(login: Login, orderId: number, invoiceId: number, supplierId = DEMO_SUPPLIER_A_ID) {
  const unknownOrder = 999_999_999;
  const unknownInvoice = 2_000_000_000;
  const shape = (a: Awaited<ReturnType<typeof graphql>>) => ({
    code: a.code,
    status: a.status,
    message: a.errors[0]?.message,
    data: a.data,
  });
  const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [BY_ORDER, { idPedido: orderId, idFornecedor: supplierId }, { idPedido: unknownOrder, idFornecedor: supplierId }],
    [PICK_LIST, { idPedido: orderId }, { idPedido: unknownOrder }],
    [BY_ID, { id: invoiceId }, { id: unknownInvoice }],
    [
      CREATE,
      { nf: nf(orderId, { idFornecedor: supplierId, numeroNotaFiscalSaida: '31' }) },
      { nf: nf(unknownOrder, { idFornecedor: supplierId, numeroNotaFiscalSaida: '31' }) },
    ],
    [UPDATE, { id: invoiceId, nf: nf(orderId, { idFornecedor: supplierId }) }, { id: unknownInvoice, nf: nf(orderId) }],
    [DELETE, { id: invoiceId }, { id: unknownInvoice }],
  ];
  const [before] = await t.database.db
    .select()
    .from(subcontractorInvoices)
    .where(eq(subcontractorInvoices.id, invoiceId));
  const count = await invoiceCount(orderId);
  for (const [query, seen, unknown] of pairs) {
    const answer = shape(await graphql(t, as(login), query, seen));
    expect(answer.code, query).toBe('notFound');
    expect(answer, query).toEqual(shape(await graphql(t, as(login), query, unknown)));
  }
  const [after] = await t.database.db
    .select()
    .from(subcontractorInvoices)
    .where(eq(subcontractorInvoices.id, invoiceId));
  expect(after).toEqual(before);
  expect(await invoiceCount(orderId)).toBe(count);
  expect(await auditCount(t, AUDIT, invoiceId)).toBe(1);
}
