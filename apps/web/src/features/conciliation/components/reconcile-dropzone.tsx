import { CONCILIATION_XML_MAX_BYTES } from '@portal/domain';
import { FileDropzone, type CheckedDropzoneProps } from '../../../components/ui/file-dropzone';
import { checkInvoiceFiles, XML_ACCEPT, type FileRefusal } from '../model/reconcile-file';

/**
 * The invoice picker: a drop area with a button that opens the system's picker (filtered to XML). Both
 * take exactly one file; a drop of several, or of anything else, is refused with the reason.
 */
export function ReconcileDropzone({ file, disabled, onFile, onRefusal, onRemove }: CheckedDropzoneProps<FileRefusal>) {
  const take = (files: File[]) => {
    const check = checkInvoiceFiles(files);
    if (check.ok) onFile(check.file);
    else onRefusal(check.refusal);
  };

  return (
    <FileDropzone
      accept={XML_ACCEPT}
      file={file}
      texts="conciliation.reconcile.upload"
      maxBytes={CONCILIATION_XML_MAX_BYTES}
      disabled={disabled}
      testIds={{ zone: 'reconcile-dropzone', input: 'reconcile-file-input', fileName: 'reconcile-file-name' }}
      onFiles={take}
      onRemove={onRemove}
    />
  );
}
