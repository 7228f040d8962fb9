import { sustainabilityPageSchema, selectionOf, type SustainabilityFilter } from '@portal/domain';
import { z } from 'zod';
import { usePagedList } from '../../../lib/paged-list-query';
import { askField } from '../../../lib/quiet-read';
import { SUSTAINABILITY_SERVICE, sustainabilityKeys } from './sustainability-keys';

export const LIST_CERTIFICATES_QUERY = /* GraphQL */ `
  query listarSustentabilidadeAuditoriaFiltrada($filtro: FiltroSustentabilidadeInput, $pagina: Int) {
    listarSustentabilidadeAuditoriaFiltrada(filtro: $filtro, pagina: $pagina) ${selectionOf(sustainabilityPageSchema)}
  }
`;
export const listAnswerSchema = z.object({ listarSustentabilidadeAuditoriaFiltrada: sustainabilityPageSchema });

/** listarSustentabilidadeAuditoriaFiltrada: pages of 20 from 0, newest first; failures shown in place. */
export function useCertificateList(filter: SustainabilityFilter) {
  return usePagedList(
    sustainabilityKeys.list(filter),
    (pagina, signal) =>
      askField(
        LIST_CERTIFICATES_QUERY,
        { filtro: filter, pagina },
        { service: SUSTAINABILITY_SERVICE, signal, schema: listAnswerSchema },
      ),
    0,
  );
}
