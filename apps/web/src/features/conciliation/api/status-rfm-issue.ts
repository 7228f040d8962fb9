import {
  emitRfmSchema,
  invoiceXmlSchema,
  rfmResultSchema,
  type InvoiceXmlDto,
  type RfmResultDto,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyRfmResult, CONCILIATION_SERVICE } from './list-conciliations';

/** POST /api/conciliacaofiscal/getXmlNota (conciliation-status): the conciliation's stored NF-e, base64. */
export function getInvoiceXml(idConciliacao: number): Promise<InvoiceXmlDto> {
  return api.post(
    '/conciliacaofiscal/getXmlNota',
    { idConciliacao },
    { service: CONCILIATION_SERVICE, schema: invoiceXmlSchema },
  );
}

/** POST /api/conciliacaofiscal/emiteRFM (conciliation-list): the fiscal goods receipt of a 2/2 conciliation. */
export function emitRfm(id: number, nFeBase64: string): Promise<RfmResultDto> {
  return api.post('/conciliacaofiscal/emiteRFM', emitRfmSchema.parse({ id, nFeBase64 }), {
    service: CONCILIATION_SERVICE,
    schema: rfmResultSchema,
  });
}

/** The RFM as the list issues it: the invoice's XML first, then the RFM with that XML (spec 000 §7). */
export async function issueRfm(idConciliacao: number): Promise<RfmResultDto> {
  const invoice = await getInvoiceXml(idConciliacao);
  return emitRfm(idConciliacao, invoice.xmlBase64);
}

/**
 * Issues the RFM and puts its status on the row. A refusal is shown by the API client (red toast with the
 * translated code: rfmNotAllowed, rfmInvoiceMismatch, notFound…).
 */
export function useIssueRfm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueRfm,
    onSuccess: (result) => {
      applyRfmResult(client, result);
      // the status screen of that order shows the RFM too: whatever it cached is out of date
      void client.invalidateQueries({ queryKey: ['conciliation'], refetchType: 'none' });
    },
  });
}
