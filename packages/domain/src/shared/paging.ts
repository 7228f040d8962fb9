/** The furthest page (from 0) a paged listing may ask for: beyond any real listing, it only bounds the offset. */
export const LIST_PAGE_MAX = 100_000;
