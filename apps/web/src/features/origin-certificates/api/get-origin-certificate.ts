import { originCertificateSchema } from '@portal/domain';
import { api, isApiStatus } from '../../../lib/api-client';
import { useIdQuery } from '../../../lib/id-query';
import {
  ORIGIN_CERTIFICATES_PATH,
  ORIGIN_CERTIFICATES_SERVICE,
  originCertificateKeys,
} from './origin-certificate-keys';

/** GET /certificado-origem/{id}: 404 for an unknown one or one of an order the user does not see. */
const getOriginCertificate = (id: number, signal: AbortSignal) =>
  api.get(`${ORIGIN_CERTIFICATES_PATH}/${id}`, {
    service: ORIGIN_CERTIFICATES_SERVICE,
    schema: originCertificateSchema,
    notify: false,
    signal,
  });

/** The certificate the upload page edits; nothing is asked for a new one (null). */
export function useOriginCertificate(id: number | null) {
  return useIdQuery(
    originCertificateKeys.detail(id ?? 0),
    id,
    (value, { signal }) => getOriginCertificate(value, signal),
    {
      // a 404 will not change by asking again
      retry: (count, error) => !isApiStatus(error, 404) && count < 2,
    },
  );
}
