/** Facts about the conciliation benchmark data set that its generator writes and its runner reads. */

/** Its own database: never the orders benchmark's portal_bench nor the scheduling one. */
export const CONC_DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/portal_bench_conc';

/** Order numbers of the conciliation bench (demo ~4,200,000; orders bench from 5,000,000; scheduling 7,000,000). */
export const CONC_BENCH_ORDER_BASE = 8_000_000;
/** A orders of the demo supplier A, each with CONC_BENCH_ITEMS items; every measured run uses a fresh one. */
export const CONC_BENCH_ORDERS = 200;
/** The NF-e maximum: the largest invoice a supplier can send. */
export const CONC_BENCH_ITEMS = 990;
