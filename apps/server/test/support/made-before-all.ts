import { beforeAll } from 'vitest';

/**
 * A value a file's `beforeAll` makes, handed out at once: a stand-in that reads through to the value once it exists
 * (so a test file declares `const t = useTestApp()` instead of a `let` and its hooks). Outside tests and hooks,
 * before the value is made, reading it throws.
 */
export function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  const current = (): T => {
    if (!value) throw new Error(`${what} is made in beforeAll: read it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    set: (_, key, newValue) => Reflect.set(current(), key, newValue),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
