import { registerCdSchema, type RegisterCd } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const registerCdsSchema = z.array(registerCdSchema);

/** GET /api/register/cds: the CDs a logistics user may link to. */
export function getRegisterCds(): Promise<RegisterCd[]> {
  return api.get('/register/cds', { service: 'auth', schema: registerCdsSchema });
}

export function useRegisterCds(enabled: boolean) {
  return useQuery({ queryKey: ['register', 'cds'], queryFn: getRegisterCds, enabled, staleTime: 10 * 60_000 });
}
