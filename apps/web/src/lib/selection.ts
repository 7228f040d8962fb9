import { useState } from 'react';

/** The selection with one key ticked or unticked, as a new set (React state is never changed in place). */
export function withToggled<K>(selection: ReadonlySet<K>, key: K, checked: boolean): ReadonlySet<K> {
  const next = new Set(selection);
  if (checked) next.add(key);
  else next.delete(key);
  return next;
}

/** The select-all box's answer: every key ticked, or none. */
export function allOrNone<K>(keys: readonly K[], checked: boolean): ReadonlySet<K> {
  return checked ? new Set(keys) : new Set();
}

/** The ticked rows of a selectable table: tick one, tick all or none, start again. */
export function useSelection<K>() {
  const [selected, setSelected] = useState<ReadonlySet<K>>(() => new Set());
  return {
    selected,
    toggle: (key: K, checked: boolean) => setSelected((current) => withToggled(current, key, checked)),
    toggleAll: (keys: readonly K[], checked: boolean) => setSelected(allOrNone(keys, checked)),
    clear: () => setSelected(new Set()),
  };
}
