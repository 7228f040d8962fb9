import { CheckedFileDropzone, type CheckedDropzoneProps } from '../../../components/ui/file-dropzone';
import { INVOICE_FILE, type FileRefusal } from '../model/reconcile-file';

/**
 * The invoice picker: a drop area with a button that opens the system's picker (filtered to XML). Both
 * take exactly one file; a drop of several, or of anything else, is refused with the reason.
 */
export function ReconcileDropzone(props: CheckedDropzoneProps<FileRefusal>) {
  return (
    <CheckedFileDropzone
      {...props}
      kind={INVOICE_FILE}
      texts="conciliation.reconcile.upload"
      testIds={{ zone: 'reconcile-dropzone', input: 'reconcile-file-input', fileName: 'reconcile-file-name' }}
    />
  );
}
