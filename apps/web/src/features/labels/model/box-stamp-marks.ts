import { boxStampDefault, boxStampTolerance, boxStampWarnings, type BoxStampItem } from '@portal/domain';
import { quantitiesOf, type QuantityDraft } from './quantity-draft';

export interface BoxStampMark {
  /** 'required': ticked without a quantity; 'tolerance': outside default ± 5 % (floor). */
  kind: 'required' | 'tolerance';
  min: number;
  max: number;
}

/** The ticked items the rule marks (boxStampWarnings), with the range each one allows. */
export function boxStampMarks(
  items: readonly BoxStampItem[],
  multipack: boolean,
  draft: QuantityDraft,
): Map<number, BoxStampMark> {
  const warned = new Set(boxStampWarnings(items, multipack, quantitiesOf(draft)));
  const marks = new Map<number, BoxStampMark>();
  for (const item of items) {
    if (!warned.has(item.id)) continue;
    const expected = boxStampDefault(item, multipack);
    const tolerance = boxStampTolerance(expected);
    marks.set(item.id, {
      kind: draft.get(item.id) ? 'tolerance' : 'required',
      min: Math.max(1, expected - tolerance),
      max: expected + tolerance,
    });
  }
  return marks;
}

/** A multipack switch changes every default: each ticked row gets its new default, typed quantities are reset. */
export function resetToDefaults(
  items: readonly BoxStampItem[],
  draft: QuantityDraft,
  multipack: boolean,
): QuantityDraft {
  return new Map(
    items.filter((item) => draft.has(item.id)).map((item) => [item.id, String(boxStampDefault(item, multipack))]),
  );
}
