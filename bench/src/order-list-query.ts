import { selectionOf } from '@portal/domain';
import { orderRowSchema } from '../../apps/web/src/features/orders/api/order-row';

/** The order grid's GraphQL query, as the web app sends it (its row's fields): what the order and conciliation benchmarks time. */
export const ORDER_LIST_QUERY = `query ($pagina: Int!, $filtro: FiltroPedido, $max: Int) {
  listarPedidos(pagina: $pagina, filtro: $filtro, max: $max) ${selectionOf(orderRowSchema)}
}`;
