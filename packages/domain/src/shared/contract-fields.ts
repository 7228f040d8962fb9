import { z } from 'zod';

/** The fields every area's contracts are made of; an area's own rule (a length, a range) stays with the area. */

/** An id in a path, a query or a body: a positive integer, coerced from the text a path or a query carries. */
export const idInputSchema = z.coerce.number().int().positive();

/** A day written YYYY-MM-DD, its shape only (the conciliation filters also refuse a day the calendar lacks). */
export const isoDateInputSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

/** A whole number in an answer (GraphQL Int). */
export const intSchema = z.number().int();

/** An amount, a quantity or a rate in an answer: a decimal string exactly as stored ("12.3400"), never a float. */
export const decimalTextSchema = z.string().describe('decimal string, never a float');
