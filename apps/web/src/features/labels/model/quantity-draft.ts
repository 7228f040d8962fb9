/**
 * The rows ticked on a label page and what was typed in each one's quantity (digits, possibly empty). A row is
 * selected when it has an entry; the entry's text is what the input shows.
 */
export type QuantityDraft = ReadonlyMap<number, string>;

/** The draft as the domain rules read it: an empty entry is a missing quantity. */
export function quantitiesOf(draft: QuantityDraft): Map<number, number | null> {
  return new Map([...draft].map(([id, text]) => [id, text === '' ? null : Number(text)]));
}

/** Ticking a row fills its default quantity; unticking forgets what was typed. */
export function toggleRow(draft: QuantityDraft, id: number, checked: boolean, defaultQuantity: number): QuantityDraft {
  const next = new Map(draft);
  if (checked) next.set(id, String(defaultQuantity));
  else next.delete(id);
  return next;
}

/** Select all keeps what was typed in rows already ticked and fills the default in the others. */
export function toggleAll<T extends { id: number }>(
  draft: QuantityDraft,
  items: readonly T[],
  checked: boolean,
  defaultOf: (item: T) => number,
): QuantityDraft {
  if (!checked) return new Map();
  return new Map(items.map((item) => [item.id, draft.get(item.id) ?? String(defaultOf(item))]));
}

/** Typing in a row's quantity ticks the row (the text is already cleaned: digits only, capped where it applies). */
export function typeQuantity(draft: QuantityDraft, id: number, text: string): QuantityDraft {
  const next = new Map(draft);
  next.set(id, text);
  return next;
}

/** The itens of a request, in the items' order. Call only when generation is allowed (every quantity set). */
export function requestItems(
  items: readonly { id: number }[],
  draft: QuantityDraft,
): { id: number; quantidade: number }[] {
  return items
    .filter((item) => draft.has(item.id))
    .map((item) => ({ id: item.id, quantidade: Number(draft.get(item.id)) }));
}
