/**
 * A paged listing on the server: which rows a page reads, and its answer `{ itens, pagina, temMais }` (the domain's
 * listPageOf). A page reads one row more than it shows, so the answer knows whether another page follows without
 * counting.
 */

/** The rows a repository reads for one page: skip `offset`, read at most `limit` (the page size plus one). */
export interface PageWindow {
  offset: number;
  limit: number;
}

export interface PageRequest {
  /** the page asked for, counted from firstPage */
  pagina: number;
  /** rows a page shows */
  size: number;
  /** the listing's first page number: 0, or 1 where its spec counts from 1 (default 0) */
  firstPage?: 0 | 1;
}

/**
 * Reads one page through `read` (handed the page's window) and answers it with each shown row mapped by `toItem`:
 * `readPage({ pagina, size: PAGE_SIZE }, (window) => repo.list(db, search, window), toDto)`.
 */
export async function readPage<Row, Item>(
  { pagina, size, firstPage = 0 }: PageRequest,
  read: (window: PageWindow) => Promise<readonly Row[]>,
  toItem: (row: Row) => Item,
): Promise<{ itens: Item[]; pagina: number; temMais: boolean }> {
  const rows = await read({ offset: (pagina - firstPage) * size, limit: size + 1 });
  return { itens: rows.slice(0, size).map((row) => toItem(row)), pagina, temMais: rows.length > size };
}
