import { fireEvent } from '@testing-library/react';

/** Drops the files on a FileDropzone as a person dragging them from the desktop would. */
export function dropFiles(zone: HTMLElement, files: File[]): void {
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}
