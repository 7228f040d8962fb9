/**
 * At most `max` runs of a heavy operation at once; the others wait their turn in arrival order (waiting costs
 * nothing). Used where one request takes a core for tens of ms (a 990-item NF-e upload): ten at once would leave
 * nothing for everyone else's short requests; one at a time keeps the machine's other core for them.
 *
 * `restRatio` goes further when runs queue up: before a place passes to the next in line, it rests for that share of
 * the run's own duration (0.5: a run of 80 ms is followed by 40 ms for everyone else). A lone run never waits, so an
 * idle server answers as fast as before; only a queue of heavy runs is spread out.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly restRatio = 0,
  ) {}

  /** Runs now when a place is free, else when one frees up; the place is given back however the run ends. */
  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.running >= Math.max(1, this.max)) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const start = performance.now();
    try {
      return await operation();
    } finally {
      this.release(performance.now() - start);
    }
  }

  private release(durationMs: number): void {
    if (this.waiting.length === 0) {
      this.running--;
      return;
    }
    // the place passes straight to the next in line (running stays the same), after the rest
    const rest = Math.min(1_000, durationMs * this.restRatio);
    if (rest < 1) this.waiting.shift()!();
    else setTimeout(() => this.release(0), rest).unref();
  }

  /** Runs in progress (or resting) and runs waiting, for tests and logs. */
  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
