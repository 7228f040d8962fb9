import { selectionOf, sampleConcessionSchema, type SampleConcessionDto } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { graphql, type GraphqlAnswer } from '../../../test/support/graphql-post';
import { orderMaker } from '../../../test/support/order-copies';
import type { TestApp } from '../../../test/support/test-app';
import { sampleConcessions } from '../../db/schema/index';
import { DEMO_CD_ID } from '../../db/seed/locations.seed';

/** The sample concessions' tests: fresh original and sample orders, and the calls the screens make. */

/** The CD of login logistica; another CD's orders are outside its scope. */
export const LOGISTICS_CD = DEMO_CD_ID;
export const OTHER_CD = 2;

// every field of the answer, from the domain schema (the SDL is compared with it in test/graphql-contracts.test.ts)
const CONCESSION = selectionOf(sampleConcessionSchema);

export const LIST = `query ($filtro: FiltroConcessaoAmostraInput, $pagina: Int) {
  listarTodasConcessoesFiltradas(filtro: $filtro, pagina: $pagina) { itens ${CONCESSION} pagina temMais }
}`;
export const BY_ID = `query ($id: Int!) { buscarConcessaoPorId(idConcessao: $id) ${CONCESSION} }`;
export const SAVE = `mutation ($c: ConcessaoAmostraPedidoInput!) { salvarConcessao(concessao: $c) ${CONCESSION} }`;

const newOrders = orderMaker(80_000, { cdId: LOGISTICS_CD });

export interface OrderFixture {
  supplierId?: number;
  cdId?: number;
  /** makes it a sample order of this order */
  sampleOf?: number;
  /** the ERP's sample status */
  sampleStatus?: string | null;
}

/** A new order (a copy of one of the supplier's orders under a fresh id), at the logistics CD by default. */
export async function makeOrder(t: TestApp, fixture: OrderFixture = {}): Promise<number> {
  const [id] = await newOrders(
    t.database.db,
    1,
    { supplierId: fixture.supplierId, cdId: fixture.cdId },
    {
      isSample: fixture.sampleOf !== undefined,
      sampleOriginOrderId: fixture.sampleOf ?? null,
      sampleStatus: fixture.sampleOf === undefined ? null : (fixture.sampleStatus ?? 'Em Aprovação'),
    },
  );
  return id!;
}

/** An original order and a sample order made from it. */
export async function makeSamplePair(t: TestApp, fixture: Omit<OrderFixture, 'sampleOf'> = {}) {
  const pedido = await makeOrder(t, { ...fixture, sampleStatus: undefined });
  const pedidoAmostra = await makeOrder(t, { ...fixture, sampleOf: pedido });
  return { pedido, pedidoAmostra };
}

/** salvarConcessao as the token's user, in the request language when given. */
export function save(
  t: TestApp,
  token: string | null,
  concessao: Record<string, unknown>,
  language?: string,
): Promise<GraphqlAnswer<{ salvarConcessao: SampleConcessionDto }>> {
  return graphql<{ salvarConcessao: SampleConcessionDto }>(t, token, SAVE, { c: concessao }, language);
}

/** How many concessions the database holds. */
export async function concessionCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sampleConcessions);
  return row!.n;
}
