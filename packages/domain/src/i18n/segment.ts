import type { Language } from './languages';

/**
 * Server messages may hold one segment per language: "[pt-br]Texto;[en-us]Text;[es-es]Texto;".
 * Returns the current language's segment, else the raw message, else the internal-error text.
 */
export function pickLanguageSegment(
  message: string | null | undefined,
  language: Language | string,
  internalError: string,
): string {
  if (message == null || message.trim() === '') return internalError;
  const wanted = language.toLowerCase();
  const pattern = /\[([a-z]{2}-[a-z]{2})\]([^;]*);?/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(message)) !== null) {
    if (match[1]!.toLowerCase() === wanted) {
      const text = match[2]!.trim();
      if (text) return text;
    }
  }
  return message;
}
