import { declarationFileAnswerSchema, selectionOf } from '@portal/domain';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError, errorText } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { base64Blob } from '../../../lib/file-bytes';
import { graphqlField } from '../../../lib/graphql-field';
import { notifyError } from '../../../lib/notify';
import { DECLARATIONS_SERVICE } from './declaration-keys';

export const DECLARATION_FILE_QUERY = /* GraphQL */ `
  query buscarArquivoPorIdDeclaracao($idDeclaracao: Int!) {
    buscarArquivoPorIdDeclaracao(idDeclaracao: $idDeclaracao) ${selectionOf(declarationFileAnswerSchema)}
  }
`;
export const declarationFileAnswerSchemaOf = z.object({ buscarArquivoPorIdDeclaracao: declarationFileAnswerSchema });

/**
 * buscarArquivoPorIdDeclaracao: a declaration's file saved under the name it was sent with. A refusal shows the
 * server's own text in a red toast (spec 001 §8 "Server text"); one download at a time per page.
 */
export function useDeclarationFile() {
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (idDeclaracao: number) => {
    if (busy !== null) return;
    setBusy(idDeclaracao);
    try {
      const file = await graphqlField(
        DECLARATION_FILE_QUERY,
        { idDeclaracao },
        { service: DECLARATIONS_SERVICE, notify: false, schema: declarationFileAnswerSchemaOf },
      );
      saveFile(base64Blob(file.conteudo, file.tipo), file.nome, file.tipo);
    } catch (error) {
      notifyError(error instanceof ApiError ? errorText(error) : errorText(new ApiError('default', 0, '')));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
