import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { z } from 'zod';

/** Marks the history entries the hook itself pushed (router state), so it tells them from Back and links. */
const OWN_APPLY = 'urlFiltersApplied';

function isOwnApply(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OWN_APPLY] === true;
}

/** A list's filter form as the URL holds it: every field a text ('' = not filtered). */
export type UrlFilterValues<T> = { [K in keyof T]: string };

/** One zod schema per field: a value the schema refuses falls back to the field's default. */
export type UrlFilterSchema<T extends UrlFilterValues<T>> = z.ZodObject<{ [K in keyof T]: z.ZodType<T[K]> }>;

/** A field that takes any text up to `max` characters (what the input itself allows). */
export const urlText = (max: number) => z.string().max(max);
/** A field of digits only (ids), or ''. */
export const urlDigits = (max: number) => z.string().regex(new RegExp(`^\\d{0,${max}}$`));
/** A field of one of `choices`, or '' when `optional`. */
export function urlChoice<const C extends string>(choices: readonly C[]): z.ZodType<C>;
export function urlChoice<const C extends string>(choices: readonly C[], optional: true): z.ZodType<C | ''>;
export function urlChoice(choices: readonly string[], optional = false): z.ZodType<string> {
  return z.enum(optional ? ['', ...choices] : [...choices]) as z.ZodType<string>;
}
/** A date field: YYYY-MM-DD or ''. */
export const urlIsoDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);

/**
 * The applied values of a list's filters from the URL: each field read on its own, so one bad value (a hand-edited
 * address, an old bookmark) falls back to that field's default and keeps the others.
 */
export function readUrlFilters<T extends UrlFilterValues<T>>(
  schema: UrlFilterSchema<T>,
  defaults: T,
  params: URLSearchParams,
): T {
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = (schema.shape[key] as z.ZodType<T[typeof key]>).safeParse(raw);
    if (parsed.success) values[key] = parsed.data;
  }
  return values;
}

/** The URL's search params with `values` written in: a field at its default leaves the address, others stay. */
export function writeUrlFilters<T extends UrlFilterValues<T>>(
  values: T,
  defaults: T,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value: string = values[key] ?? '';
    if (value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  next.sort();
  return next;
}

export interface UrlFilters<T extends UrlFilterValues<T>> {
  /** What the list shows: the values in the URL. */
  applied: T;
  /** What the form shows: the applied values until the user types (typing never touches the URL). */
  draft: T;
  /** Change fields of the form only. */
  edit: (patch: Partial<T>) => void;
  /**
   * Put values in the URL (the draft when none are given). A search pushes a history entry, so Back returns to
   * the previous search; `replace` for changes that are not a search of their own (a column sort, a live filter).
   * False when the URL already held these values (the caller may refetch).
   */
  apply: (values?: T, options?: { replace?: boolean }) => boolean;
  /** Every field back to its default, in the form and the URL (a push, like a search, unless `replace`). */
  reset: (options?: { replace?: boolean }) => boolean;
}

/**
 * A list's applied filters in the URL's search params: shareable, reloadable and safe with Back. The form's draft
 * follows the URL when it changes from outside (Back, Forward, a link); the list reads `applied`.
 */
export function useUrlFilters<T extends UrlFilterValues<T>>(schema: UrlFilterSchema<T>, defaults: T): UrlFilters<T> {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const keys = Object.keys(defaults);
  // the address's text of this list's fields: what decides whether the applied values changed
  const appliedKey = keys.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey is the params' content for these fields
  const applied = useMemo(() => readUrlFilters(schema, defaults, params), [appliedKey]);
  const [draft, setDraft] = useState<T>(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  const navigationType = useNavigationType();

  // the URL changed: Back, Forward or a link put other values there, and the form shows them; after the hook's own
  // apply the form already shows what was applied (and may hold newer edits, e.g. while sorting by a column)
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    if (navigationType === 'POP' || !isOwnApply(location.state)) setDraft(applied);
  }

  const edit = useCallback((patch: Partial<T>) => setDraft((current) => ({ ...current, ...patch })), []);

  const apply = (values: T = draft, options: { replace?: boolean } = {}): boolean => {
    const next = writeUrlFilters(values, defaults, params);
    const current = new URLSearchParams(params);
    current.sort();
    if (next.toString() === current.toString()) return false;
    const search = next.toString();
    const replace = options.replace ?? false;
    // a replaced entry keeps what its state held (/load's assembly request, /main's selection); a new one starts empty
    const kept = replace && typeof location.state === 'object' && location.state !== null ? location.state : {};
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace, state: { ...kept, [OWN_APPLY]: true } },
    );
    return true;
  };

  const reset = (options: { replace?: boolean } = {}) => {
    setDraft(defaults);
    return apply(defaults, options);
  };

  return { applied, draft, edit, apply, reset };
}
