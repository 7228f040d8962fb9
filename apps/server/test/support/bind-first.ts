/** Functions whose first parameter is a T, with that parameter already given. */
export type BoundFirst<T, F> = {
  [K in keyof F]: F[K] extends (first: T, ...rest: infer A) => infer R ? (...rest: A) => R : never;
};

/**
 * A test-support file's helpers with their first argument (the test app, a caller) given once, so a test file
 * takes them bound from its `use…TestApp()` instead of passing the app to every call.
 */
export function bindFirst<T, F extends Record<string, (first: T, ...rest: never[]) => unknown>>(
  first: T,
  helpers: F,
): BoundFirst<T, F> {
  return Object.fromEntries(
    Object.entries(helpers).map(([name, helper]) => [
      name,
      (...rest: never[]) => (helper as (first: T, ...args: never[]) => unknown)(first, ...rest),
    ]),
  ) as BoundFirst<T, F>;
}
