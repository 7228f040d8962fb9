import { describe, expect, it } from 'vitest';
import { TRUNCATE, truncateText } from './text';

describe('truncateText', () => {
  it('keeps short texts and cuts long ones with an ellipsis at the limit', () => {
    expect(truncateText('Normal', TRUNCATE.nature)).toBe('Normal');
    expect(truncateText('Bonificado Compras', TRUNCATE.nature)).toBe('Bonificad…');
    expect(truncateText('Bonificado Compras', TRUNCATE.nature)).toHaveLength(10);
    expect(truncateText('Confecções Vale do Itajaí Ltda')).toHaveLength(20);
    expect(truncateText(null)).toBe('');
  });
});
