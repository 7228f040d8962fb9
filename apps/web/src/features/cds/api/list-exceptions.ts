import { cdExceptionSchema, type CdExceptionDto } from '@portal/domain';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';
import { notFoundAsEmpty } from './not-found-as-empty';

/** GET /api/excecoes/cd/{id} (cd-details): the CD's closed dates, by date; 404 means none. */
export async function listExceptions(idCd: number): Promise<CdExceptionDto[]> {
  const list = await notFoundAsEmpty(
    api.get(`/excecoes/cd/${idCd}`, { service: CDS_SERVICE, notify: false, schema: z.array(cdExceptionSchema) }),
  );
  return [...list].sort((a, b) => a.data.localeCompare(b.data));
}

export function useExceptions(idCd: number) {
  return useQuery({ queryKey: cdKeys.exceptions(idCd), queryFn: () => listExceptions(idCd) });
}
