import {
  providerSchema,
  selectionOf,
  subcontractorSummarySchema,
  type ProviderDto,
  type ProviderFlag,
  type ProviderFlagMutation,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { PROVIDERS_SERVICE, providerKeys } from './provider-keys';

// one document per flag (spec 001 §4: each flag is toggled by its own update call)
export const SUBCONTRACTOR_FLAG_MUTATION = /* GraphQL */ `
  mutation atualizarFlagSubcontratado($idFornecedor: Int!, $valor: Boolean!) {
    atualizarFlagSubcontratado(idFornecedor: $idFornecedor, valor: $valor) ${selectionOf(providerSchema)}
  }
`;
export const PRODUCER_DECLARATION_FLAG_MUTATION = /* GraphQL */ `
  mutation atualizarFlagDeclaracaoProdutor($idFornecedor: Int!, $valor: Boolean!) {
    atualizarFlagDeclaracaoProdutor(idFornecedor: $idFornecedor, valor: $valor) ${selectionOf(providerSchema)}
  }
`;
export const ORIGIN_CERTIFICATE_FLAG_MUTATION = /* GraphQL */ `
  mutation atualizarFlagCertificadoOrigem($idFornecedor: Int!, $valor: Boolean!) {
    atualizarFlagCertificadoOrigem(idFornecedor: $idFornecedor, valor: $valor) ${selectionOf(providerSchema)}
  }
`;

/** Each flag's mutation and its document. */
const FLAG_MUTATIONS: Record<ProviderFlag, { name: ProviderFlagMutation; document: string }> = {
  isSubcontratado: { name: 'atualizarFlagSubcontratado', document: SUBCONTRACTOR_FLAG_MUTATION },
  exigirDeclProdutor: { name: 'atualizarFlagDeclaracaoProdutor', document: PRODUCER_DECLARATION_FLAG_MUTATION },
  exigirCertifOrigem: { name: 'atualizarFlagCertificadoOrigem', document: ORIGIN_CERTIFICATE_FLAG_MUTATION },
};

/** The answer of a flag mutation: the provider after the change. */
export const flagAnswerSchema = (name: ProviderFlagMutation) => z.object({ [name]: providerSchema });

/** atualizarFlag…(idFornecedor, valor) (edit-provider-list): the provider after; a failure is a red toast. */
export async function setProviderFlag(idFornecedor: number, flag: ProviderFlag, valor: boolean): Promise<ProviderDto> {
  const { name, document } = FLAG_MUTATIONS[flag];
  const data = await graphql(
    document,
    { idFornecedor, valor },
    { service: PROVIDERS_SERVICE, schema: flagAnswerSchema(name) },
  );
  return data[name] as ProviderDto;
}

export function useSetProviderFlag(idFornecedor: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, valor }: { flag: ProviderFlag; valor: boolean }) => setProviderFlag(idFornecedor, flag, valor),
    onSuccess: (provider) => {
      client.setQueryData(providerKeys.detail(idFornecedor), provider);
      void client.invalidateQueries({ queryKey: ['providers', 'list'] });
    },
  });
}

const summaries = z.array(subcontractorSummarySchema);

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
export async function linkSubcontractor(
  idFornecedor: number,
  idSubcontratado: number,
): Promise<SubcontractorSummaryDto[]> {
  const data = await graphql(
    LINK_SUBCONTRACTOR_MUTATION,
    { idFornecedor, idSubcontratado },
    { service: PROVIDERS_SERVICE, schema: linkSubcontractorAnswerSchema },
  );
  return data.vincularSubcontratado;
}

/** desvincularSubcontratado (edit-provider-list): the linked subcontractors after. */
export async function unlinkSubcontractor(
  idFornecedor: number,
  idSubcontratado: number,
): Promise<SubcontractorSummaryDto[]> {
  const data = await graphql(
    UNLINK_SUBCONTRACTOR_MUTATION,
    { idFornecedor, idSubcontratado },
    { service: PROVIDERS_SERVICE, schema: unlinkSubcontractorAnswerSchema },
  );
  return data.desvincularSubcontratado;
}

/** A link change: the linked table shows the answer at once, the pick list is asked again when next opened. */
function useLinkChange(
  idFornecedor: number,
  change: (idFornecedor: number, idSubcontratado: number) => Promise<SubcontractorSummaryDto[]>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idSubcontratado: number) => change(idFornecedor, idSubcontratado),
    onSuccess: (linked) => {
      client.setQueryData(providerKeys.linked(idFornecedor), linked);
      void client.invalidateQueries({ queryKey: providerKeys.toLinkAll(idFornecedor) });
    },
  });
}

export const useLinkSubcontractor = (idFornecedor: number) => useLinkChange(idFornecedor, linkSubcontractor);
export const useUnlinkSubcontractor = (idFornecedor: number) => useLinkChange(idFornecedor, unlinkSubcontractor);
