import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  readUrlFilters,
  urlChoice,
  urlDigits,
  urlIsoDate,
  urlText,
  useUrlFilters,
  writeUrlFilters,
  type UrlFilters,
} from '../use-url-filters';

interface Form {
  id: string;
  text: string;
  status: 'open' | 'closed' | '';
  from: string;
  sort: 'asc' | 'desc';
}
const DEFAULTS: Form = { id: '', text: '', status: '', from: '', sort: 'asc' };
const SCHEMA = z.object({
  id: urlDigits(6),
  text: urlText(20),
  status: urlChoice(['open', 'closed'] as const, true),
  from: urlIsoDate,
  sort: urlChoice(['asc', 'desc'] as const),
});

describe('readUrlFilters / writeUrlFilters', () => {
  it('reads each field on its own: a bad value falls back to its default, the others stay', () => {
    const params = new URLSearchParams('id=12x&text=cotton&status=lost&from=2027-03-05&sort=desc&other=1');
    expect(readUrlFilters(SCHEMA, DEFAULTS, params)).toEqual({
      id: '',
      text: 'cotton',
      status: '',
      from: '2027-03-05',
      sort: 'desc',
    });
    expect(readUrlFilters(SCHEMA, DEFAULTS, new URLSearchParams('sort=sideways&from=05/03/2027'))).toEqual(DEFAULTS);
  });

  it('writes only what differs from the defaults, keeps other params, in a stable order', () => {
    const next = writeUrlFilters({ ...DEFAULTS, text: 'a b', sort: 'desc' }, DEFAULTS, new URLSearchParams('id=3&x=1'));
    expect(next.toString()).toBe('sort=desc&text=a+b&x=1');
  });
});

let current: UrlFilters<Form> | null = null;

function Page() {
  const filters = useUrlFilters(SCHEMA, DEFAULTS);
  const location = useLocation();
  current = filters;
  return (
    <>
      <output aria-label="search">{location.search}</output>
      <output aria-label="draft">{JSON.stringify(filters.draft)}</output>
      <output aria-label="applied">{JSON.stringify(filters.applied)}</output>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const hook = () => current!;

describe('useUrlFilters', () => {
  it('starts from the address: a shared link shows its filters in the form and the list', () => {
    renderAt('/list?text=linen&status=open');
    expect(JSON.parse(shown('applied')!)).toEqual({ ...DEFAULTS, text: 'linen', status: 'open' });
    expect(JSON.parse(shown('draft')!)).toEqual({ ...DEFAULTS, text: 'linen', status: 'open' });
  });

  it('typing changes the draft only; applying pushes an entry, and Back restores the form and the list', async () => {
    const router = renderAt('/list');
    act(() => hook().edit({ text: 'wool' }));
    expect(shown('search')).toBe('');
    expect(JSON.parse(shown('applied')!)).toEqual(DEFAULTS);
    let moved = false;
    act(() => {
      moved = hook().apply();
    });
    expect(moved).toBe(true);
    expect(shown('search')).toBe('?text=wool');
    expect(JSON.parse(shown('applied')!).text).toBe('wool');

    act(() => hook().edit({ text: 'silk' }));
    act(() => void hook().apply());
    expect(shown('search')).toBe('?text=silk');

    await act(() => router.navigate(-1));
    expect(shown('search')).toBe('?text=wool');
    expect(JSON.parse(shown('draft')!).text).toBe('wool');
    expect(JSON.parse(shown('applied')!).text).toBe('wool');
  });

  it('applying what the address already holds does not navigate (the caller refetches)', () => {
    const router = renderAt('/list?text=wool');
    const before = router.state.location.key;
    let moved = true;
    act(() => {
      moved = hook().apply();
    });
    expect(moved).toBe(false);
    expect(router.state.location.key).toBe(before);
  });

  it('replace changes the entry in place and keeps its state; reset clears the form and the address', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <Page /> }], {
      initialEntries: ['/start', { pathname: '/list', state: { selected: [7] } }],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    act(() => void hook().apply({ ...DEFAULTS, sort: 'desc' }, { replace: true }));
    expect(shown('search')).toBe('?sort=desc');
    expect(router.state.location.state).toMatchObject({ selected: [7] });
    expect(router.state.historyAction).toBe('REPLACE');

    act(() => hook().edit({ text: 'draft' }));
    act(() => void hook().reset());
    expect(shown('search')).toBe('');
    expect(JSON.parse(shown('draft')!)).toEqual(DEFAULTS);
  });

  it('a sort applied in place keeps the edits not yet searched', () => {
    renderAt('/list');
    act(() => hook().edit({ text: 'typed, not searched', sort: 'desc' }));
    act(() => void hook().apply({ ...hook().applied, sort: 'desc' }, { replace: true }));
    expect(JSON.parse(shown('applied')!)).toEqual({ ...DEFAULTS, sort: 'desc' });
    expect(JSON.parse(shown('draft')!).text).toBe('typed, not searched');
  });
});
