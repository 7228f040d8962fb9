import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordToasts } from '../../test/toasts';
import { ApiError } from '../api-client';
import { useDownload, type DownloadTask } from '../use-download';

/** A download that waits until the test lets it finish (or the signal stops it). */
function pending() {
  let finish: (value: string) => void = () => undefined;
  let task: DownloadTask | null = null;
  const work = (t: DownloadTask) => {
    task = t;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      t.signal.addEventListener('abort', () => reject(t.signal.reason));
    });
  };
  return { work, finish: (value: string) => finish(value), task: () => task! };
}

describe('useDownload', () => {
  it('reports progress under the kind, resolves with the work’s answer and goes idle', async () => {
    const { result } = renderHook(() => useDownload<'csv' | 'pdf'>());
    const run = pending();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run('pdf', run.work);
    });
    expect(result.current.state).toEqual({ kind: 'pdf', received: 0, total: null });
    act(() => run.task().progress({ received: 512, total: 2048 }));
    expect(result.current.state).toEqual({ kind: 'pdf', received: 512, total: 2048 });
    await act(async () => {
      run.finish('saved');
      expect(await answer).toBe('saved');
    });
    expect(result.current.state).toBeNull();
  });

  it('runs one at a time: a second start while one runs does nothing', async () => {
    const { result } = renderHook(() => useDownload());
    const first = pending();
    const second = vi.fn(async () => 'second');
    act(() => void result.current.run('file', first.work));
    let answer: string | null = 'unset';
    await act(async () => {
      answer = await result.current.run('file', second);
    });
    expect(answer).toBeNull();
    expect(second).not.toHaveBeenCalled();
    await act(async () => first.finish('first'));
  });

  it('cancel aborts the work: nothing is said, null is the answer, and another may start', async () => {
    const toasts = recordToasts();
    const { result } = renderHook(() => useDownload());
    const run = pending();
    let answer: Promise<string | null> = Promise.resolve('unset');
    act(() => {
      answer = result.current.run('file', run.work);
    });
    await act(async () => {
      result.current.cancel();
      expect(await answer).toBeNull();
    });
    expect(run.task().signal.aborted).toBe(true);
    expect(toasts).not.toHaveBeenCalled();
    expect(result.current.state).toBeNull();
    await act(async () => expect(await result.current.run('file', async () => 'again')).toBe('again'));
  });

  it('an API refusal was shown by the client; anything else gets the generic toast; onError takes both', async () => {
    const toasts = recordToasts();
    const { result } = renderHook(() => useDownload());
    await act(async () => {
      await result.current.run('file', async () => Promise.reject(new ApiError('notFound', 404, 'x')));
    });
    expect(toasts).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.run('file', async () => Promise.reject(new TypeError('broken')));
    });
    expect(toasts).toHaveBeenCalledTimes(1);

    const onError = vi.fn();
    const custom = renderHook(() => useDownload({ onError }));
    const refusal = new ApiError('notFound', 404, 'x');
    await act(async () => {
      await custom.result.current.run('file', async () => Promise.reject(refusal));
    });
    expect(onError).toHaveBeenCalledWith(refusal);
  });
});
