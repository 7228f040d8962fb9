/** What an area's checks say of a pick or a drop of files: the one file to take, or why none was taken. */
export type FileCheck<Refusal> = { ok: true; file: File } | { ok: false; refusal: Refusal };

/**
 * The kind of file an area's picker takes: the system picker's filter (`accept`), the largest size (the hint
 * under the button) and the area's client-side checks, asynchronous when they read the file's bytes.
 */
export interface PickedFileKind<Refusal> {
  accept: string;
  maxBytes: number;
  check: (files: File[]) => FileCheck<Refusal> | Promise<FileCheck<Refusal>>;
}
