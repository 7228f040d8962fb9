import { cdListItemSchema, registerCdSchema, type CdListItemDto, type RegisterCd } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';

/** The two lists of distribution centres, each fetched here once for every area that shows one. */
const CD_LIST_STALE_MS = 10 * 60_000;

export const cdListKey = ['cds', 'list'] as const;
export const registerCdsKey = ['register', 'cds'] as const;

/** GET /api/cd/listar (permission cd-list): every CD with its companies. `notify`: red toast on error (default true). */
export function listCds(signal?: AbortSignal, { notify }: { notify?: boolean } = {}): Promise<CdListItemDto[]> {
  return api.get('/cd/listar', { service: 'cds', signal, notify, schema: z.array(cdListItemSchema) });
}

/**
 * The CDs of /cd/listar. `staleTime` defaults to 0 (the CD screens, which change them, read them fresh);
 * pickers pass CD_LIST_STALE_MS.
 */
export function useCdList(options: { enabled?: boolean; notify?: boolean; staleTime?: number } = {}) {
  const { enabled = true, notify, staleTime = 0 } = options;
  return useQuery({
    queryKey: cdListKey,
    queryFn: ({ signal }) => listCds(signal, { notify }),
    enabled,
    staleTime,
  });
}

/** A picker's CD list: kept 10 minutes. */
export const useCdPickerList = (enabled = true) => useCdList({ enabled, staleTime: CD_LIST_STALE_MS });

/** GET /api/register/cds (any signed-in user): the CDs a logistics user may link to, and the order filter's DCs. */
export function listRegisterCds(signal?: AbortSignal): Promise<RegisterCd[]> {
  return api.get('/register/cds', { service: 'auth', signal, schema: z.array(registerCdSchema) });
}

export function useRegisterCds(enabled = true) {
  return useQuery({
    queryKey: registerCdsKey,
    queryFn: ({ signal }) => listRegisterCds(signal),
    enabled,
    staleTime: CD_LIST_STALE_MS,
  });
}
