import type { ErrorCode } from '@portal/domain';
import { useState } from 'react';
import { notifySuccessCode } from '../../../lib/api-client';
import { notifyCdError } from '../model/errors';

interface RemoveMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/** A row the user asked to delete, and what answers the question (ConfirmDeleteModal reads it). */
export interface Deletion<T> {
  /** the row asked about; null while nothing is asked */
  row: T | null;
  ask: (row: T) => void;
  confirm: () => void;
  cancel: () => void;
  busy: boolean;
}

/**
 * Deleting a row of a CD list after confirming: nothing is sent until the user confirms; either answer closes the
 * question, with the success code or the refusal toasted.
 */
export function useDeletion<T extends { id: number }>(remove: RemoveMutation, success: ErrorCode): Deletion<T> {
  const [row, setRow] = useState<T | null>(null);
  const confirm = () => {
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setRow(null);
        notifySuccessCode(success);
      },
      onError: (error) => {
        setRow(null);
        notifyCdError(error);
      },
    });
  };
  return { row, ask: setRow, confirm, cancel: () => setRow(null), busy: remove.isPending };
}
