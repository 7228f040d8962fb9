/** Facts about the benchmark data set that the generator writes and the benchmarks read. */
import { cnpjCheckDigits } from '@portal/domain';

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

/** A valid CNPJ of headquarters (0001) for an 8-digit company root: bench suppliers 40,000,000 + rank. */
export function benchCnpj(root: number): string {
  const base = `${String(root).padStart(8, '0')}0001`;
  return base + cnpjCheckDigits(base);
}

/**
 * The generators' deterministic pseudo-random integer in [0, 2^31) from a number and a salt: every "random" choice
 * of the data sets is bench_h(key, salt), so two runs build the same rows. Created for a load, dropped after it.
 */
export const CREATE_BENCH_HASH = `create or replace function bench_h(n bigint, salt int) returns int
  language sql immutable parallel safe as $$ select (hashint8(n * 1000 + salt)::bigint & 2147483647)::int $$`;
export const DROP_BENCH_HASH = 'drop function if exists bench_h';
