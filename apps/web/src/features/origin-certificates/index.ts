/** What app/ composes of the origin certificates. */
export { CertificateListPage } from './pages/certificate-list-page';
export { CertificateUploadPage } from './pages/certificate-upload-page';
