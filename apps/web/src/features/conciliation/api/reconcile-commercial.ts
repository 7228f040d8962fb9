import {
  commercialCheckResultSchema,
  selectionOf,
  type CommercialCheckResultDto,
  type InvoiceFileInput,
} from '@portal/domain';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';

export const COMMERCIAL_CHECK_MUTATION = /* GraphQL */ `
  mutation conciliacaoComercial($id: Int!, $file: ArquivoNotaInput!) {
    conciliacaoComercial(id: $id, file: $file) ${selectionOf(commercialCheckResultSchema)}
  }
`;

export const commercialCheckAnswerSchema = z.object({ conciliacaoComercial: commercialCheckResultSchema });

/**
 * mutation conciliacaoComercial(id: the order, file): a new conciliation and its commercial side. Refusals
 * (mustBeXML, fileIsNotNFe, invoiceOtherOrder…) are thrown as ApiError; the page explains them inline.
 */
export async function runCommercialCheck(id: number, file: InvoiceFileInput): Promise<CommercialCheckResultDto> {
  const data = await graphql(
    COMMERCIAL_CHECK_MUTATION,
    { id, file },
    { service: 'conciliation', notify: false, schema: commercialCheckAnswerSchema },
  );
  return data.conciliacaoComercial;
}
