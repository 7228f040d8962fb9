/** Facts about the benchmark data set that the generator writes and the benchmarks read. */

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/portal_bench';

/** Bench order numbers start here (the demo seed's are around 4,200,000). */
export const BENCH_ORDER_ID_BASE = 5_000_000;

/** Bench supplier ids: BASE + rank, rank 0 being the big supplier (20,000 orders). */
export const BENCH_SUPPLIER_ID_BASE = 900_000;
export const BENCH_BIG_SUPPLIER_ID = BENCH_SUPPLIER_ID_BASE;

const FIRST = ['Confecções', 'Têxtil', 'Malharia', 'Indústria', 'Calçados', 'Moda', 'Tecelagem', 'Comércio'];
const SECOND = ['Vale', 'Serra', 'Atlântico', 'Horizonte', 'Aurora', 'Pampa', 'Cerrado', 'Litoral', 'Planalto'];
const THIRD = ['Azul', 'Norte', 'Sul', 'Nova', 'Real', 'Brasil', 'Paulista', 'Gaúcha', 'Mineira', 'Catarinense'];

/** A plausible company name, unique per rank ("Confecções Vale Azul 0001 Ltda"). */
export function benchSupplierName(rank: number): string {
  const a = FIRST[rank % FIRST.length]!;
  const b = SECOND[Math.floor(rank / FIRST.length) % SECOND.length]!;
  const c = THIRD[Math.floor(rank / (FIRST.length * SECOND.length)) % THIRD.length]!;
  return `${a} ${b} ${c} ${String(rank).padStart(4, '0')} Ltda`;
}
