import { originCertificateSchema, type OriginCertificate } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  ORIGIN_CERTIFICATES_PATH,
  ORIGIN_CERTIFICATES_SERVICE,
  originCertificateKeys,
} from './origin-certificate-keys';

/** What the upload page sends: a new certificate (order, code, file) or an edit (id, code, and a file or none). */
export type OriginCertificateSave =
  | { kind: 'create'; order: number; codigo: string; file: File }
  | { kind: 'update'; id: number; codigo: string; file: File | null };

/** The multipart form of spec 001 §7: POST {order, codigo, file}, PUT {id, codigo, file}. */
export function saveFormData(save: OriginCertificateSave): FormData {
  const form = new FormData();
  if (save.kind === 'create') form.append('order', String(save.order));
  else form.append('id', String(save.id));
  form.append('codigo', save.codigo);
  if (save.file) form.append('file', save.file, save.file.name);
  return form;
}

/** POST /certificado-origem or PUT /certificado-origem/{id} (multipart); the page shows the error itself. */
export function saveOriginCertificate(save: OriginCertificateSave): Promise<OriginCertificate> {
  const options = { service: ORIGIN_CERTIFICATES_SERVICE, schema: originCertificateSchema, notify: false };
  const body = saveFormData(save);
  return save.kind === 'create'
    ? api.post(ORIGIN_CERTIFICATES_PATH, body, options)
    : api.put(`${ORIGIN_CERTIFICATES_PATH}/${save.id}`, body, options);
}

/** Saves; the saved certificate replaces the cached one, and the lists and the pending orders ask again. */
export function useSaveOriginCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOriginCertificate,
    onSuccess: (saved) => {
      client.setQueryData(originCertificateKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: originCertificateKeys.all });
    },
  });
}
