import type { MouseEvent } from 'react';

/**
 * Where the shell's "skip to content" link lands: a page marks its main task (the order search of /main) with
 * this attribute and tabIndex -1; without one the link lands on <main>. Landing past the page's welcome and menus
 * makes the next Tab the task's first field.
 */
export const SKIP_TARGET_ATTRIBUTE = 'data-skip-target';

export const skipTargetProps = { [SKIP_TARGET_ATTRIBUTE]: true, tabIndex: -1 } as const;

/** The skip link's click: focus (and scroll to) the page's skip target, else let the link reach its anchor. */
export function skipToTarget(event: MouseEvent<HTMLAnchorElement>, mainId: string): void {
  const main = document.getElementById(mainId);
  const target = main?.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
