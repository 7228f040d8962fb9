import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { api, noContent } from '../../../lib/api-client';
import { CDS_SERVICE } from './cd-keys';

/** A CD row saved: POST to its collection when it is new (201), PUT to its own address when it has an id. */
export function saveCdRow<T>(
  collection: string,
  input: unknown,
  id: number | undefined,
  schema: ZodType<T>,
): Promise<T> {
  const options = { service: CDS_SERVICE, notify: false, schema };
  return id === undefined ? api.post(`${collection}/`, input, options) : api.put(`${collection}/${id}`, input, options);
}

/** A CD row deleted (204); the screen words a refusal itself. */
export function deleteCdRow(path: string): Promise<void> {
  return api.delete(path, { service: CDS_SERVICE, notify: false, schema: noContent });
}

/** A change to the CD's rows that, once accepted, refreshes the lists it touched (one after the other). */
export function useCdMutation<V, R>(mutationFn: (variables: V) => Promise<R>, touched: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      for (const queryKey of touched) await client.invalidateQueries({ queryKey });
    },
  });
}
