import { declarationSchema, selectionOf, type DeclarationDto } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { readAsBase64 } from '../../../lib/file-bytes';
import { graphqlField } from '../../../lib/graphql-field';
import { DECLARATIONS_SERVICE, declarationKeys } from './declaration-keys';

export const UPLOAD_DECLARATION_MUTATION = /* GraphQL */ `
  mutation declaracaoProdutor($orderId: Int!, $file: [ArquivoDeclaracaoInput!]!) {
    declaracaoProdutor(orderId: $orderId, file: $file) ${selectionOf(declarationSchema)}
  }
`;
export const uploadDeclarationAnswerSchema = z.object({ declaracaoProdutor: declarationSchema });

/** The declared type of a picked file: the browser's, or the one its name says (some systems give none). */
export function declaredType(file: File): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.docx')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return 'application/msword';
}

/** declaracaoProdutor(orderId, file): the new current declaration. The page words a refusal itself. */
export async function uploadDeclaration(orderId: number, file: File): Promise<DeclarationDto> {
  const conteudo = await readAsBase64(file);
  return graphqlField(
    UPLOAD_DECLARATION_MUTATION,
    { orderId, file: [{ nome: file.name, tipo: declaredType(file), conteudo }] },
    { service: DECLARATIONS_SERVICE, notify: false, schema: uploadDeclarationAnswerSchema },
  );
}

export function useUploadDeclaration(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDeclaration(orderId, file),
    onSuccess: (sent) => {
      client.setQueryData(declarationKeys.last(orderId), sent);
      void client.invalidateQueries({ queryKey: declarationKeys.history(orderId) });
      void client.invalidateQueries({ queryKey: declarationKeys.lists });
    },
  });
}
