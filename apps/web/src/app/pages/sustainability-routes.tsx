import { CertificateListPage, CertificateStatusPage, CertificateUploadPage } from '../../features/sustainability';
import { useSessionUser } from '../use-session-user';

/** /sustainability: an order's certificate upload (all six profiles read; sustainability-add-file sends). */
export function SustainabilityRoute() {
  return <CertificateUploadPage user={useSessionUser()} />;
}

/** /sustainability-list: the certificates (the server scopes the rows). */
export function SustainabilityListRoute() {
  return <CertificateListPage />;
}

/** /sustainability-status: one certificate's audit (edit-sustainability-status edits). */
export function SustainabilityStatusRoute() {
  return <CertificateStatusPage user={useSessionUser()} />;
}
