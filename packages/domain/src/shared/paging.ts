import { z } from 'zod';
import { intSchema } from './contract-fields';

/** The furthest page (from 0) a paged listing may ask for: beyond any real listing, it only bounds the offset. */
export const LIST_PAGE_MAX = 100_000;

/** A paged listing's `pagina` argument in a query string: from 0 (when left out) to LIST_PAGE_MAX. */
export const pageIndexQuerySchema = z.coerce.number().int().min(0).max(LIST_PAGE_MAX).default(0);

/** A paged listing's `max` argument in a query string: 1 to the listing's page size, the page size when left out. */
export function pageSizeQuerySchema(pageSize: number) {
  return z.coerce.number().int().min(1).max(pageSize).default(pageSize);
}

/**
 * A page of a listing as the API answers it: at most `pageSize` rows, its number and whether another page follows.
 * The page size is part of the contract (GraphQL's cost limit reads it as the list's size).
 */
export function listPageOf<Row extends z.ZodType>(row: Row, pageSize: number) {
  return z.object({
    itens: z.array(row).max(pageSize),
    pagina: intSchema,
    /** Whether another page exists. */
    temMais: z.boolean(),
  });
}

/**
 * A paged GraphQL listing's `pagina` argument: null or left out is the first page; `firstPage` is 0 or 1 as the
 * listing's spec counts (subcontractors from 0, sample concessions from 1), up to LIST_PAGE_MAX pages on.
 */
export function pageArgumentSchema(firstPage: 0 | 1) {
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .number()
      .int()
      .min(firstPage)
      .max(LIST_PAGE_MAX + firstPage)
      .default(firstPage),
  );
}
