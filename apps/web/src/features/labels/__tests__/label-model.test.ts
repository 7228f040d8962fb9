import { permissionsOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fileNameOfDisposition } from '../../../lib/download';
import { boxStampMarks, resetToDefaults } from '../model/box-stamp-marks';
import { labelAccess } from '../model/label-access';
import { refusedItemIds } from '../model/label-refusal';
import { quantitiesOf, requestItems, toggleAll, toggleRow, typeQuantity } from '../model/quantity-draft';
import { fileNameForOutput, fileNameProblem } from '../model/tag-file-name';
import { makeBoxItem, makeOrder } from './label-fixtures';

describe('quantity draft', () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('ticks with the default, unticks, and types', () => {
    let draft = toggleRow(new Map(), 2, true, 8);
    expect([...draft]).toEqual([[2, '8']]);
    draft = typeQuantity(draft, 3, '');
    expect(quantitiesOf(draft)).toEqual(
      new Map([
        [2, 8],
        [3, null],
      ]),
    );
    draft = toggleRow(draft, 2, false, 8);
    expect([...draft.keys()]).toEqual([3]);
  });

  it('select all keeps typed entries and fills the rest; off clears', () => {
    const draft = toggleAll(new Map([[2, '5']]), items, true, () => 9);
    expect([...draft]).toEqual([
      [1, '9'],
      [2, '5'],
      [3, '9'],
    ]);
    expect(toggleAll(draft, items, false, () => 9).size).toBe(0);
  });

  it('request items follow the items order', () => {
    const draft = new Map([
      [3, '4'],
      [1, '2'],
    ]);
    expect(requestItems(items, draft)).toEqual([
      { id: 1, quantidade: 2 },
      { id: 3, quantidade: 4 },
    ]);
  });
});

describe('box stamp marks', () => {
  const items = [makeBoxItem(1), makeBoxItem(2, { qtCompra: 120, qtItens: 6 })];
  it('marks outside the tolerance and empty quantities with the allowed range', () => {
    const marks = boxStampMarks(
      items,
      false,
      new Map([
        [1, '106'],
        [2, ''],
      ]),
    );
    expect(marks.get(1)).toEqual({ kind: 'tolerance', min: 95, max: 105 });
    expect(marks.get(2)).toEqual({ kind: 'required', min: 114, max: 126 });
    expect(boxStampMarks(items, false, new Map([[1, '95']])).size).toBe(0);
  });

  it('multipack resets ticked rows to the new defaults', () => {
    expect([...resetToDefaults(items, new Map([[2, '125']]), true)]).toEqual([[2, '20']]);
    expect([...resetToDefaults(items, new Map([[2, '21']]), false)]).toEqual([[2, '120']]);
  });
});

describe('labelAccess', () => {
  it('follows checkOrderAction and tagOutputsFor', () => {
    const supplier = permissionsOf('fornecedor');
    expect(labelAccess('etiqueta', makeOrder(), supplier)).toEqual({ block: null, outputs: ['zpl', 'txt'] });
    expect(labelAccess('etiqueta', makeOrder({ status: 'W' }), supplier).block).toBe('status');
    expect(labelAccess('selo', makeOrder({ status: 'D' }), supplier).block).toBe('adminPermission');
    expect(labelAccess('selo', makeOrder({ status: 'D' }), permissionsOf('admin')).block).toBeNull();
    expect(labelAccess('etiqueta', makeOrder(), []).block).toBe('permission');
    expect(
      labelAccess('etiqueta', makeOrder({ empresa: { id: 3, codigo: '003', nome: 'Camicado' } }), supplier).outputs,
    ).toEqual(['pdf']);
    expect(
      labelAccess(
        'etiqueta',
        makeOrder({ empresa: { id: 4, codigo: '004', nome: 'Youcom' }, naturezaPedido: 'Amostra' }),
        supplier,
      ).outputs,
    ).toEqual([]);
  });
});

describe('refusedItemIds', () => {
  it('reads details.itens of the item refusals only', () => {
    expect(
      refusedItemIds(new ApiError('boxTagVolumeWarning', 422, '', { itens: [1, '2', { id: 3 }, 'x', -1] })),
    ).toEqual([1, 2, 3]);
    expect(refusedItemIds(new ApiError('priceTagQuantityExceeded', 422, '', { itens: [7] }))).toEqual([7]);
    expect(refusedItemIds(new ApiError('tag010', 500, '', { itens: [7] }))).toEqual([]);
    expect(refusedItemIds(new ApiError('validation', 422, '', null))).toEqual([]);
    expect(refusedItemIds(new Error('x'))).toEqual([]);
  });
});

describe('file names', () => {
  it.each([
    ['attachment; filename="etiquetas_1.txt"', 'etiquetas_1.txt'],
    ['attachment; filename="a.txt"; filename*=UTF-8\'\'sel%C3%B4s_1.txt', 'selôs_1.txt'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment', null],
    [null, null],
  ])('Content-Disposition %s → %s', (header, expected) => {
    expect(fileNameOfDisposition(header)).toBe(expected);
  });

  it('swaps .zpl and .txt with the output and keeps other names', () => {
    expect(fileNameForOutput('etiquetas.zpl', 'txt')).toBe('etiquetas.txt');
    expect(fileNameForOutput('etiquetas.TXT', 'zpl')).toBe('etiquetas.zpl');
    expect(fileNameForOutput('lote', 'txt')).toBe('lote');
  });

  it('refuses empty names, folders and control characters', () => {
    expect(fileNameProblem('  ')).toBe('required');
    expect(fileNameProblem('a/b.zpl')).toBe('invalid');
    expect(fileNameProblem('x'.repeat(121))).toBe('invalid');
    expect(fileNameProblem('etiquetas.zpl')).toBeNull();
  });
});
