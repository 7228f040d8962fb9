import { ORIGIN_CERTIFICATE_ORDER_DIGITS, originCertificateCodeSchema, type OriginCertificate } from '@portal/domain';
import type { OriginCertificateSave } from '../api/save-origin-certificate';

/** What the upload form holds: the order's digits, the code as typed, the PDF picked (none yet). */
export interface UploadForm {
  order: string;
  codigo: string;
  file: File | null;
}

export const NEW_UPLOAD: UploadForm = { order: '', codigo: '', file: null };

/** The form of a saved certificate: its order and code; a new file is optional (the current one stays). */
export function uploadFormOf(certificate: OriginCertificate): UploadForm {
  return { order: String(certificate.pedido), codigo: certificate.codigo, file: null };
}

/** Order numbers: digits only, at most ORIGIN_CERTIFICATE_ORDER_DIGITS. */
export function orderDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, ORIGIN_CERTIFICATE_ORDER_DIGITS);
}

/**
 * What Save sends, or null while the form is incomplete (spec 001 §5: Save is disabled until order, code and PDF are
 * present; on an edit the current PDF counts as present). The code is the domain's (1 to 100 characters).
 */
export function saveOf(form: UploadForm, editing: OriginCertificate | null): OriginCertificateSave | null {
  const code = originCertificateCodeSchema.safeParse(form.codigo);
  if (!code.success) return null;
  if (editing) return { kind: 'update', id: editing.id, codigo: code.data, file: form.file };
  const order = Number(form.order);
  if (!/^\d+$/.test(form.order) || order <= 0 || !form.file) return null;
  return { kind: 'create', order, codigo: code.data, file: form.file };
}
