import { originCertificatePendingSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  ORIGIN_CERTIFICATES_PATH,
  ORIGIN_CERTIFICATES_SERVICE,
  originCertificateKeys,
} from './origin-certificate-keys';

/**
 * GET /certificado-origem/pendentes: the newest orders of suppliers that require origin certificates
 * (exigirCertifOrigem) that still lack one, in the user's scope. A help on the upload page: a failure shows nothing.
 */
export function usePendingOrders() {
  return useQuery({
    queryKey: [...originCertificateKeys.all, 'pending'],
    queryFn: ({ signal }) =>
      api.get(`${ORIGIN_CERTIFICATES_PATH}/pendentes`, {
        service: ORIGIN_CERTIFICATES_SERVICE,
        schema: originCertificatePendingSchema,
        notify: false,
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
}
