/** Grid truncation limits (spec 000 §2: default 20; nature 10, DC 10, provider 20). */
export const TRUNCATE = { default: 20, nature: 10, dc: 10, provider: 20 } as const;

/** Cuts a text to max characters with an ellipsis; the full text goes in a tooltip. */
export function truncateText(text: string | null | undefined, max: number = TRUNCATE.default): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}
