import { certificateFileAnswerSchema, selectionOf, type SustainabilityFilter } from '@portal/domain';
import { z } from 'zod';
import { downloadFile, saveFile } from '../../../lib/download';
import { graphqlField } from '../../../lib/graphql-field';
import { pdfBlob } from '../../../lib/pdf-file';
import type { DownloadTask } from '../../../lib/use-download';
import { SUSTAINABILITY_SERVICE } from './sustainability-keys';

export const CERTIFICATE_FILE_QUERY = /* GraphQL */ `
  query buscarArquivoPorIdCertificado($idCertificado: Int!) {
    buscarArquivoPorIdCertificado(idCertificado: $idCertificado) ${selectionOf(certificateFileAnswerSchema)}
  }
`;
export const fileAnswerSchema = z.object({ buscarArquivoPorIdCertificado: certificateFileAnswerSchema });

/**
 * buscarArquivoPorIdCertificado: the PDF (base64) saved under the name the server gives (the order number in it);
 * a refusal shows the server's text in a red toast.
 */
export async function downloadCertificate(idCertificado: number): Promise<string> {
  const file = await graphqlField(
    CERTIFICATE_FILE_QUERY,
    { idCertificado },
    { service: SUSTAINABILITY_SERVICE, schema: fileAnswerSchema },
  );
  saveFile(pdfBlob(file.arquivo), file.nomeArquivo, 'application/pdf');
  return file.nomeArquivo;
}

/** GET /api/sustentabilidade/relatorio.csv: the report (SU19) for the applied filter, streamed with progress and saved. */
export function downloadReport(filter: SustainabilityFilter, task: DownloadTask): Promise<Blob> {
  return downloadFile({
    path: '/sustentabilidade/relatorio.csv',
    query: filter as Record<string, string | number>,
    service: SUSTAINABILITY_SERVICE,
    fileName: 'relatorio_sustentabilidade.csv',
    signal: task.signal,
    onProgress: task.progress,
  });
}
