import type { InvoiceXmlDto } from '@portal/domain';
import { useRef, useState } from 'react';
import { api, ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { downloadFile, saveFile } from '../../../lib/download';
import { notifyServerError } from '../model/status-errors';
import { xmlBlob } from '../model/status-xml';

/** The seal's file name (spec 000 §4). */
export const SEAL_FILE = 'Selo da Conciliacao.pdf';

/** POST /api/conciliacaofiscal/getXmlNota {idConciliacao}: the stored XML, base64, and its file name. */
export function getInvoiceXml(idConciliacao: number): Promise<InvoiceXmlDto> {
  return api.post('/conciliacaofiscal/getXmlNota', { idConciliacao }, { service: 'conciliation', notify: false });
}

/** The seal download's progress: bytes received, and the total when the server sent a length. */
export interface SealDownloadState {
  received: number;
  total: number | null;
}

/**
 * The two files of /conciliation-status. The XML is saved from the decoded bytes under the server's name
 * (nfe-pedido-{id}.xml); a refusal shows the server's text (spec 000 §8). The seal (GET
 * /api/seloConciliacoes/gerar/{id}) streams with progress; `cancelSeal` stops it and nothing is saved.
 */
export function useStatusFiles() {
  const [xmlBusy, setXmlBusy] = useState(false);
  const [seal, setSeal] = useState<SealDownloadState | null>(null);
  const controller = useRef<AbortController | null>(null);

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

  const downloadSeal = async (idConciliacao: number) => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setSeal({ received: 0, total: null });
    try {
      await downloadFile({
        path: `/seloConciliacoes/gerar/${idConciliacao}`,
        service: 'conciliation',
        fileName: SEAL_FILE,
        onProgress: ({ received, total }) => setSeal({ received, total }),
        signal: current.signal,
      });
    } catch (error) {
      // API errors were shown by the client and a cancel needs no word; anything else gets the generic text
      if (!(error instanceof ApiError) && !isAbortError(error)) notifyApiError(error);
    } finally {
      if (controller.current === current) controller.current = null;
      setSeal(null);
    }
  };

  const cancelSeal = () => controller.current?.abort();

  return { xmlBusy, downloadXml, seal, downloadSeal, cancelSeal };
}
