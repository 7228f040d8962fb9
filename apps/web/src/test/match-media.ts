/**
 * A window.matchMedia for jsdom (which has none): a query matches when it fits `matching`. The test set-up gives every
 * test one that prefers reduced motion; a test of a small screen stubs one that also matches its width query.
 */
export function matchMediaMatching(matching: RegExp): (query: string) => MediaQueryList {
  return (query: string) =>
    ({
      matches: matching.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
