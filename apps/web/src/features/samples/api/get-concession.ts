import { sampleConcessionSchema, selectionOf, type SampleConcessionDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql, isApiStatus } from '../../../lib/api-client';
import { SAMPLES_SERVICE, samplesKeys } from './samples-keys';

export const GET_CONCESSION = /* GraphQL */ `
  query buscarConcessaoPorId($idConcessao: Int!) {
    buscarConcessaoPorId(idConcessao: $idConcessao) ${selectionOf(sampleConcessionSchema)}
  }
`;

export const getConcessionAnswerSchema = z.object({ buscarConcessaoPorId: sampleConcessionSchema });

/** buscarConcessaoPorId(idConcessao): 404 for an unknown one or one of an order the user does not see. */
export async function getConcession(idConcessao: number, signal?: AbortSignal): Promise<SampleConcessionDto> {
  const data = await graphql(
    GET_CONCESSION,
    { idConcessao },
    { service: SAMPLES_SERVICE, signal, notify: false, schema: getConcessionAnswerSchema },
  );
  return data.buscarConcessaoPorId;
}

/** The concession of the details page; nothing is asked for a new one (null). */
export function useConcession(idConcessao: number | null) {
  return useQuery({
    queryKey: samplesKeys.one(idConcessao ?? 0),
    queryFn: ({ signal }) => getConcession(idConcessao!, signal),
    enabled: idConcessao !== null,
    // a 404 will not change by asking again
    retry: (count, error) => !isApiStatus(error, 404) && count < 2,
  });
}
