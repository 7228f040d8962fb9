import type { CdListItemDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** GET /api/cd/listar (cd-list): every CD with its companies. */
export function listCds(): Promise<CdListItemDto[]> {
  return api.get<CdListItemDto[]>('/cd/listar', { service: CDS_SERVICE, notify: false });
}

export function useCdList() {
  return useQuery({ queryKey: cdKeys.list(), queryFn: listCds });
}
