import { canSendCertificate, CERTIFICATE_TYPE, EXPEDITION_DATE_LENGTH, type CertificateType } from '@portal/domain';

/** What the upload page holds before it sends. */
export interface UploadForm {
  type: CertificateType;
  materialCode: string;
  /** dd/mm/yyyy as typed */
  expeditionDate: string;
  file: File | null;
  /** the last pick or drop was refused (its alert shows) */
  fileError: boolean;
  second: boolean;
  secondUda: number | null;
  secondDate: string;
  secondFile: File | null;
}

/** BCI cotton, nothing filled: the type defaults to 1 (spec 001 §4). */
export const EMPTY_UPLOAD_FORM: UploadForm = {
  type: CERTIFICATE_TYPE.bciCotton,
  materialCode: '',
  expeditionDate: '',
  file: null,
  fileError: false,
  second: false,
  secondUda: null,
  secondDate: '',
  secondFile: null,
};

/** The first certificate form's type matches the order's flag (BCI cotton, else other attributes). */
export function initialUploadForm(sustentabilidade: string | null | undefined): UploadForm {
  const other = (sustentabilidade ?? '').trim().toUpperCase() === 'OUTROS';
  return { ...EMPTY_UPLOAD_FORM, type: other ? CERTIFICATE_TYPE.otherAttributes : CERTIFICATE_TYPE.bciCotton };
}

/**
 * Next (or Save) is enabled (SU10): the domain's rule for the certificate, and, when a second one is added, its UDA,
 * its PDF and a 10-character expedition date.
 */
export function canSend(form: UploadForm, canAddFile: boolean, problem: boolean): boolean {
  const first = canSendCertificate({
    canAddFile,
    hasFile: form.file !== null,
    hasError: problem || form.fileError,
    type: form.type,
    materialCode: form.materialCode,
    expeditionDate: form.expeditionDate,
  });
  if (!first || !form.second) return first;
  return form.secondUda !== null && form.secondFile !== null && form.secondDate.length === EXPEDITION_DATE_LENGTH;
}
