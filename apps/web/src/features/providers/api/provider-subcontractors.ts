import { selectionOf, subcontractorSummarySchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { askField } from '../../../lib/quiet-read';
import { PROVIDERS_SERVICE, providerKeys } from './provider-keys';

const summaries = z.array(subcontractorSummarySchema);

export const LINKED_SUBCONTRACTORS_QUERY = /* GraphQL */ `
  query buscarSubcontratadoPorFornecedor($idFornecedor: Int!) {
    buscarSubcontratadoPorFornecedor(idFornecedor: $idFornecedor) ${selectionOf(summaries)}
  }
`;
export const linkedSubcontractorsAnswerSchema = z.object({ buscarSubcontratadoPorFornecedor: summaries });

export const SUBCONTRACTORS_TO_LINK_QUERY = /* GraphQL */ `
  query buscarSubcontratadosNaoVinculadosAoFornecedor($idFornecedor: Int!) {
    buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor: $idFornecedor) ${selectionOf(summaries)}
  }
`;
export const subcontractorsToLinkAnswerSchema = z.object({
  buscarSubcontratadosNaoVinculadosAoFornecedor: summaries,
});

/** buscarSubcontratadoPorFornecedor: the provider's linked subcontractors, by trade name. */
const linkedSubcontractors = (idFornecedor: number, signal: AbortSignal) =>
  askField(
    LINKED_SUBCONTRACTORS_QUERY,
    { idFornecedor },
    { service: PROVIDERS_SERVICE, signal, schema: linkedSubcontractorsAnswerSchema },
  );

/** buscarSubcontratadosNaoVinculadosAoFornecedor: the active subcontractors the add modal offers. */
const subcontractorsToLink = (idFornecedor: number, signal: AbortSignal) =>
  askField(
    SUBCONTRACTORS_TO_LINK_QUERY,
    { idFornecedor },
    { service: PROVIDERS_SERVICE, signal, schema: subcontractorsToLinkAnswerSchema },
  );

export function useLinkedSubcontractors(idFornecedor: number) {
  return useQuery({
    queryKey: providerKeys.linked(idFornecedor),
    queryFn: ({ signal }) => linkedSubcontractors(idFornecedor, signal),
    // links change on /subcontractor-details too
    staleTime: 0,
  });
}

/** The pick list, asked while the add modal is open. */
export function useSubcontractorsToLink(idFornecedor: number, enabled: boolean) {
  return useQuery({
    queryKey: providerKeys.toLink(idFornecedor),
    queryFn: ({ signal }) => subcontractorsToLink(idFornecedor, signal),
    enabled,
    staleTime: 0,
  });
}
