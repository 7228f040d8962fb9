import { providerSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { useLinkChange, useLinkedRows, useRowsToLink, type LinkCalls } from '../../../lib/linked-rows';
import { linkKeys } from '../../../lib/query-keys';
import { SUBCONTRACTORS_SERVICE } from './subcontractor-keys';

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

/** The subcontractor's links: its queries name it idSubcontratado, its link mutations subcontratadoId. */
export const subcontractorLinks: LinkCalls = {
  keys: linkKeys('subcontractors', 'providers'),
  service: SUBCONTRACTORS_SERVICE,
  idVariable: 'idSubcontratado',
  changeVariables: (subcontratadoId, fornecedorId) => ({ fornecedorId, subcontratadoId }),
};

/** The linked providers, by name; nothing is asked for a new subcontractor (no id). */
export const useLinkedProviders = (idSubcontratado: number | null) =>
  useLinkedRows(subcontractorLinks, idSubcontratado, {
    query: LINKED_PROVIDERS_QUERY,
    schema: linkedProvidersAnswerSchema,
  });

/** Up to 50 providers not linked yet; `nome` searches name or CNPJ. */
export const useProvidersToLink = (idSubcontratado: number, nome: string) =>
  useRowsToLink(subcontractorLinks, idSubcontratado, nome, {
    query: PROVIDERS_TO_LINK_QUERY,
    schema: providersToLinkAnswerSchema,
  });

/** adicionarFornecedorAoSubcontratado: the linked providers after. */
export const useAddProvider = (idSubcontratado: number) =>
  useLinkChange(subcontractorLinks, idSubcontratado, {
    query: ADD_PROVIDER_MUTATION,
    schema: addProviderAnswerSchema,
  });

/** removerFornecedorDoSubcontratado: the linked providers after. */
export const useRemoveProvider = (idSubcontratado: number) =>
  useLinkChange(subcontractorLinks, idSubcontratado, {
    query: REMOVE_PROVIDER_MUTATION,
    schema: removeProviderAnswerSchema,
  });
