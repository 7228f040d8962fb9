import type { ChartImported, ChartUpload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API_BASE, ApiError, expireSession, notifySuccessCode } from '../../../lib/api-client';
import { emitTokenIncomplete } from '../../../lib/session-events';
import { readToken } from '../../../lib/storage';
import { currentLanguage } from '../../../i18n/i18n';
import { readAsBase64 } from '../model/chart-file';
import { chartKeys } from './chart-keys';

export const CHART_UPLOAD_PATH = `${API_BASE}/report/tabelamedida/`;

export interface ChartUploadOptions {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a refusal without a code means here; a 413 from anything in front of the API is still "too big". */
function fallbackCode(status: number): string {
  if (status === 401) return 'sessionExpired';
  if (status === 403) return 'withoutPermission';
  if (status === 404) return 'notFound';
  if (status === 413) return 'fileSizeExceeded';
  return 'default';
}

function errorOf(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.code === 'string')
    return new ApiError(body.code, status, typeof body.message === 'string' ? body.message : '', body.details);
  return new ApiError(fallbackCode(status), status, typeof body === 'string' ? body : '');
}

/**
 * POST /api/report/tabelamedida/ with upload progress. lib/api-client sends with fetch, which reports no
 * upload progress, so this one call goes through XMLHttpRequest with the same headers (bearer token,
 * Accept-Language, routing header) and the same error model; a 401 starts the session-expired flow.
 * Errors are thrown, never toasted: the page shows them in place.
 */
export function postChart(body: ChartUpload, options: ChartUploadOptions = {}): Promise<ChartImported> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    const token = readToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', CHART_UPLOAD_PATH);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('x-target-service', 'charts');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      const answer = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        if (isRecord(answer) && typeof answer.nomeArquivo === 'string') resolve(answer as unknown as ChartImported);
        else reject(new ApiError('default', xhr.status, 'unexpected answer'));
        return;
      }
      const error = errorOf(xhr.status, answer);
      if ((error.status === 401 && token !== null) || error.code === 'sessionExpired') expireSession();
      else if (error.code === 'tokenIncomplete') emitTokenIncomplete();
      reject(error);
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('default', 0, ''));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    xhr.send(JSON.stringify(body));
  });
}

/**
 * The import: reads the file as base64, sends it with progress; on success the green chart001 toast and
 * the current chart is read again. `progress` is null when nothing is being sent.
 */
export function useChartUpload(idPedido: number) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const tabelaMedida = await readAsBase64(file);
      return postChart({ idPedido, tabelaMedida, nomeArquivo: file.name.trim() }, { onProgress: setProgress });
    },
    onSuccess: async () => {
      notifySuccessCode('chart001');
      await client.invalidateQueries({ queryKey: chartKeys.current(idPedido) });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
