import { useEffect, type RefObject } from 'react';

/**
 * The keys that bring the focus to /main's action bar, as aria-keyshortcuts writes them. Alt+Shift+A: plain Alt+A
 * opens the "Arquivo" menu of a pt-BR Firefox, Ctrl+Alt is AltGr on Brazilian keyboards and VoiceOver's own keys,
 * and screen readers (NVDA, JAWS) leave Alt+Shift+letters to the page. Matched on the key's place (code), so a Mac's
 * Option+Shift+A (which types Å) works too.
 */
export const ACTIONS_SHORTCUT = 'Alt+Shift+A';
export const ACTIONS_SHORTCUT_KEYS = ['Alt', 'Shift', 'A'] as const;

function isActionsShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA';
}

/** The bar's first control a person can see (the wide and the compact bars hide what does not fit). */
function firstVisibleControl(bar: HTMLElement): HTMLElement | null {
  const controls = bar.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]');
  for (const control of controls) if (control.checkVisibility?.() ?? true) return control;
  return null;
}

/**
 * The shortcut, from anywhere on the page, moves the focus to the bar's first control (from a row 40 rows down it
 * is one key press instead of 148 Tabs); Escape inside the bar goes back where the person was.
 */
export function useActionsShortcut(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    let cameFrom: HTMLElement | null = null;
    const onShortcut = (event: KeyboardEvent) => {
      if (!isActionsShortcut(event)) return;
      event.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !element.contains(active)) cameFrom = active;
      (firstVisibleControl(element) ?? element).focus();
    };
    // a menu the bar opened lives in a portal, outside the bar: its Escape closes the menu only
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !cameFrom?.isConnected) return;
      event.preventDefault();
      cameFrom.focus();
    };
    window.addEventListener('keydown', onShortcut);
    element.addEventListener('keydown', onEscape);
    return () => {
      window.removeEventListener('keydown', onShortcut);
      element.removeEventListener('keydown', onEscape);
    };
  }, [bar]);
}
