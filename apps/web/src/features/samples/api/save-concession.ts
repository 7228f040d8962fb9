import {
  sampleConcessionSchema,
  selectionOf,
  type SampleConcessionDto,
  type SampleConcessionInput,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { SAMPLES_SERVICE, samplesKeys } from './samples-keys';

export const SAVE_CONCESSION = /* GraphQL */ `
  mutation salvarConcessao($concessao: ConcessaoAmostraPedidoInput!) {
    salvarConcessao(concessao: $concessao) ${selectionOf(sampleConcessionSchema)}
  }
`;

export const saveConcessionAnswerSchema = z.object({ salvarConcessao: sampleConcessionSchema });

/** salvarConcessao(concessao): registers (no id) or updates (id) the form, parsed with the domain's schema. */
export async function saveConcession(concessao: SampleConcessionInput): Promise<SampleConcessionDto> {
  // the page shows the error itself (the localized message, or registerError)
  const data = await graphql(
    SAVE_CONCESSION,
    { concessao },
    { service: SAMPLES_SERVICE, notify: false, schema: saveConcessionAnswerSchema },
  );
  return data.salvarConcessao;
}

/** Saves; the saved concession replaces the cached one, and the lists ask again. */
export function useSaveConcession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConcession,
    onSuccess: (saved) => {
      client.setQueryData(samplesKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: samplesKeys.lists });
    },
  });
}
