import { describe, expect, it } from 'vitest';
import { checkLeftoverItems, leftoverRequestSchema, maxLeftover, parseLeftoverInput } from './leftover';

describe('leftovers', () => {
  it('allows what was bought and neither cancelled nor received', () => {
    expect(maxLeftover({ qtCompra: 100, qtCancelada: 10, qtRecebida: 30 })).toBe(60);
    expect(maxLeftover({ qtCompra: 5, qtCancelada: 5, qtRecebida: 5 })).toBe(0);
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['', null],
    ['1.5', null],
    ['-3', null],
    ['1e3', null],
    [' 4', null],
  ])('input %j → %s', (text, value) => {
    expect(parseLeftoverInput(text)).toBe(value);
  });

  it('flags unknown, duplicated and excessive items', () => {
    const items = [
      { id: 1, qtMaxResto: 10 },
      { id: 2, qtMaxResto: 0 },
    ];
    expect(checkLeftoverItems([{ id: 1, qtResto: 10 }], items)).toEqual([]);
    expect(
      checkLeftoverItems(
        [
          { id: 1, qtResto: 11 },
          { id: 3, qtResto: 1 },
          { id: 2, qtResto: 0 },
          { id: 2, qtResto: 0 },
        ],
        items,
      ),
    ).toEqual([
      { itemId: 1, reason: 'aboveMax' },
      { itemId: 3, reason: 'unknownItem' },
      { itemId: 2, reason: 'duplicate' },
    ]);
  });

  it('needs at least one integer item', () => {
    expect(leftoverRequestSchema.safeParse({ restoSobra: { pedidoId: 1, itens: [] } }).success).toBe(false);
    expect(
      leftoverRequestSchema.safeParse({ restoSobra: { pedidoId: 1, itens: [{ id: 1, qtResto: 1.5 }] } }).success,
    ).toBe(false);
    expect(
      leftoverRequestSchema.safeParse({ restoSobra: { pedidoId: 1, itens: [{ id: 1, qtResto: 2 }] } }).success,
    ).toBe(true);
  });
});
