import { CONCILIATION_XML_MAX_BYTES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { checkInvoiceFiles, XML_ACCEPT, type FileRefusal } from '../model/reconcile-file';
import { formatBytes } from '../../../lib/format-bytes';

interface ReconcileDropzoneProps {
  file: File | null;
  disabled: boolean;
  /** A file passed the client-side checks. */
  onFile: (file: File) => void;
  /** A pick or a drop was refused (several files, not XML, empty, too big). */
  onRefusal: (refusal: FileRefusal) => void;
  onRemove: () => void;
}

/**
 * The invoice picker: a drop area with a button that opens the system's picker (filtered to XML). Both
 * take exactly one file; a drop of several, or of anything else, is refused with the reason.
 */
export function ReconcileDropzone({ file, disabled, onFile, onRefusal, onRemove }: ReconcileDropzoneProps) {
  const { t, i18n } = useTranslation();

  const take = (files: File[]) => {
    const check = checkInvoiceFiles(files);
    if (check.ok) onFile(check.file);
    else onRefusal(check.refusal);
  };

  return (
    <FileDropzone
      accept={XML_ACCEPT}
      file={file}
      describeFile={(chosen) =>
        t('conciliation.reconcile.upload.fileInfo', {
          name: chosen.name,
          size: formatBytes(chosen.size, i18n.language),
        })
      }
      disabled={disabled}
      texts={{
        zone: t('conciliation.reconcile.upload.zone'),
        selected: t('conciliation.reconcile.upload.selected'),
        drop: t('conciliation.reconcile.upload.drop'),
        or: t('conciliation.reconcile.upload.or'),
        choose: t('conciliation.reconcile.upload.choose'),
        chooseOther: t('conciliation.reconcile.upload.chooseOther'),
        remove: t('conciliation.reconcile.upload.remove'),
        hint: t('conciliation.reconcile.upload.hint', { max: formatBytes(CONCILIATION_XML_MAX_BYTES, i18n.language) }),
      }}
      testIds={{ zone: 'reconcile-dropzone', input: 'reconcile-file-input', fileName: 'reconcile-file-name' }}
      onFiles={take}
      onRemove={onRemove}
    />
  );
}
