import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most max at once, the others in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limit.state).toEqual({ running: 2, waiting: 2 });
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limit.state).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the place back when a run fails, with the run’s own error', async () => {
    const limit = new ConcurrencyLimit(1);
    const failing = limit.run(() => Promise.reject(new Error('refused')));
    const next = limit.run(() => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ok');
    expect(limit.state).toEqual({ running: 0, waiting: 0 });
  });

  it('rests a share of the last run before a queued one starts, and never when nothing waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const limit = new ConcurrencyLimit(1, 0.5);
      const first = deferred();
      const running = limit.run(() => first.promise);
      let secondStartedAt: number | null = null;
      const second = limit.run(async () => {
        secondStartedAt = performance.now();
      });
      await vi.advanceTimersByTimeAsync(80);
      first.resolve();
      await running;
      // the first run lasted 80 ms: the second starts 40 ms after it ended
      await vi.advanceTimersByTimeAsync(39);
      expect(secondStartedAt).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await second;
      expect(secondStartedAt).toBe(120);
      // nothing waits: a run starts at once, however long the previous one took
      let loneStartedAt: number | null = null;
      await limit.run(async () => {
        loneStartedAt = performance.now();
      });
      expect(loneStartedAt).toBe(120);
    } finally {
      vi.useRealTimers();
    }
  });
});
