import { and, ilike, type Column, type SQL } from 'drizzle-orm';

/** A case-insensitive "contains" pattern for ILIKE: the user's %, _ and \ match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's text filters: each text given must be contained in its column, ignoring case; a filter left out (or
 * blank) filters nothing, and with none given the answer is undefined (no WHERE).
 * `containsAll([[suppliers.name, search.name], [suppliers.cnpj, search.cnpj]])`.
 */
export function containsAll(filters: readonly (readonly [Column, string | undefined])[]): SQL | undefined {
  const conditions = filters.flatMap(([column, text]) => (text ? [ilike(column, likePattern(text))] : []));
  return conditions.length > 0 ? and(...conditions) : undefined;
}
