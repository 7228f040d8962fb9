import { gateSchema, type GateDto } from '@portal/domain';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';
import { notFoundAsEmpty } from './not-found-as-empty';

/** GET /api/portoes/cd/{id} (cd-details): the CD's gates; 404 means none. */
export function listGates(idCd: number): Promise<GateDto[]> {
  return notFoundAsEmpty(
    api.get(`/portoes/cd/${idCd}`, { service: CDS_SERVICE, notify: false, schema: z.array(gateSchema) }),
  );
}

export function useGates(idCd: number) {
  return useQuery({ queryKey: cdKeys.gates(idCd), queryFn: () => listGates(idCd) });
}
