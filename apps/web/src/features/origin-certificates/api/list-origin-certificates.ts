import {
  ORIGIN_CERTIFICATE_FIRST_PAGE,
  ORIGIN_CERTIFICATE_PAGE_SIZE,
  originCertificatePageSchema,
  type OriginCertificateFilter,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list-query';
import {
  ORIGIN_CERTIFICATES_PATH,
  ORIGIN_CERTIFICATES_SERVICE,
  originCertificateKeys,
} from './origin-certificate-keys';

/**
 * GET /certificado-origem?currentPage&perPage=20&…filters: one page (from 1) of certificates, newest update first.
 * The answer says temMais while a page has rows (spec 001 §4), so the list stops at the first empty page. The screen
 * shows a failure in place, with a retry; a 401 still runs the session-expired flow.
 */
export function listOriginCertificates(filter: OriginCertificateFilter, currentPage: number, signal: AbortSignal) {
  return api.get(ORIGIN_CERTIFICATES_PATH, {
    service: ORIGIN_CERTIFICATES_SERVICE,
    query: { currentPage, perPage: ORIGIN_CERTIFICATE_PAGE_SIZE, ...filter },
    schema: originCertificatePageSchema,
    notify: false,
    signal,
  });
}

/** The list's pages; certificates change on /origin-certificate-upload. */
export function useOriginCertificateList(filter: OriginCertificateFilter) {
  return usePagedList(
    originCertificateKeys.list(filter),
    (page, signal) => listOriginCertificates(filter, page, signal),
    ORIGIN_CERTIFICATE_FIRST_PAGE,
  );
}
