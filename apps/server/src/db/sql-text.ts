/** A case-insensitive "contains" pattern for ILIKE: the user's %, _ and \ match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
