import { invoiceXmlSchema, type InvoiceXmlDto } from '@portal/domain';
import { useState } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { downloadFile, saveFile } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';
import { notifyServerError } from '../model/status-errors';
import { xmlBlob } from '../model/status-xml';

/** The seal's file name (spec 000 §4). */
export const SEAL_FILE = 'Selo da Conciliacao.pdf';

/** POST /api/conciliacaofiscal/getXmlNota {idConciliacao}: the stored XML, base64, and its file name. */
export function getInvoiceXml(idConciliacao: number): Promise<InvoiceXmlDto> {
  return api.post(
    '/conciliacaofiscal/getXmlNota',
    { idConciliacao },
    { service: 'conciliation', notify: false, schema: invoiceXmlSchema },
  );
}

/**
 * The two files of /conciliation-status. The XML is saved from the decoded bytes under the server's name
 * (nfe-pedido-{id}.xml); a refusal shows the server's text (spec 000 §8). The seal (GET
 * /api/seloConciliacoes/gerar/{id}) streams with progress; `cancelSeal` stops it and nothing is saved.
 */
export function useStatusFiles() {
  const [xmlBusy, setXmlBusy] = useState(false);
  const { state: seal, run, cancel: cancelSeal } = useDownload<'seal'>();

  const downloadXml = async (idConciliacao: number) => {
    if (xmlBusy) return;
    setXmlBusy(true);
    try {
      const answer = await getInvoiceXml(idConciliacao);
      let blob: Blob;
      try {
        blob = xmlBlob(answer.xmlBase64);
      } catch {
        throw new ApiError('default', 0, '');
      }
      saveFile(blob, answer.nomeArquivo);
    } catch (error) {
      notifyServerError(error);
    } finally {
      setXmlBusy(false);
    }
  };

  const downloadSeal = (idConciliacao: number) =>
    run('seal', ({ signal, progress }) =>
      downloadFile({
        path: `/seloConciliacoes/gerar/${idConciliacao}`,
        service: 'conciliation',
        fileName: SEAL_FILE,
        onProgress: progress,
        signal,
      }),
    );

  return { xmlBusy, downloadXml, seal, downloadSeal, cancelSeal };
}

export type StatusFiles = ReturnType<typeof useStatusFiles>;
