import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** "Pedido 4215729 · Status da conciliação · Portal Fornecedor": what is shown, where, which site; blanks dropped. */
export function composeTitle(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ');
}

const SetDetailContext = createContext<(detail: string | null) => void>(() => undefined);

/**
 * Names what the page shows in the browser's tab (the order, the load, the CD): "Pedido 4215729". The screen's
 * name and the site's come from the route (PageTitleProvider), so a page says only what it alone knows. Null
 * while it does not know yet (loading, no id).
 */
export function usePageTitle(detail: string | null): void {
  const setDetail = useContext(SetDetailContext);
  useEffect(() => {
    setDetail(detail);
    return () => setDetail(null);
  }, [detail, setDetail]);
}

interface PageTitleProviderProps {
  /** The translated name of the screen on show (from the route), null where there is none. */
  screen: string | null;
  /** The site's name, last in every title. */
  site: string;
  children: ReactNode;
}

/**
 * Writes document.title for the route on show: [the page's detail ·] screen · site. The detail lives in state
 * here, not in each page's effect, so it does not matter whether the page's effect or the route's runs first.
 */
export function PageTitleProvider({ screen, site, children }: PageTitleProviderProps) {
  const [detail, setDetail] = useState<string | null>(null);
  useEffect(() => {
    document.title = composeTitle([detail, screen, site]);
  }, [detail, screen, site]);
  return <SetDetailContext.Provider value={setDetail}>{children}</SetDetailContext.Provider>;
}
