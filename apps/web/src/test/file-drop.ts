import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Drops the files on a FileDropzone as a person dragging them from the desktop would. */
export function dropFiles(zone: HTMLElement, files: File[]): void {
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

/** A page's FileDropzone: the data-testids of its file input and of the chosen file's line. */
interface DropzoneTestIds {
  input: string;
  shown: string;
}

/**
 * A page's FileDropzone as its tests use it: picking a file through its input, and the page's action that a
 * chosen file enables (Import, Reconcile…).
 */
export function pageDropzone(ids: DropzoneTestIds, action: () => HTMLElement) {
  const pick = async (user: UserEvent, file: File) => user.upload(await screen.findByTestId(ids.input), file);
  return {
    pick,
    /** Picks the file, waits until the page's action is enabled, and presses it. */
    async pickThenAct(user: UserEvent, file: File): Promise<void> {
      await pick(user, file);
      await waitFor(() => expect(action()).toBeEnabled());
      await user.click(action());
    },
    /**
     * Picks the file: the page shows it (`text`) and enables its action; Clear forgets it and disables the
     * action again.
     */
    async expectPickedThenCleared(user: UserEvent, file: File, text: string): Promise<void> {
      await pick(user, file);
      expect(await screen.findByTestId(ids.shown)).toHaveTextContent(text);
      expect(action()).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Limpar' }));
      expect(screen.queryByTestId(ids.shown)).not.toBeInTheDocument();
      expect(action()).toBeDisabled();
    },
  };
}
