import { ORDER_PAGE_SIZE, type OrderFilter } from '@portal/domain';
import { inject } from 'vitest';
import { ORDER_ROW_FIELDS } from '../../apps/web/src/features/orders/api/order-selections';

/** The orders API the journeys read to pick seeded orders (never hard-coded ids) and to check what screens did. */

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; status?: number } }[];
}

/** One GraphQL request with a bearer token; `service` is the x-target-service the web app would send. */
export async function graphql<T>(
  token: string,
  query: string,
  variables: Record<string, unknown>,
  service = 'orders',
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${inject('baseUrl')}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-target-service': service },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** An order of listarPedidos, with every field some journey reads. */
export interface ApiOrder {
  id: number;
  status: string;
  naturezaPedido: string;
  dtEmissao: string;
  qtPecas: number;
  qtVolumes: number;
  calendarioComercial: { semanaComercial: number; ano: number };
  localizacaoFisica: { id: number; codigo: string; nome: string };
  fornecedor: { id: number };
  empresa: { codigo: string };
  cargas: { id: number; agendamentos: { dtEntrega: string }[] }[];
}

/** The grid's row fields (the web's own selection) and the volumes some journeys add up. */
const LIST = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido, $max: Int) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: $max) {
      ${ORDER_ROW_FIELDS}
      qtVolumes
    }
  }
`;

/** A page of the token's orders through listarPedidos (the grid's query); fails the journey if the API does. */
export async function listOrders(
  token: string,
  filtro: OrderFilter,
  { pagina = 0, max = ORDER_PAGE_SIZE, service = 'orders' }: { pagina?: number; max?: number; service?: string } = {},
): Promise<ApiOrder[]> {
  const answer = await graphql<{ listarPedidos: ApiOrder[] }>(token, LIST, { pagina, filtro, max }, service);
  if (!answer.data?.listarPedidos) throw new Error(`listarPedidos failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.listarPedidos;
}
