import { sampleConcessionSchema, selectionOf, type SampleConcessionDto } from '@portal/domain';
import { z } from 'zod';
import { isApiStatus } from '../../../lib/api-client';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { SAMPLES_SERVICE, samplesKeys } from './samples-keys';

export const GET_CONCESSION = /* GraphQL */ `
  query buscarConcessaoPorId($idConcessao: Int!) {
    buscarConcessaoPorId(idConcessao: $idConcessao) ${selectionOf(sampleConcessionSchema)}
  }
`;

export const getConcessionAnswerSchema = z.object({ buscarConcessaoPorId: sampleConcessionSchema });

/** buscarConcessaoPorId(idConcessao): 404 for an unknown one or one of an order the user does not see. */
const getConcession = (idConcessao: number, signal: AbortSignal): Promise<SampleConcessionDto> =>
  askField(GET_CONCESSION, { idConcessao }, { service: SAMPLES_SERVICE, signal, schema: getConcessionAnswerSchema });

/** The concession of the details page; nothing is asked for a new one (null). */
export function useConcession(idConcessao: number | null) {
  return useIdQuery(samplesKeys.detail(idConcessao ?? 0), idConcessao, (id, { signal }) => getConcession(id, signal), {
    // a 404 will not change by asking again
    retry: (count, error) => !isApiStatus(error, 404) && count < 2,
  });
}
