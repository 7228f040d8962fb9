import { formatDateBr, isCalendarDate } from '@portal/domain';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/** A real calendar date as YYYY-MM-DD ("2027-02-30" is not one): the calendar module's rule. */
export function isIsoDate(text: string): boolean {
  return isCalendarDate(text);
}

/**
 * A date typed as dd/mm/yyyy (or d/m/yyyy, or ddmmyyyy; or pasted as YYYY-MM-DD) as YYYY-MM-DD; null when
 * incomplete or impossible.
 */
export function parseDateText(text: string): string | null {
  if (isIsoDate(text.trim())) return text.trim();
  const m = TYPED_DATE.exec(text.trim()) ?? TYPED_DIGITS.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The text typed in full, whether or not it is a real date: "31/02/2027" is complete and impossible. */
export function isCompleteDateText(text: string): boolean {
  return TYPED_DATE.test(text.trim()) || TYPED_DIGITS.test(text.trim()) || ISO_DATE.test(text.trim());
}

/** What a date field shows for its value: YYYY-MM-DD as dd/mm/yyyy, anything else (a text being typed) as it is. */
export function dateTextOf(value: string): string {
  return isIsoDate(value) ? formatDateBr(value) : value;
}

/** Why a filter's period cannot be searched: `date`, a day that is no date; `dateRange`, the last before the first. */
export type DateRangeProblem = 'date' | 'dateRange';
export type DateRangeProblems<F extends string> = Partial<Record<F, DateRangeProblem>>;

/**
 * A period's two days as the date fields hold them (YYYY-MM-DD, '' or a text that is no date yet): `date` under
 * each day that is no date, else `dateRange` under the last when the period runs backwards. Empty: it may be
 * searched (the server refuses the same).
 */
export function dateRangeProblems<F extends string>(
  form: Record<F, string>,
  [first, last]: readonly [F, F],
): DateRangeProblems<F> {
  const problems: DateRangeProblems<F> = {};
  for (const field of [first, last]) if (form[field] && !isIsoDate(form[field])) problems[field] = 'date';
  if (!problems[first] && !problems[last] && form[first] && form[last] && form[first] > form[last])
    problems[last] = 'dateRange';
  return problems;
}
