import { CSV_BOM, ORDER_DETAILED_REPORT_MAX } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { verifyToken } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertOrderAction } from './orders.service';
import { graphql, rows, sql } from './orders.test-support';
import { clock } from '../../platform/clock';
import { expectAnswer } from '../../../test/support/answers';
import { getAs } from '../../../test/support/rest-call';

const t = useTestApp();
const tokens: Record<string, string> = useTokens(t, ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'logistica']);

async function firstOrder(supplierId: number, status: string, offset = 0): Promise<number> {
  const [row] = await rows<{ id: string }>(
    t,
    sql`select id from orders where supplier_id = ${supplierId} and status = ${status} order by id limit 1 offset ${offset}`,
  );
  return Number(row!.id);
}

const ACCEPT = /* GraphQL */ `
  mutation ($id: ID!) {
    confirmarCienciaPedido(idPedido: $id)
  }
`;
const SUBCONTRACTOR = /* GraphQL */ `
  mutation ($id: ID!, $value: Boolean!) {
    alterarUtilizaSubcontratado(idPedido: $id, utilizaSubcontratado: $value)
  }
`;

describe('confirmarCienciaPedido', () => {
  it('moves a new order to A, records who and when, with an audit row in the same transaction', async () => {
    const id = await firstOrder(DEMO_SUPPLIER_A_ID, 'N');
    const before = clock.now().getTime();
    const answer = await graphql(t, tokens.fornecedor!, ACCEPT, { id: String(id) });
    expect(answer.errors).toEqual([]);
    expect(answer.data).toEqual({ confirmarCienciaPedido: 'OK' });

    const detail = await graphql<{ pedidoPorId: { status: string; aceitePor: string; dtAceite: string } }>(
      t,
      tokens.fornecedor!,
      `
        query ($id: ID!) {
          pedidoPorId(idPedido: $id) {
            status
            aceitePor
            dtAceite
          }
        }
      `,
      { id: String(id) },
    );
    const order = detail.data!.pedidoPorId;
    expect(order.status).toBe('A');
    expect(order.aceitePor).toBe('Carlos Eduardo Schmitt');
    expect(Date.parse(order.dtAceite)).toBeGreaterThanOrEqual(before - 1000);

    const audit = await rows<{
      user_login: string;
      action: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }>(t, sql`select user_login, action, changes from audit_log where entity = 'orders' and entity_id = ${String(id)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]!).toMatchObject({ user_login: '200417', action: 'update' });
    expect(audit[0]!.changes.status).toEqual({ from: 'N', to: 'A' });
    expect(audit[0]!.changes.acceptedBy).toMatchObject({ from: null });

    // a second acceptance: the order is A now
    const again = await graphql(t, tokens.fornecedor!, ACCEPT, { id: String(id) });
    expect(again.errors[0]!.extensions).toMatchObject({ code: 'orderNotAwaitingAcceptance', status: 422 });
    expect(again.errors[0]!.extensions.details).toMatchObject({ reason: 'orderStatus', status: 'A' });
  });

  it('accepts a modified order for an admin', async () => {
    const id = await firstOrder(DEMO_SUPPLIER_B_ID, 'M');
    expect((await graphql(t, tokens.admin!, ACCEPT, { id: String(id) })).data).toEqual({
      confirmarCienciaPedido: 'OK',
    });
  });

  it('refuses an order in another status (422) and a user without aceite-pedido (403)', async () => {
    const approved = await firstOrder(DEMO_SUPPLIER_A_ID, 'A');
    const refused = await graphql(t, tokens.fornecedor!, ACCEPT, { id: String(approved) });
    expect(refused.errors[0]!.extensions).toMatchObject({ code: 'orderNotAwaitingAcceptance', status: 422 });

    const fresh = await firstOrder(DEMO_SUPPLIER_A_ID, 'N', 1);
    const usuario = await graphql(t, tokens.usuario!, ACCEPT, { id: String(fresh) });
    expect(usuario.errors[0]!.extensions).toMatchObject({ code: 'withoutPermission', status: 403 });
    const [row] = await rows<{ status: string; accepted_by: number | null }>(
      t,
      sql`select status, accepted_by from orders where id = ${fresh}`,
    );
    expect(row).toEqual({ status: 'N', accepted_by: null });
  });
});

describe('alterarUtilizaSubcontratado', () => {
  async function orderWithoutConciliation(): Promise<number> {
    const [row] = await rows<{ id: string }>(
      t,
      sql`select id from orders o where supplier_id = ${DEMO_SUPPLIER_A_ID} and status = 'A'
          and not exists (select 1 from conciliations c where c.order_id = o.id) order by id limit 1`,
    );
    return Number(row!.id);
  }

  it('answers OK!, stores the flag and audits it', async () => {
    const id = await orderWithoutConciliation();
    const [before] = await rows<{ uses_subcontractor: boolean }>(
      t,
      sql`select uses_subcontractor from orders where id = ${id}`,
    );
    const value = !before!.uses_subcontractor;
    const answer = await graphql(t, tokens.fornecedor!, SUBCONTRACTOR, { id: String(id), value });
    expect(answer.data).toEqual({ alterarUtilizaSubcontratado: 'OK!' });
    const [after] = await rows<{ uses_subcontractor: boolean }>(
      t,
      sql`select uses_subcontractor from orders where id = ${id}`,
    );
    expect(after!.uses_subcontractor).toBe(value);
    const audit = await rows<{ changes: Record<string, unknown> }>(
      t,
      sql`select changes from audit_log where entity = 'orders' and entity_id = ${String(id)} and changes ? 'usesSubcontractor'`,
    );
    expect(audit.map((a) => a.changes)).toEqual([{ usesSubcontractor: { from: !value, to: value } }]);
  });

  it('is refused (409 conflict) when the current conciliation is 2/2, and allowed once that one is cancelled', async () => {
    const locked = await orderWithoutConciliation();
    await t.database.db.execute(sql`insert into conciliations (order_id, commercial_status, fiscal_status)
      values (${locked}, 3, 0), (${locked}, 2, 2)`);
    const refused = await graphql(t, tokens.fornecedor!, SUBCONTRACTOR, { id: String(locked), value: true });
    expect(refused.errors[0]!.extensions).toMatchObject({ code: 'conflict', status: 409 });
    expect(refused.errors[0]!.extensions.details).toMatchObject({ reason: 'conciliationApproved' });

    const [other] = await rows<{ id: string }>(
      t,
      sql`select id from orders o where supplier_id = ${DEMO_SUPPLIER_A_ID} and status = 'D'
          and not exists (select 1 from conciliations c where c.order_id = o.id) order by id limit 1`,
    );
    // an approved conciliation stays the current one, even with a newer rejected one (issue 13)
    await t.database.db.execute(sql`insert into conciliations (order_id, commercial_status, fiscal_status)
      values (${other!.id}, 2, 2), (${other!.id}, 2, 3)`);
    const stillRefused = await graphql(t, tokens.fornecedor!, SUBCONTRACTOR, { id: other!.id, value: true });
    expect(stillRefused.errors[0]!.extensions.details).toMatchObject({ reason: 'conciliationApproved' });
    await t.database.db.execute(sql`update conciliations set cancelled_at = now()
      where order_id = ${other!.id} and commercial_status = 2 and fiscal_status = 2`);
    const allowed = await graphql(t, tokens.fornecedor!, SUBCONTRACTOR, { id: other!.id, value: true });
    expect(allowed.data).toEqual({ alterarUtilizaSubcontratado: 'OK!' });
  });

  it('is refused in the seeded data for an order whose last conciliation is 2/2', async () => {
    const [row] = await rows<{ order_id: string }>(
      t,
      sql`select c.order_id from conciliations c join orders o on o.id = c.order_id
          where o.supplier_id = ${DEMO_SUPPLIER_B_ID}
            and c.id = (select max(id) from conciliations where order_id = c.order_id)
            and c.commercial_status = 2 and c.fiscal_status = 2 order by c.order_id limit 1`,
    );
    const answer = await graphql(t, tokens.fornecedor2!, SUBCONTRACTOR, { id: row!.order_id, value: false });
    expect(answer.errors[0]!.extensions.code).toBe('conflict');
  });
});

describe('assertOrderAction (for other areas)', () => {
  it('checks visibility, permission, selection and status', async () => {
    const user = await verifyToken(tokens.fornecedor!, t.config);
    const approved = await firstOrder(DEMO_SUPPLIER_A_ID, 'A', 3);
    const editing = await firstOrder(DEMO_SUPPLIER_A_ID, 'W');
    const ofB = await firstOrder(DEMO_SUPPLIER_B_ID, 'A');
    const heads = await assertOrderAction(t.database.db, user, 'reconcile', [approved]);
    expect(heads.map((h) => h.id)).toEqual([approved]);

    const failure = async (run: Promise<unknown>) => {
      const error = await run.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      const e = error as AppError;
      return { code: e.code, status: e.status, reason: e.details?.reason };
    };
    expect(await failure(assertOrderAction(t.database.db, user, 'reconcile', [ofB]))).toMatchObject({
      code: 'notFound',
      status: 404,
    });
    expect(await failure(assertOrderAction(t.database.db, user, 'reconcile', [editing]))).toEqual({
      code: 'validation',
      status: 422,
      reason: 'status',
    });
    expect(await failure(assertOrderAction(t.database.db, user, 'reconcile', [approved, editing]))).toMatchObject({
      reason: 'selectOne',
    });
    expect(await failure(assertOrderAction(t.database.db, user, 'exportPoReport', [editing]))).toEqual({
      code: 'withoutPermission',
      status: 403,
      reason: 'adminPermission',
    });
    expect(await failure(assertOrderAction(t.database.db, user, 'importChart', [approved]))).toMatchObject({
      code: 'withoutPermission',
      reason: 'permission',
    });
    const admin = await verifyToken(tokens.admin!, t.config);
    expect(await assertOrderAction(t.database.db, admin, 'exportPoReport', [editing])).toHaveLength(1);
  });
});

describe('GET /api/pedido/relatorio-detalhado', () => {
  const report = (query: string, login = 'fornecedor') =>
    getAs(t, tokens[login]!, `/api/pedido/relatorio-detalhado${query}`);

  it('streams a CSV with BOM, semicolons, Brazilian dates and --- for empty cells', async () => {
    const response = await report('?status=A');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="relatorio-pedidos.csv"');
    // streamed: no length known in advance
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const [header, ...lines] = response.body.slice(1).trimEnd().split('\r\n');
    const columns = header!.split(';');
    // the grid's headers (packages/domain order-columns.ts): the report once wrote its own ("Data de emissão")
    expect(columns.slice(0, 4)).toEqual(['Pedido', 'Peças', 'Emissão', 'Status']);
    const expected = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where supplier_id = ${DEMO_SUPPLIER_A_ID} and status = 'A'`,
    );
    expect(lines).toHaveLength(expected[0]!.n);
    const first = lines[0]!.split(';');
    expect(first).toHaveLength(columns.length);
    expect(first[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(first[3]).toBe('A - Aprovado');
    expect(lines.some((l) => l.split(';')[columns.indexOf('Pedido origem amostra')] === '---')).toBe(true);
    const delivery = columns.indexOf('Entrega');
    expect(lines.some((l) => /^\d{2}\/\d{2}\/\d{4} \d{2}:00$/.test(l.split(';')[delivery]!))).toBe(true);
    // ids descending by default
    const ids = lines.map((l) => Number(l.split(';')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  // the report and the web's CSV disagreed: a count of loads under "Cargas" and the week as 2/2027
  it('writes the columns as the grid does: "Cargas" the load ids, the week as 02/2027', async () => {
    const [load] = await rows<{ order_id: number; load_id: number }>(
      t,
      sql`select lo.order_id, lo.load_id from load_orders lo join orders o on o.id = lo.order_id
          where o.supplier_id = ${DEMO_SUPPLIER_A_ID} order by lo.order_id limit 1`,
    );
    const response = await report(`?id=${load!.order_id}`);
    const [header, line] = response.body.slice(1).trimEnd().split('\r\n');
    const columns = header!.split(';');
    const cells = line!.split(';');
    expect(columns).not.toContain('Carga');
    expect(cells[columns.indexOf('Cargas')]).toBe(String(load!.load_id));
    expect(cells[columns.indexOf('Semana/ano')]).toMatch(/^\d{2}\/\d{4}$/);
  });

  it('neutralises a value that looks like a formula', async () => {
    const id = await firstOrder(DEMO_SUPPLIER_A_ID, 'D');
    await t.database.db.execute(sql`update orders set notes = '=HYPERLINK("http://x";"y")' where id = ${id}`);
    const response = await report(`?id=${id}`);
    const line = response.body.split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(line.split(';').some((cell) => cell.startsWith('='))).toBe(false);
  });

  it('honours max and refuses more than 2000 or an unknown parameter (400)', async () => {
    const five = await report('?max=5', 'admin');
    expect(five.body.trimEnd().split('\r\n')).toHaveLength(6);
    const all = await report('', 'admin');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(ORDER_DETAILED_REPORT_MAX + 1);
    expect((await report('?max=2001', 'admin')).statusCode).toBe(400);
    const unknown = await report('?senha=1', 'admin');
    expectAnswer(unknown, 400, { code: 'validation' });
  });

  it('applies the filters and the scope of the grid', async () => {
    const [load] = await rows<{ load_id: number; n: number }>(
      t,
      sql`select lo.load_id, count(*)::int as n from load_orders lo join loads l on l.id = lo.load_id
          where l.supplier_id = ${DEMO_SUPPLIER_A_ID} group by lo.load_id order by n desc, lo.load_id limit 1`,
    );
    const byLoad = await report(`?idCarga=${load!.load_id}`);
    expect(byLoad.body.trimEnd().split('\r\n')).toHaveLength(load!.n + 1);
    const logistics = await report('?idLocalizacaoFisica=2', 'logistica');
    expect(logistics.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('needs a token (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pedido/relatorio-detalhado' });
    expectAnswer(response, 401, { code: 'sessionExpired' });
  });
});
