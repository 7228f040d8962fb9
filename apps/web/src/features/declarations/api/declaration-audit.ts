import {
  declarationAuditSchema,
  declarationSchema,
  selectionOf,
  type DeclarationAuditInput,
  type DeclarationDto,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlField } from '../../../lib/graphql-field';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { DECLARATIONS_SERVICE, declarationKeys } from './declaration-keys';

export const DECLARATION_AUDIT_QUERY = /* GraphQL */ `
  query declaracaoAuditoriaPorId($idDeclaracao: Int!) {
    declaracaoAuditoriaPorId(idDeclaracao: $idDeclaracao) ${selectionOf(declarationAuditSchema)}
  }
`;
export const declarationAuditAnswerSchema = z.object({ declaracaoAuditoriaPorId: declarationAuditSchema });

/** declaracaoAuditoriaPorId (declaration-details): the declaration and its order's items; 404 shows in place. */
export function useDeclarationAudit(idDeclaracao: number | null) {
  return useIdQuery(
    declarationKeys.detail(idDeclaracao ?? 0),
    idDeclaracao,
    (id, { signal }) =>
      askField(
        DECLARATION_AUDIT_QUERY,
        { idDeclaracao: id },
        { service: DECLARATIONS_SERVICE, signal, schema: declarationAuditAnswerSchema },
      ),
    { staleTime: 0 },
  );
}

export const SAVE_AUDIT_MUTATION = /* GraphQL */ `
  mutation atualizarDeclaracaoAuditoria($idDeclaracao: Int!, $auditoria: DeclaracaoAuditoriaInput!) {
    atualizarDeclaracaoAuditoria(idDeclaracao: $idDeclaracao, auditoria: $auditoria) ${selectionOf(declarationSchema)}
  }
`;
export const saveAuditAnswerSchema = z.object({ atualizarDeclaracaoAuditoria: declarationSchema });

/** The audit as sent: the status, and only the optional fields that are filled (spec 001 §5). */
export function auditVariables(input: DeclarationAuditInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
}

/** atualizarDeclaracaoAuditoria: the saved declaration. The form words a refusal itself. */
export function useSaveAudit(idDeclaracao: number, idPedido: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclarationAuditInput): Promise<DeclarationDto> =>
      graphqlField(
        SAVE_AUDIT_MUTATION,
        { idDeclaracao, auditoria: auditVariables(input) },
        { service: DECLARATIONS_SERVICE, notify: false, schema: saveAuditAnswerSchema },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: declarationKeys.detail(idDeclaracao) });
      void client.invalidateQueries({ queryKey: declarationKeys.order(idPedido) });
      void client.invalidateQueries({ queryKey: declarationKeys.lists });
    },
  });
}
