import { providerSchema, selectionOf, type ProviderDto } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { SUBCONTRACTORS_SERVICE, subcontractorKeys } from './subcontractor-keys';

const providers = z.array(providerSchema);

export const LINKED_PROVIDERS_QUERY = /* GraphQL */ `
  query buscarFornecedorPorSubcontratado($idSubcontratado: Int!) {
    buscarFornecedorPorSubcontratado(idSubcontratado: $idSubcontratado) ${selectionOf(providers)}
  }
`;
export const linkedProvidersAnswerSchema = z.object({ buscarFornecedorPorSubcontratado: providers });

export const PROVIDERS_TO_LINK_QUERY = /* GraphQL */ `
  query buscarFornecedorNaoVinculadoAoSubcontratado($idSubcontratado: Int!, $nome: String) {
    buscarFornecedorNaoVinculadoAoSubcontratado(idSubcontratado: $idSubcontratado, nome: $nome) ${selectionOf(providers)}
  }
`;
export const providersToLinkAnswerSchema = z.object({ buscarFornecedorNaoVinculadoAoSubcontratado: providers });

export const ADD_PROVIDER_MUTATION = /* GraphQL */ `
  mutation adicionarFornecedorAoSubcontratado($fornecedorId: Int, $subcontratadoId: Int) {
    adicionarFornecedorAoSubcontratado(fornecedorId: $fornecedorId, subcontratadoId: $subcontratadoId) ${selectionOf(providers)}
  }
`;
export const addProviderAnswerSchema = z.object({ adicionarFornecedorAoSubcontratado: providers });

export const REMOVE_PROVIDER_MUTATION = /* GraphQL */ `
  mutation removerFornecedorDoSubcontratado($fornecedorId: Int, $subcontratadoId: Int) {
    removerFornecedorDoSubcontratado(fornecedorId: $fornecedorId, subcontratadoId: $subcontratadoId) ${selectionOf(providers)}
  }
`;
export const removeProviderAnswerSchema = z.object({ removerFornecedorDoSubcontratado: providers });

/** buscarFornecedorPorSubcontratado: the subcontractor's linked providers, by name. */
const linkedProviders = (idSubcontratado: number, signal: AbortSignal): Promise<ProviderDto[]> =>
  askField(
    LINKED_PROVIDERS_QUERY,
    { idSubcontratado },
    { service: SUBCONTRACTORS_SERVICE, signal, schema: linkedProvidersAnswerSchema },
  );

/** buscarFornecedorNaoVinculadoAoSubcontratado: up to 50 providers not linked yet; `nome` searches name or CNPJ. */
const providersToLink = (idSubcontratado: number, nome: string, signal: AbortSignal): Promise<ProviderDto[]> =>
  askField(
    PROVIDERS_TO_LINK_QUERY,
    { idSubcontratado, nome: nome.trim() || null },
    { service: SUBCONTRACTORS_SERVICE, signal, schema: providersToLinkAnswerSchema },
  );

export function useLinkedProviders(idSubcontratado: number | null) {
  // links change on /provider-details too
  return useIdQuery(
    subcontractorKeys.providers(idSubcontratado ?? 0),
    idSubcontratado,
    (id, { signal }) => linkedProviders(id, signal),
    {
      staleTime: 0,
    },
  );
}

/** The add modal's pick list for the search text (the previous answer stays while the next is asked). */
export function useProvidersToLink(idSubcontratado: number, nome: string) {
  return useQuery({
    queryKey: subcontractorKeys.providersToLink(idSubcontratado, nome.trim()),
    queryFn: ({ signal }) => providersToLink(idSubcontratado, nome, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

type LinkInput = { fornecedorId: number; subcontratadoId: number };

/** adicionarFornecedorAoSubcontratado: the linked providers after; a failure is a red toast. */
export async function addProvider(input: LinkInput): Promise<ProviderDto[]> {
  const data = await graphql(ADD_PROVIDER_MUTATION, input, {
    service: SUBCONTRACTORS_SERVICE,
    schema: addProviderAnswerSchema,
  });
  return data.adicionarFornecedorAoSubcontratado;
}

/** removerFornecedorDoSubcontratado: the linked providers after; a failure is a red toast. */
export async function removeProvider(input: LinkInput): Promise<ProviderDto[]> {
  const data = await graphql(REMOVE_PROVIDER_MUTATION, input, {
    service: SUBCONTRACTORS_SERVICE,
    schema: removeProviderAnswerSchema,
  });
  return data.removerFornecedorDoSubcontratado;
}

/** A link change: the linked table shows the answer at once, the pick lists are asked again. */
function useLinkChange(idSubcontratado: number, change: (input: LinkInput) => Promise<ProviderDto[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fornecedorId: number) => change({ fornecedorId, subcontratadoId: idSubcontratado }),
    onSuccess: (linked) => {
      client.setQueryData(subcontractorKeys.providers(idSubcontratado), linked);
      void client.invalidateQueries({ queryKey: ['subcontractors', 'providers-to-link', idSubcontratado] });
    },
  });
}

export const useAddProvider = (idSubcontratado: number) => useLinkChange(idSubcontratado, addProvider);
export const useRemoveProvider = (idSubcontratado: number) => useLinkChange(idSubcontratado, removeProvider);
