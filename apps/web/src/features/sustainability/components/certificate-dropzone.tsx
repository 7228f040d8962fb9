import { SUSTAINABILITY_CERTIFICATE_MAX_BYTES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { CheckedFileDropzone, type CheckedDropzoneProps } from '../../../components/ui/file-dropzone';
import { pdfFileKind, type PdfFileRefusal } from '../../../lib/pdf-file';

/** One PDF of at most SUSTAINABILITY_CERTIFICATE_MAX_BYTES (decision A9), checked by its first bytes too. */
export const CERTIFICATE_FILE = pdfFileKind(SUSTAINABILITY_CERTIFICATE_MAX_BYTES);

/** The certificate picker: a drop area and a button that opens the system's picker (filtered to PDF). */
export function CertificateDropzone({
  testId = 'sustainability',
  ...props
}: CheckedDropzoneProps<PdfFileRefusal> & { testId?: string }) {
  const { t } = useTranslation();
  return (
    <CheckedFileDropzone
      {...props}
      kind={CERTIFICATE_FILE}
      texts="sustainability.upload"
      inputLabel={t('sustainability.upload.input')}
      testIds={{ zone: `${testId}-dropzone`, input: `${testId}-file-input`, fileName: `${testId}-chosen-file` }}
    />
  );
}
