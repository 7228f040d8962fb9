import {
  SAMPLE_CONCESSION_FIRST_PAGE,
  sampleConcessionPageSchema,
  selectionOf,
  type SampleConcessionFilter,
} from '@portal/domain';
import { z } from 'zod';
import { usePagedList } from '../../../lib/paged-list-query';
import { askField } from '../../../lib/quiet-read';
import { SAMPLES_SERVICE, samplesKeys } from './samples-keys';

// the selection is written from the schema: what is asked for is what is parsed
export const LIST_CONCESSIONS = /* GraphQL */ `
  query listarTodasConcessoesFiltradas($filtro: FiltroConcessaoAmostraInput, $pagina: Int) {
    listarTodasConcessoesFiltradas(filtro: $filtro, pagina: $pagina) ${selectionOf(sampleConcessionPageSchema)}
  }
`;

export const listConcessionsAnswerSchema = z.object({ listarTodasConcessoesFiltradas: sampleConcessionPageSchema });

/**
 * listarTodasConcessoesFiltradas(filtro, pagina): one page (spec 001 §9: 10 a page from page 1) of concessions,
 * newest first. The screen shows a failure in place, with a retry; a 401 still runs the session-expired flow.
 */
const listConcessions = (filtro: SampleConcessionFilter, pagina: number, signal: AbortSignal) =>
  askField(
    LIST_CONCESSIONS,
    { filtro, pagina },
    { service: SAMPLES_SERVICE, signal, schema: listConcessionsAnswerSchema },
  );

/** The list's pages; concessions change on /order-sample-details. */
export function useConcessionList(filter: SampleConcessionFilter) {
  return usePagedList(
    samplesKeys.list(filter),
    (pagina, signal) => listConcessions(filter, pagina, signal),
    SAMPLE_CONCESSION_FIRST_PAGE,
  );
}
