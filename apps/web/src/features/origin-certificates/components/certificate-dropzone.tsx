import { ORIGIN_CERTIFICATE_MAX_BYTES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { CheckedFileDropzone, type CheckedDropzoneProps } from '../../../components/ui/file-dropzone';
import { pdfFileKind, type PdfFileRefusal } from '../../../lib/pdf-file';

/** One PDF of at most 10 MiB (decision A9), its first bytes read to catch a renamed file before it is sent. */
export const CERTIFICATE_FILE = pdfFileKind(ORIGIN_CERTIFICATE_MAX_BYTES);

/** The certificate's picker: a drop area with a button that opens the system's picker (filtered to PDF). */
export function CertificateDropzone(props: CheckedDropzoneProps<PdfFileRefusal>) {
  const { t } = useTranslation();
  return (
    <CheckedFileDropzone
      {...props}
      kind={CERTIFICATE_FILE}
      texts="originCertificates.upload.file"
      inputLabel={t('originCertificates.upload.file.input')}
      testIds={{
        zone: 'certificate-dropzone',
        input: 'certificate-file-input',
        fileName: 'certificate-chosen-file',
      }}
    />
  );
}
