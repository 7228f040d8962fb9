import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const cdOptionSchema = z.object({ id: z.number(), codigo: z.string(), nome: z.string() });
export type CdOption = z.infer<typeof cdOptionSchema>;

/** GET /api/register/cds: the distribution centres, for the DC filter. */
export function getCds(): Promise<CdOption[]> {
  return api.get('/register/cds', { service: 'cds', schema: z.array(cdOptionSchema) });
}

export function useCds() {
  return useQuery({ queryKey: ['orders', 'cds'], queryFn: getCds, staleTime: 10 * 60_000 });
}
