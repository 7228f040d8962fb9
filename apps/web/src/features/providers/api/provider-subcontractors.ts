import { selectionOf, subcontractorSummarySchema } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  query buscarSubcontratadosNaoVinculadosAoFornecedor($idFornecedor: Int!, $nome: String) {
    buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor: $idFornecedor, nome: $nome) ${selectionOf(summaries)}
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

/**
 * buscarSubcontratadosNaoVinculadosAoFornecedor: up to 50 active subcontractors not linked yet; `nome` searches the
 * trade or legal name or the CNPJ.
 */
const subcontractorsToLink = (idFornecedor: number, nome: string, signal: AbortSignal) =>
  askField(
    SUBCONTRACTORS_TO_LINK_QUERY,
    { idFornecedor, nome: nome.trim() || null },
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

/** The add modal's pick list for the search text (the previous answer stays while the next is asked). */
export function useSubcontractorsToLink(idFornecedor: number, nome: string) {
  return useQuery({
    queryKey: providerKeys.toLink(idFornecedor, nome.trim()),
    queryFn: ({ signal }) => subcontractorsToLink(idFornecedor, nome, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
