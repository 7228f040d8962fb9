import { useState, type Dispatch, type SetStateAction } from 'react';
import { errorText, type ApiError } from '../../../lib/api-client';
import { refusedItemIds } from '../model/label-refusal';
import { toggleAll, toggleRow, typeQuantity, type QuantityDraft } from '../model/quantity-draft';

/** The rows ticked on a label table with their quantities, and how the table changes them. */
export interface RowSelection<T> {
  draft: QuantityDraft;
  onToggle(item: T, checked: boolean): void;
  onToggleAll(checked: boolean): void;
  onQuantity(item: T, text: string): void;
}

export interface LabelSelection<T> extends RowSelection<T> {
  setDraft: Dispatch<SetStateAction<QuantityDraft>>;
  /** The rows the server refused, with its message. */
  refused: ReadonlyMap<number, string>;
  /** A refusal of the server (useLabelFiles' onRefusal): marks the items it names with its message. */
  markRefused(error: ApiError): void;
  clearRefused(): void;
}

/**
 * The rows ticked on a label page with their quantities, and the rows the server refused: each keeps the
 * server's message until the row is changed or the next file is asked for. Ticking a row fills defaultOf.
 */
export function useLabelSelection<T extends { id: number }>(
  items: readonly T[],
  defaultOf: (item: T) => number,
): LabelSelection<T> {
  const [draft, setDraft] = useState<QuantityDraft>(() => new Map());
  const [refused, setRefused] = useState<ReadonlyMap<number, string>>(() => new Map());

  const forget = (id: number) =>
    setRefused((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const clearRefused = () => setRefused(new Map());

  const markRefused = (error: ApiError) => {
    const text = errorText(error);
    setRefused(new Map(refusedItemIds(error).map((id) => [id, text])));
  };

  const onToggle = (item: T, checked: boolean) => {
    forget(item.id);
    setDraft((current) => toggleRow(current, item.id, checked, defaultOf(item)));
  };

  const onToggleAll = (checked: boolean) => {
    clearRefused();
    setDraft((current) => toggleAll(current, items, checked, defaultOf));
  };

  const onQuantity = (item: T, text: string) => {
    forget(item.id);
    setDraft((current) => typeQuantity(current, item.id, text));
  };

  return { draft, setDraft, refused, markRefused, clearRefused, onToggle, onToggleAll, onQuantity };
}
