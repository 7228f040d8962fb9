import { z } from 'zod';

/**
 * A file name as a user gives it (nomeArquivo of labels and charts): trimmed, 1 to `max` characters, without
 * folders or characters a file system refuses. One rule for the screens and the server.
 */
export function fileNameSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
      (name) => !/[\\/:*?"<>|\u0000-\u001f]/.test(name),
      'file name without folders or control characters',
    );
}
