import { ERROR_MESSAGES, ORDER_BULK_ACCEPT_MAX, type ResultadoCienciaPedidoDto } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { graphql, ids, rows, sql } from './orders.test-support';

const t = useTestApp();
const as = useMatrixTokens(t);

const BULK = /* GraphQL */ `
  mutation ($ids: [Int!]!) {
    confirmarCienciaPedidos(idsPedido: $ids) {
      idPedido
      aceito
      codigoErro
      mensagem
    }
  }
`;

type Answer = { confirmarCienciaPedidos: ResultadoCienciaPedidoDto[] };

/** Orders of a supplier in a status, oldest first; `skip` leaves out those another test of this file takes. */
async function ordersOf(supplierId: number, status: string, count: number, skip = 0): Promise<number[]> {
  return ids(
    t,
    sql`select id from orders where supplier_id = ${supplierId} and status = ${status}
        order by id limit ${count} offset ${skip}`,
  );
}

async function statusOf(id: number): Promise<{ status: string; accepted_by: number | null }> {
  const [row] = await rows<{ status: string; accepted_by: number | null }>(
    t,
    sql`select status, accepted_by from orders where id = ${id}`,
  );
  return row!;
}

const accepted = (id: number): ResultadoCienciaPedidoDto => ({
  idPedido: id,
  aceito: true,
  codigoErro: null,
  mensagem: null,
});

describe('confirmarCienciaPedidos: the permission matrix (aceite-pedido: Admin, Fornecedor, Logistica)', () => {
  // each allowed profile accepts an order it can see (the logistics user sees its CD's orders)
  it.each<[MatrixLogin, 'allowed' | 'refused']>([
    ['admin', 'allowed'],
    ['fornecedor', 'allowed'],
    ['fornecedor2', 'allowed'],
    ['logistica', 'allowed'],
    ['usuario', 'refused'],
    ['youcom', 'refused'],
    ['camicado', 'refused'],
  ])('%s is %s', async (login, expected) => {
    const supplier = login === 'fornecedor2' ? DEMO_SUPPLIER_B_ID : DEMO_SUPPLIER_A_ID;
    const visible = await graphql<{ listarPedidos: { id: number }[] }>(
      t,
      as(login),
      'query ($f: FiltroPedido) { listarPedidos(pagina: 0, filtro: $f, max: 1) { id } }',
      { f: { status: 'M' } },
    );
    // a refused profile may see no M order: it tries supplier A's
    const id = visible.data?.listarPedidos[0]?.id ?? (await ordersOf(supplier, 'M', 1, 5))[0];
    const answer = await graphql<Answer>(t, as(login), BULK, { ids: [id] });
    if (expected === 'allowed') {
      expect(answer.errors).toEqual([]);
      expect(answer.data!.confirmarCienciaPedidos).toEqual([accepted(id!)]);
      expect((await statusOf(id!)).status).toBe('A');
    } else {
      expect([answer.code, answer.status]).toEqual(['withoutPermission', 403]);
      expect(answer.data).toBeNull();
      expect((await statusOf(id!)).status).toBe('M');
    }
  });

  it('refuses the anonymous caller (401) and an incomplete account (403)', async () => {
    const [id] = await ordersOf(DEMO_SUPPLIER_A_ID, 'N', 1, 0);
    await expectSignInRequired(t, as, BULK, { ids: [id] });
    expect((await statusOf(id!)).status).toBe('N');
  });
});

