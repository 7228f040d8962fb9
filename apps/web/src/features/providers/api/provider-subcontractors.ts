import { selectionOf, subcontractorSummarySchema } from '@portal/domain';
import { z } from 'zod';
import { useLinkChange, useLinkedRows, useRowsToLink, type LinkCalls } from '../../../lib/linked-rows';
import { linkKeys } from '../../../lib/query-keys';
import { PROVIDERS_SERVICE } from './provider-keys';

const summaries = z.array(subcontractorSummarySchema);

/** buscarSubcontratadoPorFornecedor: the provider's linked subcontractors, by trade name. */
export const LINKED_SUBCONTRACTORS_QUERY = /* GraphQL */ `
  query buscarSubcontratadoPorFornecedor($idFornecedor: Int!) {
    buscarSubcontratadoPorFornecedor(idFornecedor: $idFornecedor) ${selectionOf(summaries)}
  }
`;
export const linkedSubcontractorsAnswerSchema = z.object({ buscarSubcontratadoPorFornecedor: summaries });

/**
 * buscarSubcontratadosNaoVinculadosAoFornecedor: up to 50 active subcontractors not linked yet; `nome` searches the
 * trade or legal name or the CNPJ.
 */
export const SUBCONTRACTORS_TO_LINK_QUERY = /* GraphQL */ `
  query buscarSubcontratadosNaoVinculadosAoFornecedor($idFornecedor: Int!, $nome: String) {
    buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor: $idFornecedor, nome: $nome) ${selectionOf(summaries)}
  }
`;
export const subcontractorsToLinkAnswerSchema = z.object({
  buscarSubcontratadosNaoVinculadosAoFornecedor: summaries,
});

/** The provider's links: its queries name it idFornecedor, as do its link mutations. */
export const providerLinks: LinkCalls = {
  keys: linkKeys('providers', 'subcontractors'),
  service: PROVIDERS_SERVICE,
  idVariable: 'idFornecedor',
  changeVariables: (idFornecedor, idSubcontratado) => ({ idFornecedor, idSubcontratado }),
};

export const useLinkedSubcontractors = (idFornecedor: number) =>
  useLinkedRows(providerLinks, idFornecedor, {
    query: LINKED_SUBCONTRACTORS_QUERY,
    schema: linkedSubcontractorsAnswerSchema,
  });

export const useSubcontractorsToLink = (idFornecedor: number, nome: string) =>
  useRowsToLink(providerLinks, idFornecedor, nome, {
    query: SUBCONTRACTORS_TO_LINK_QUERY,
    schema: subcontractorsToLinkAnswerSchema,
  });

export const LINK_SUBCONTRACTOR_MUTATION = /* GraphQL */ `
  mutation vincularSubcontratado($idFornecedor: Int!, $idSubcontratado: Int) {
    vincularSubcontratado(idFornecedor: $idFornecedor, idSubcontratado: $idSubcontratado) ${selectionOf(summaries)}
  }
`;
export const linkSubcontractorAnswerSchema = z.object({ vincularSubcontratado: summaries });

export const UNLINK_SUBCONTRACTOR_MUTATION = /* GraphQL */ `
  mutation desvincularSubcontratado($idFornecedor: Int!, $idSubcontratado: Int) {
    desvincularSubcontratado(idFornecedor: $idFornecedor, idSubcontratado: $idSubcontratado) ${selectionOf(summaries)}
  }
`;
export const unlinkSubcontractorAnswerSchema = z.object({ desvincularSubcontratado: summaries });

/** vincularSubcontratado (edit-provider-list): the linked subcontractors after. */
export const useLinkSubcontractor = (idFornecedor: number) =>
  useLinkChange(providerLinks, idFornecedor, {
    query: LINK_SUBCONTRACTOR_MUTATION,
    schema: linkSubcontractorAnswerSchema,
  });

/** desvincularSubcontratado (edit-provider-list): the linked subcontractors after. */
export const useUnlinkSubcontractor = (idFornecedor: number) =>
  useLinkChange(providerLinks, idFornecedor, {
    query: UNLINK_SUBCONTRACTOR_MUTATION,
    schema: unlinkSubcontractorAnswerSchema,
  });
