import { DECLARATION_FIRST_PAGE, declarationPageSchema, selectionOf, type DeclarationFilter } from '@portal/domain';
import { z } from 'zod';
import { downloadFile } from '../../../lib/download';
import { usePagedList } from '../../../lib/paged-list-query';
import { askField } from '../../../lib/quiet-read';
import type { DownloadTask } from '../../../lib/use-download';
import { DECLARATIONS_SERVICE, declarationKeys } from './declaration-keys';

export const DECLARATION_LIST_QUERY = /* GraphQL */ `
  query listarTodasFiltradas($filtro: FiltroDeclaracaoInput, $pagina: Int, $max: Int) {
    listarTodasFiltradas(filtro: $filtro, pagina: $pagina, max: $max) ${selectionOf(declarationPageSchema)}
  }
`;
export const declarationListAnswerSchema = z.object({ listarTodasFiltradas: declarationPageSchema });

/** listarTodasFiltradas(filtro, pagina) (declaration-list): 20 a page from page 0. */
const listDeclarations = (filtro: DeclarationFilter, pagina: number, signal: AbortSignal) =>
  askField(
    DECLARATION_LIST_QUERY,
    { filtro, pagina },
    { service: DECLARATIONS_SERVICE, signal, schema: declarationListAnswerSchema },
  );

export function useDeclarationList(filter: DeclarationFilter) {
  return usePagedList(
    declarationKeys.list(filter),
    (pagina, signal) => listDeclarations(filter, pagina, signal),
    DECLARATION_FIRST_PAGE,
  );
}

/** GET /api/declaracao-produtor/relatorio.csv with the list's filters, in the screen's language, streamed. */
export function downloadDeclarationsCsv(filter: DeclarationFilter, language: string, task: DownloadTask) {
  const query: Record<string, string> = { userLocale: language };
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) query[key] = String(value);
  return downloadFile({
    path: '/declaracao-produtor/relatorio.csv',
    query,
    service: DECLARATIONS_SERVICE,
    fileName: 'declaracoes_produtor.csv',
    onProgress: task.progress,
    signal: task.signal,
  });
}
