import { CertificateListPage, CertificateUploadPage } from '../../features/origin-certificates';

/** /origin-certificate: the origin certificates (the server scopes the rows: a supplier sees its own). */
export function OriginCertificateRoute() {
  return <CertificateListPage />;
}

/** /origin-certificate-upload: a new certificate, or the one of ?id= to edit. */
export function OriginCertificateUploadRoute() {
  return <CertificateUploadPage />;
}
