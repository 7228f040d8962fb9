import { expect } from 'vitest';
import type { z } from 'zod';

/** One issue of a form's schema, flat: the field as its dotted path, zod's message and code. */
export interface FieldIssue {
  field: string;
  message: string;
  code: string;
}

/** Reads a schema's issues as a form shows them, one per field; none when the values pass. */
export function issuesReader(schema: z.ZodType): (values: unknown) => FieldIssue[] {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return [];
    return result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message, code: i.code }));
  };
}

/** Expects the field's one issue to be "missing": zod's invalid_type, received undefined (requiredField). */
export function expectMissingField(issues: FieldIssue[], field: string): void {
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatchObject({ field, code: 'invalid_type' });
  expect(issues[0]!.message).toMatch(/received undefined$/);
}
