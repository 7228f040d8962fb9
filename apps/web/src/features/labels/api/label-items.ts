import type { QueryKey } from '@tanstack/react-query';
import type { ZodObject } from 'zod';
import { useOrderQuery } from '../../../lib/order-query';
import { askField } from '../../../lib/quiet-read';

/**
 * The items a label page can print for its order (price tags, box stamps): the document's one root field, asked by
 * the order's id; the page shows errors inline.
 */
export function useLabelItems<S extends ZodObject>(
  queryKey: QueryKey,
  idPedido: number | null,
  document: { query: string; schema: S },
) {
  return useOrderQuery(queryKey, idPedido, (id, { signal }) =>
    askField(document.query, { idPedido: String(id) }, { service: 'labels', signal, schema: document.schema }),
  );
}
