import { z } from 'zod';

/** The fields every area's contracts are made of; an area's own rule (a length, a range) stays with the area. */

/** An id in a path, a query or a body: a positive integer, coerced from the text a path or a query carries. */
export const idInputSchema = z.coerce.number().int().positive();

/** A day written YYYY-MM-DD, its shape only (the conciliation filters also refuse a day the calendar lacks). */
export const isoDateInputSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

/** A whole number in an answer (GraphQL Int). */
export const intSchema = z.number().int();

/** An id argument: a positive integer (GraphQL Int). */
export const positiveIdInput = z.number().int().positive().max(2_147_483_647);

/**
 * GraphQL sends an absent field as null and forms send ''; both are "not given" (a required one: requiredField).
 * Texts are trimmed. For `z.preprocess(blankAsMissing, …)`.
 */
export function blankAsMissing(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

/** A required text: missing, null or blank is requiredField; longer than max is refused. */
export function requiredText(max: number) {
  return z.preprocess(blankAsMissing, z.string().max(max, 'tooLong'));
}

/** An optional text of a form: missing, null or blank is null; longer than max is refused. */
export function optionalText(max: number) {
  return z.preprocess(blankAsMissing, z.string().max(max, 'tooLong').optional()).transform((v) => v ?? null);
}

/** An optional filter text: missing, null or blank is no filter. */
export function filterText(max: number) {
  return z.preprocess(blankAsMissing, z.string().max(max, 'tooLong').optional());
}
/** An amount, a quantity or a rate in an answer: a decimal string exactly as stored ("12.3400"), never a float. */
export const decimalTextSchema = z.string().describe('decimal string, never a float');

/**
 * A filter whose two days (YYYY-MM-DD, either may be left out) must be in order: the last not before the first,
 * refused as dateRange on the last day's field. `withDaysInOrder(z.object({ de, ate, … }), 'de', 'ate')`.
 */
export function withDaysInOrder<Filter extends z.ZodObject, Day extends keyof z.output<Filter> & string>(
  filter: Filter,
  first: Day,
  last: Day,
) {
  return filter.refine(
    (value) => {
      const days = value as Partial<Record<Day, string>>;
      return days[first] === undefined || days[last] === undefined || days[first] <= days[last];
    },
    { message: 'dateRange', path: [last] },
  );
}
