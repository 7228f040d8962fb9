import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Drops the files on a FileDropzone as a person dragging them from the desktop would. */
export function dropFiles(zone: HTMLElement, files: File[]): void {
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

/** The file a dropzone's page took: where it is picked and shown, and the action it enables. */
interface PickedFile {
  input: string;
  shown: string;
  text: string;
  action: () => HTMLElement;
}

/** Picks the file: the page shows it (`text`) and enables its action; Clear forgets it and disables the action again. */
export async function expectPickedThenCleared(user: UserEvent, file: File, picked: PickedFile): Promise<void> {
  await user.upload(await screen.findByTestId(picked.input), file);
  expect(await screen.findByTestId(picked.shown)).toHaveTextContent(picked.text);
  expect(picked.action()).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Limpar' }));
  expect(screen.queryByTestId(picked.shown)).not.toBeInTheDocument();
  expect(picked.action()).toBeDisabled();
}
