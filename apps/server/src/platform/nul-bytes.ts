/**
 * U+0000 in request text. PostgreSQL cannot store it in text and refuses it with an error that would surface as a
 * 500 (and C-based tools cut a CSV at it), so a request carrying it is refused up front with 400 invalidCharacter.
 */

const NUL = '\u0000';

/** A raw URL whose query holds an encoded NUL (%00), before any parser has looked at it. */
export function urlHasEncodedNul(url: string): boolean {
  return /%00/i.test(url) || url.includes(NUL);
}

/**
 * The path ('variables.filtro.nome', 'query[2]') of the first string or key holding a NUL in a parsed value,
 * or null. Walks with its own stack: a deeply nested body cannot overflow the call stack. Buffers and other
 * binary values are skipped.
 */
export function nulBytePath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}[${i}]`]);
    } else if (current !== null && typeof current === 'object' && isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path === '' ? key : `${path}.${key}`;
        if (key.includes(NUL)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
