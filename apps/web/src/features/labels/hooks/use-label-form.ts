import type { TagKind } from '@portal/domain';
import { useLabelFiles, type LabelFiles } from '../api/label-files';
import type { OrderHead } from '../../../lib/order-head';
import { labelAccess, labelLocked, type LabelAccess } from '../model/label-access';
import { useLabelSelection, type LabelSelection } from './use-label-selection';

export interface LabelForm<T> {
  access: LabelAccess;
  /** Nothing may be generated (labelLocked): the rows cannot be ticked and the output is hidden. */
  locked: boolean;
  selection: LabelSelection<T>;
  files: LabelFiles;
}

/**
 * What every label form holds: what the order and the user's permissions allow, the rows ticked with their
 * quantities and the server's marks, and the file requests, whose refusals mark the rows they name.
 */
export function useLabelForm<T extends { id: number }>(
  kind: TagKind,
  order: OrderHead,
  permissions: readonly string[],
  items: readonly T[],
  defaultOf: (item: T) => number,
): LabelForm<T> {
  const access = labelAccess(kind, order, permissions);
  const selection = useLabelSelection(items, defaultOf);
  const files = useLabelFiles({ onRefusal: selection.markRefused });
  return { access, locked: labelLocked(access), selection, files };
}
