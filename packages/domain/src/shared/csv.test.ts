import { describe, expect, it } from 'vitest';
import { formatDateBr, formatDateTimeBr } from '../calendar/date-format';
import { csvCell, csvDocument, csvRow } from './csv';

describe('CSV rules', () => {
  it.each([
    [null, '---'],
    [undefined, '---'],
    ['', '---'],
    ['  ', '---'],
    ['Malharia', 'Malharia'],
    [42, '42'],
    [-3.5, '-3.5'],
    [true, 'Sim'],
    [false, 'Não'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+55 51 9999', "'+55 51 9999"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a;b', '"a;b"'],
    ['linha\nnova', '"linha\nnova"'],
    ['aspas "x"', '"aspas ""x"""'],
  ])('cell %j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('formats dates the Brazilian way', () => {
    expect(formatDateBr('2026-11-22')).toBe('22/11/2026');
    expect(formatDateBr('2026-11-22T10:00:00Z')).toBe('22/11/2026');
    expect(formatDateBr(null)).toBe('');
    expect(formatDateBr('22/11/2026')).toBe('');
    expect(formatDateTimeBr('2026-11-22', '07:30:00')).toBe('22/11/2026 07:30');
    expect(formatDateTimeBr('2026-11-22', null)).toBe('22/11/2026');
  });

  it('writes rows with semicolons and CRLF, documents with a BOM', () => {
    expect(csvRow(['a', null, 3])).toBe('a;---;3\r\n');
    const doc = csvDocument(['Pedido', 'Fornecedor'], [[1, 'Aurora']]);
    expect(doc.startsWith('\uFEFFPedido;Fornecedor\r\n')).toBe(true);
    expect(doc.endsWith('1;Aurora\r\n')).toBe(true);
  });
});
