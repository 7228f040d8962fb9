import { vi } from 'vitest';

/** A file the code under test handed to the browser. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Captures the files the code under test hands to the browser (an object URL and an anchor click, as lib/download's
 * saveFile does), in order. Spies only: restored after each test (restoreMocks), so nothing leaks into the next.
 */
export function captureDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** A Blob's bytes, read with FileReader (what jsdom's Blob offers everywhere). */
export async function bytesOf(blob: Blob): Promise<number[]> {
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
  return [...new Uint8Array(buffer)];
}
