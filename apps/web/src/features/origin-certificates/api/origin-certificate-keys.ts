import type { OriginCertificateFilter } from '@portal/domain';
import { registerKeys } from '../../../lib/query-keys';

/** Routing header of every origin-certificate call. */
export const ORIGIN_CERTIFICATES_SERVICE = 'origin-certificates';

/** The REST path of spec 001 §7 (under /api). */
export const ORIGIN_CERTIFICATES_PATH = '/certificado-origem';

/** TanStack Query keys of the area; every key starts with 'origin-certificates'. */
export const originCertificateKeys = registerKeys<OriginCertificateFilter>('origin-certificates');
