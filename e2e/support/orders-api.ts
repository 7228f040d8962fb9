import { ORDER_PAGE_SIZE, pedidoSchema, selectionOf, type OrderFilter } from '@portal/domain';
import { inject } from 'vitest';
import { z } from 'zod';
import { orderRowSchema } from '../../apps/web/src/features/orders/api/order-row';

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

/** An order of listarPedidos as the journeys read it: the grid's row (the web's own) and the volumes some add up. */
export const apiOrderSchema = orderRowSchema.extend({ qtVolumes: pedidoSchema.shape.qtVolumes });
export type ApiOrder = z.infer<typeof apiOrderSchema>;

const LIST = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido, $max: Int) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: $max) ${selectionOf(apiOrderSchema)}
  }
`;

/** A page of the token's orders through listarPedidos (the grid's query); fails the journey if the API does. */
export async function listOrders(
  token: string,
  filtro: OrderFilter,
  { pagina = 0, max = ORDER_PAGE_SIZE, service = 'orders' }: { pagina?: number; max?: number; service?: string } = {},
): Promise<ApiOrder[]> {
  const answer = await graphql<unknown>(token, LIST, { pagina, filtro, max }, service);
  if (!answer.data) throw new Error(`listarPedidos failed: ${JSON.stringify(answer.errors)}`);
  return z.object({ listarPedidos: z.array(apiOrderSchema) }).parse(answer.data).listarPedidos;
}
