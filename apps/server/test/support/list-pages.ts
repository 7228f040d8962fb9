import { expect } from 'vitest';

/** What every paged listing answers (the domain's listPageOf). */
interface ListPage {
  itens: readonly unknown[];
  pagina: number;
  temMais: boolean;
}

/**
 * Reads a paged listing of `total` rows page by page, from its first page (0 or 1 as its spec counts) through the one
 * that holds row `total` (so one page more when `total` is a multiple of `size`), and expects what paging promises:
 * a full first page, numbered `first`, that says more follow, and a last page that says none do.
 */
export async function expectEveryPage<P extends ListPage>(
  { first, size, total }: { first: 0 | 1; size: number; total: number },
  read: (pagina: number) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  for (let n = 0; n * size <= total; n++) pages.push(await read(first + n));
  expect(pages[0]!.itens).toHaveLength(size);
  expect(pages[0]!.pagina).toBe(first);
  expect(pages[0]!.temMais).toBe(true);
  expect(pages.at(-1)!.temMais).toBe(false);
  return pages;
}
