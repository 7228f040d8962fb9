import {
  DEFAULT_SUSTAINABILITY_PAUSE_MS,
  selectionOf,
  sustainabilityCertificateSchema,
  sustainabilityConfigSchema,
  type SustainabilityCertificateDto,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { graphqlField } from '../../../lib/graphql-field';
import { readAsBase64 } from '../../../lib/file-bytes';
import { SUSTAINABILITY_SERVICE, sustainabilityKeys } from './sustainability-keys';

export const UPLOAD_CERTIFICATE_MUTATION = /* GraphQL */ `
  mutation sustentabilidade(
    $orderId: Int!
    $file: ArquivoCertificadoInput!
    $certificateMaterialCode: String
    $dataExpedicao: String
    $idUDA: Int
  ) {
    sustentabilidade(
      orderId: $orderId
      file: $file
      certificateMaterialCode: $certificateMaterialCode
      dataExpedicao: $dataExpedicao
      idUDA: $idUDA
    ) ${selectionOf(sustainabilityCertificateSchema)}
  }
`;
export const uploadAnswerSchema = z.object({ sustentabilidade: sustainabilityCertificateSchema });

export interface CertificateUpload {
  orderId: number;
  file: File;
  /** cotton: the material code; other attributes: null */
  certificateMaterialCode: string | null;
  /** other attributes: dd/mm/yyyy as typed; cotton: null */
  dataExpedicao: string | null;
  /** the second certificate's UDA */
  idUDA?: number | null;
}

/**
 * sustentabilidade(orderId, file, certificateMaterialCode, dataExpedicao, idUDA): the PDF goes as base64. The page
 * shows a refusal in place (no toast).
 */
export async function uploadCertificate(upload: CertificateUpload): Promise<SustainabilityCertificateDto> {
  const conteudo = await readAsBase64(upload.file);
  return graphqlField(
    UPLOAD_CERTIFICATE_MUTATION,
    {
      orderId: upload.orderId,
      file: { nome: upload.file.name, tipo: upload.file.type || 'application/pdf', conteudo },
      certificateMaterialCode: upload.certificateMaterialCode,
      dataExpedicao: upload.dataExpedicao,
      idUDA: upload.idUDA ?? null,
    },
    { service: SUSTAINABILITY_SERVICE, schema: uploadAnswerSchema, notify: false },
  );
}

const pause = z.number().int().min(0).max(60_000);

/** GET /api/config/sustentabilidade: the wait before the upload is sent (0 in tests); the spec's 2 s meanwhile. */
export function useSustainabilityPause(): number {
  const query = useQuery({
    queryKey: sustainabilityKeys.config,
    queryFn: () =>
      api.get('/config/sustentabilidade', {
        service: SUSTAINABILITY_SERVICE,
        schema: sustainabilityConfigSchema.extend({ pausaMs: pause }),
        notify: false,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return query.data?.pausaMs ?? DEFAULT_SUSTAINABILITY_PAUSE_MS;
}
