import { TAG_FILE_NAME_MAX, type TagOutput } from '@portal/domain';

export type FileNameProblem = 'required' | 'invalid';

/** The server's rule for nomeArquivo (label-contracts.ts): a name without folders or control characters. */
export function fileNameProblem(name: string): FileNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
  if (trimmed.length > TAG_FILE_NAME_MAX || /[\\/:*?"<>|\u0000-\u001f]/.test(trimmed)) return 'invalid';
  return null;
}

/**
 * Switching between Zebra and TXT changes the extension of a name that still ends in .zpl or .txt, so the
 * name matches what is generated; any other name the user typed stays as it is.
 */
export function fileNameForOutput(name: string, output: TagOutput): string {
  if (output === 'pdf') return name;
  return /\.(zpl|txt)$/i.test(name) ? name.replace(/\.(zpl|txt)$/i, `.${output}`) : name;
}
