import { currentLanguage } from '../../../i18n/i18n';
import { API_BASE, ApiError, expireSession, notifyApiError } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

export interface DownloadProgress {
  received: number;
  /** Content-Length, when the server sent one. */
  total: number | null;
}

export interface DownloadOptions {
  query?: Record<string, string | number | undefined>;
  service: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

function urlOf(path: string, query: DownloadOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; details?: unknown };
    if (typeof body.code === 'string') {
      return new ApiError(
        body.code,
        response.status,
        typeof body.message === 'string' ? body.message : '',
        body.details,
      );
    }
  } catch {
    // not JSON: fall through to the status
  }
  return new ApiError(response.status === 401 ? 'sessionExpired' : 'default', response.status, text);
}

/**
 * A file from the API (CSV report, PDF): same headers as the API client (bearer token, language,
 * routing header), the body read as a stream so the caller can show the bytes received, and the
 * client's error handling (401 → session expired, otherwise a translated toast).
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<Blob> {
  const token = readToken();
  const headers: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    'x-target-service': options.service,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), { headers, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError('default', 0, '');
    notifyApiError(error);
    throw error;
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if ((error.status === 401 && token) || error.code === 'sessionExpired') expireSession();
    else notifyApiError(error);
    throw error;
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) {
    const blob = await response.blob();
    options.onProgress?.({ received: blob.size, total });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress?.({ received, total });
  }
  return new Blob(chunks, { type });
}

/** Hands a file to the browser's download. */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
