/** Grid truncation limits (spec 000 §2: default 20; nature 10, DC 10, provider 20). */
export const TRUNCATE = { default: 20, nature: 10, dc: 10, provider: 20 } as const;

/** Cuts a text to max characters with an ellipsis; the full text goes in a tooltip. */
export function truncateText(text: string | null | undefined, max: number = TRUNCATE.default): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}

/** What an empty cell shows on screens and in CSV files (spec 001 §9: "An empty cell shows '---'"). */
export const EMPTY_CELL = '---';

/** A cell's text: the value, or EMPTY_CELL when it is missing or blank. */
export function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_CELL;
  const text = String(value);
  return text.trim() === '' ? EMPTY_CELL : text;
}
