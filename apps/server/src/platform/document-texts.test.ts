import { describe, expect, it } from 'vitest';
import { fillText } from './document-texts';

describe('fillText', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillText('Página {page} de {pages}', { page: 1, pages: 3 })).toBe('Página 1 de 3');
    expect(fillText('{x} {y}', { x: 'a' })).toBe('a {y}');
  });
});
