/**
 * Unique violations (SQLSTATE 23505) as both drivers report them, possibly wrapped by drizzle (`cause`):
 * node-postgres names the constraint in `constraint`, PGlite only in the message.
 */

const UNIQUE_VIOLATION = '23505';
const NAMED_IN_MESSAGE = /unique constraint "([^"]+)"/;

/** The name of the unique index or constraint a unique violation broke ('' when unnamed), or null for any other error. */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== UNIQUE_VIOLATION) continue;
    if (typeof constraint === 'string') return constraint;
    return (typeof message === 'string' && NAMED_IN_MESSAGE.exec(message)?.[1]) || '';
  }
  return null;
}

/** Whether an error is a unique violation, of any index. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== null;
}
