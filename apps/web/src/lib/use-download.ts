import { useCallback, useRef, useState } from 'react';
import { ApiError, isAbortError, notifyApiError } from './api-client';
import type { DownloadProgress } from './download';

/** The running download: which one (a page may offer several), and how far it got. */
export interface DownloadRun<K extends string> extends DownloadProgress {
  kind: K;
}

/** What the work of a download receives: the signal that cancels it and where to report progress. */
export interface DownloadTask {
  signal: AbortSignal;
  progress: (progress: DownloadProgress) => void;
}

export interface UseDownloadOptions {
  /**
   * A failure that is not a cancel. By default an ApiError was already shown by the API client and anything
   * else gets the generic toast; a page that marks rows on a refusal takes it here instead.
   */
  onError?: (error: unknown) => void;
}

function defaultOnError(error: unknown): void {
  if (!(error instanceof ApiError)) notifyApiError(error);
}

/**
 * One cancellable download with progress at a time (a report, a seal, a label file, the orders export).
 * `run(kind, work)` starts it unless one is running (then it resolves null at once), hands `work` a signal and a
 * progress callback, and resolves with what `work` returned, or null when it failed or was cancelled; `cancel`
 * aborts it and nothing is saved. `state` drives the progress bar (null when idle).
 */
export function useDownload<K extends string = 'file'>({ onError = defaultOnError }: UseDownloadOptions = {}) {
  const [state, setState] = useState<DownloadRun<K> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const handleError = useRef(onError);
  handleError.current = onError;

  const run = useCallback(async <T>(kind: K, work: (task: DownloadTask) => Promise<T>): Promise<T | null> => {
    if (controller.current) return null;
    const current = new AbortController();
    controller.current = current;
    setState({ kind, received: 0, total: null });
    try {
      return await work({
        signal: current.signal,
        progress: ({ received, total }) => setState({ kind, received, total }),
      });
    } catch (error) {
      // a cancel needs no word
      if (!isAbortError(error)) handleError.current(error);
      return null;
    } finally {
      if (controller.current === current) controller.current = null;
      setState(null);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, run, cancel };
}
