/** Facts about the scheduling benchmark data set that its generator writes and its benchmarks read. */

/** Its own database: never the orders benchmark's portal_bench. */
export const SCHED_DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/portal_bench_sched';

/** The bench CD's code (physical_locations.code). */
export const SCHED_BENCH_CD_CODE = 'BENCH-SCHED';
export const SCHED_BENCH_GATES = 40;
/** Bookings in the bench week. */
export const SCHED_BENCH_BOOKINGS = 5000;
/** Unscheduled loads (one A order each) in the bench week, for the booking benchmark. */
export const SCHED_BENCH_FREE_LOADS = 2000;
/**
 * Unscheduled loads (one A order each) in the week after the bench week, for the booking load test (100 clients
 * with think time): its empty week has room for about 7,000 loads, so thousands of bookings do not fill it.
 */
export const SCHED_BENCH_LOAD_TEST_LOADS = 5000;
/** Order numbers of the scheduling bench (the demo seed's are around 4,200,000; the orders bench's from 5,000,000). */
export const SCHED_BENCH_ORDER_BASE = 7_000_000;
