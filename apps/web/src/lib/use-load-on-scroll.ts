import { useEffect, useRef } from 'react';

/**
 * A paged list that loads its next page on scroll (spec 001 §2 "More pages load on scroll"): the returned ref goes
 * on an element under the rows; when it scrolls into view while another page exists and none is loading, `load`
 * runs. The list's Load more button stays for keyboards and for browsers without IntersectionObserver.
 */
export function useLoadOnScroll(hasMore: boolean, loading: boolean, load: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, load });
  latest.current = { hasMore, loading, load };
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const { hasMore: more, loading: busy, load: next } = latest.current;
      if (entries.some((entry) => entry.isIntersecting) && more && !busy) next();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return sentinel;
}