describe('confirmarCienciaPedidos: results per order', () => {
  it('accepts the valid ones and refuses the rest, each with its code and translated message', async () => {
    const [fresh, modified, alreadyAccepted] = [
      ...(await ordersOf(DEMO_SUPPLIER_A_ID, 'N', 1, 1)),
      ...(await ordersOf(DEMO_SUPPLIER_A_ID, 'M', 1, 1)),
      ...(await ordersOf(DEMO_SUPPLIER_A_ID, 'A', 1, 1)),
    ];
    const [ofB] = await ordersOf(DEMO_SUPPLIER_B_ID, 'N', 1, 1);
    const unknown = 2_000_000_000;
    const answer = await graphql<Answer>(
      t,
      as('fornecedor'),
      BULK,
      { ids: [fresh, ofB, alreadyAccepted, unknown, modified, fresh] },
      'en-US',
    );
    expect(answer.errors).toEqual([]);
    const en = ERROR_MESSAGES['en-US'];
    // repeated ids count once; the results keep the order asked
    expect(answer.data!.confirmarCienciaPedidos).toEqual([
      accepted(fresh!),
      { idPedido: ofB, aceito: false, codigoErro: 'notFound', mensagem: en.notFound },
      {
        idPedido: alreadyAccepted,
        aceito: false,
        codigoErro: 'orderNotAwaitingAcceptance',
        mensagem: en.orderNotAwaitingAcceptance,
      },
      { idPedido: unknown, aceito: false, codigoErro: 'notFound', mensagem: en.notFound },
      accepted(modified!),
    ]);
    expect((await statusOf(fresh!)).status).toBe('A');
    expect((await statusOf(modified!)).status).toBe('A');
    expect(await statusOf(ofB!)).toEqual({ status: 'N', accepted_by: null });

    // each accepted order audited once, in its own row
    const audit = await rows<{ entity_id: string }>(
      t,
      sql`select entity_id from audit_log where entity = 'orders'
          and entity_id in (${String(fresh)}, ${String(modified)}, ${String(ofB)}) order by id`,
    );
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual([fresh, modified].sort());

    // again, in pt-BR: both are no longer awaiting acceptance
    const again = await graphql<Answer>(t, as('fornecedor'), BULK, { ids: [fresh, modified] }, 'pt-BR');
    expect(again.data!.confirmarCienciaPedidos.map((r) => [r.aceito, r.codigoErro, r.mensagem])).toEqual([
      [false, 'orderNotAwaitingAcceptance', ERROR_MESSAGES['pt-BR'].orderNotAwaitingAcceptance],
      [false, 'orderNotAwaitingAcceptance', ERROR_MESSAGES['pt-BR'].orderNotAwaitingAcceptance],
    ]);
  });

  it("keeps two suppliers apart: B's answer for A's order is an unknown id's, and A's order stays as it was", async () => {
    const [ofA] = await ordersOf(DEMO_SUPPLIER_A_ID, 'N', 1, 2);
    const unknown = 2_000_000_001;
    const answer = await graphql<Answer>(t, as('fornecedor2'), BULK, { ids: [ofA, unknown] });
    const [forA, forUnknown] = answer.data!.confirmarCienciaPedidos;
    expect({ ...forA, idPedido: 0 }).toEqual({ ...forUnknown, idPedido: 0 });
    expect(forA!.codigoErro).toBe('notFound');
    expect(await statusOf(ofA!)).toEqual({ status: 'N', accepted_by: null });
  });
});

describe('confirmarCienciaPedidos: input', () => {
  const list = (n: number, from = 2_000_000_100) => Array.from({ length: n }, (_, i) => from + i);

  it(`takes up to ${ORDER_BULK_ACCEPT_MAX} ids and refuses more (400, nothing accepted)`, async () => {
    const atMax = await graphql<Answer>(t, as('fornecedor'), BULK, { ids: list(ORDER_BULK_ACCEPT_MAX) });
    expect(atMax.errors).toEqual([]);
    expect(atMax.data!.confirmarCienciaPedidos).toHaveLength(ORDER_BULK_ACCEPT_MAX);

    const [valid] = await ordersOf(DEMO_SUPPLIER_A_ID, 'N', 1, 3);
    const over = await graphql<Answer>(t, as('fornecedor'), BULK, {
      ids: [valid, ...list(ORDER_BULK_ACCEPT_MAX)],
    });
    expect([over.code, over.status, over.data]).toEqual(['validation', 400, null]);
    expect((await statusOf(valid!)).status).toBe('N');
  });

  it.each<[string, unknown]>([
    ['an empty list', []],
    ['a zero id', [0]],
    ['a negative id', [-5]],
    ['a text', ['abc']],
    ['a fraction', [1.5]],
    ['null in the list', [null]],
    ['no list', null],
  ])('refuses %s (400)', async (_name, value) => {
    const answer = await graphql(t, as('fornecedor'), BULK, { ids: value });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
    expect(['validation', 'requiredField']).toContain(answer.code);
  });
});
