import { tagFileNameSchema, type TagOutput } from '@portal/domain';

export type FileNameProblem = 'required' | 'invalid';

/** The server's rule for nomeArquivo (tagFileNameSchema): a name without folders or control characters. */
export function fileNameProblem(name: string): FileNameProblem | null {
  if (name.trim() === '') return 'required';
  return tagFileNameSchema.safeParse(name).success ? null : 'invalid';
}

/**
 * Switching between Zebra and TXT changes the extension of a name that still ends in .zpl or .txt, so the
 * name matches what is generated; any other name the user typed stays as it is.
 */
export function fileNameForOutput(name: string, output: TagOutput): string {
  if (output === 'pdf') return name;
  return /\.(zpl|txt)$/i.test(name) ? name.replace(/\.(zpl|txt)$/i, `.${output}`) : name;
}
