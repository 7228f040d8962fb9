import type { CommercialCheckResultDto, InvoiceFileInput } from '@portal/domain';
import { graphql } from '../../../lib/api-client';

export const COMMERCIAL_CHECK_MUTATION = /* GraphQL */ `
  mutation conciliacaoComercial($id: Int!, $file: ArquivoNotaInput!) {
    conciliacaoComercial(id: $id, file: $file) {
      id
      idPedido
      statusConciliacaoComercial {
        id
        descricao
      }
      motivoReprovacao
    }
  }
`;

/**
 * mutation conciliacaoComercial(id: the order, file): a new conciliation and its commercial side. Refusals
 * (mustBeXML, fileIsNotNFe, invoiceOtherOrder…) are thrown as ApiError; the page explains them inline.
 */
export async function runCommercialCheck(id: number, file: InvoiceFileInput): Promise<CommercialCheckResultDto> {
  const data = await graphql<{ conciliacaoComercial: CommercialCheckResultDto }>(
    COMMERCIAL_CHECK_MUTATION,
    { id, file },
    { service: 'conciliation', notify: false },
  );
  return data.conciliacaoComercial;
}
