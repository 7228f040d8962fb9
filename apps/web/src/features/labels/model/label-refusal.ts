import { ApiError } from '../../../lib/api-client';

/** Refusals whose details.itens name the items the server would not label; the page marks those rows. */
const ITEM_CODES = new Set(['boxTagVolumeWarning', 'priceTagQuantityExceeded', 'validation']);

/** The ids in a refusal's details.itens (numbers, digit strings or {id}); empty for any other error. */
export function refusedItemIds(error: unknown): number[] {
  if (!(error instanceof ApiError) || !ITEM_CODES.has(error.code)) return [];
  const details = error.details as { itens?: unknown } | null | undefined;
  if (!details || !Array.isArray(details.itens)) return [];
  const ids: number[] = [];
  for (const entry of details.itens as unknown[]) {
    const raw = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry;
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}
