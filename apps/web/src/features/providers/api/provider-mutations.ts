import {
  providerSchema,
  selectionOf,
  type ProviderDto,
  type ProviderFlag,
  type ProviderFlagMutation,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlField } from '../../../lib/graphql-field';
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
export function setProviderFlag(idFornecedor: number, flag: ProviderFlag, valor: boolean): Promise<ProviderDto> {
  const { name, document } = FLAG_MUTATIONS[flag];
  return graphqlField(
    document,
    { idFornecedor, valor },
    { service: PROVIDERS_SERVICE, schema: flagAnswerSchema(name) },
  );
}

export function useSetProviderFlag(idFornecedor: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, valor }: { flag: ProviderFlag; valor: boolean }) => setProviderFlag(idFornecedor, flag, valor),
    onSuccess: (provider) => {
      client.setQueryData(providerKeys.detail(idFornecedor), provider);
      void client.invalidateQueries({ queryKey: providerKeys.lists });
    },
  });
}
