import { gateVariationSchema, type GateVariationDto } from '@portal/domain';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';
import { notFoundAsEmpty } from './not-found-as-empty';

/** GET /api/variacao/{idPortao} (cd-details): the gate's variations by start; 404 variation010 means none. */
export async function listVariations(idPortao: number): Promise<GateVariationDto[]> {
  const list = await notFoundAsEmpty(
    api.get(`/variacao/${idPortao}`, { service: CDS_SERVICE, notify: false, schema: z.array(gateVariationSchema) }),
  );
  return [...list].sort((a, b) => a.dataInicial.localeCompare(b.dataInicial));
}

export function useVariations(idPortao: number | null) {
  return useQuery({
    queryKey: cdKeys.variations(idPortao ?? 0),
    queryFn: () => listVariations(idPortao ?? 0),
    enabled: idPortao !== null,
  });
}
