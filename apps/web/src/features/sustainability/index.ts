/** What app/ composes of the sustainability certificates. */
export { CertificateListPage } from './pages/certificate-list-page';
export { CertificateStatusPage } from './pages/certificate-status-page';
export { CertificateUploadPage } from './pages/certificate-upload-page';
