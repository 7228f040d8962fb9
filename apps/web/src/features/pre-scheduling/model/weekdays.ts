/** The weekdays of the form's tab: 1 Sunday … 7 Saturday (CONVENTIONS: weeks run Sunday (1) to Saturday (7)). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A weekday's name in the user's language, from the browser's own calendar names (1 January 2023 was a Sunday),
 * capitalised as a label: "Domingo", "Sunday", "Domingo".
 */
export function weekdayLabel(day: number, language: string): string {
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, day)),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
