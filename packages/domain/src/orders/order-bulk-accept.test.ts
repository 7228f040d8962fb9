import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions';
import { PROFILE_KEYS } from '../auth/profiles';
import {
  acceptableOrders,
  bulkAcceptArgsSchema,
  checkBulkAccept,
  ORDER_BULK_ACCEPT_MAX,
  resultadoCienciaPedidoSchema,
} from './order-bulk-accept';
import { canAcceptOrder } from './order-actions';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

const orders = (...statuses: OrderStatus[]) => statuses.map((status, i) => ({ id: i + 1, status }));
const supplier = permissionsOf('fornecedor');

describe('acceptableOrders: the single acceptance rule on each selected order', () => {
  it.each(ORDER_STATUSES)('an order in %s is acceptable exactly when canAcceptOrder says so', (status) => {
    expect(acceptableOrders(orders(status), supplier)).toHaveLength(canAcceptOrder(status, supplier) ? 1 : 0);
  });

  it('keeps the N and M orders of a mixed selection, in the selection order', () => {
    expect(acceptableOrders(orders('A', 'N', 'D', 'M', 'N', 'W'), supplier).map((o) => o.id)).toEqual([2, 4, 5]);
  });
});

describe('checkBulkAccept', () => {
  it.each(PROFILE_KEYS)('%s: allowed only with aceite-pedido (Admin, Fornecedor, Logistica)', (profile) => {
    const check = checkBulkAccept(orders('N'), permissionsOf(profile));
    expect(check.allowed).toBe(['admin', 'fornecedor', 'logistica'].includes(profile));
    if (!check.allowed) expect(check.reason).toBe('permission');
  });

  it('needs a selection', () => {
    expect(checkBulkAccept([], supplier)).toEqual({ allowed: false, reason: 'selectAtLeastOne' });
  });

  it('needs at least one N or M order among the selected', () => {
    expect(checkBulkAccept(orders('A', 'D', 'W', 'S', 'C', 'I'), supplier)).toEqual({
      allowed: false,
      reason: 'noneAcceptable',
    });
  });

  it('answers the acceptable ones of a mixed selection', () => {
    const check = checkBulkAccept(orders('A', 'M', 'N'), supplier);
    expect(check).toEqual({
      allowed: true,
      acceptable: [
        { id: 2, status: 'M' },
        { id: 3, status: 'N' },
      ],
    });
  });

  it(`allows up to ${ORDER_BULK_ACCEPT_MAX} acceptable orders, whatever else is selected`, () => {
    const max = Array.from({ length: ORDER_BULK_ACCEPT_MAX }, () => 'N' as const);
    expect(checkBulkAccept(orders(...max, 'A', 'D'), supplier).allowed).toBe(true);
    expect(checkBulkAccept(orders(...max, 'M'), supplier)).toEqual({ allowed: false, reason: 'tooMany' });
  });
});

describe('bulkAcceptArgsSchema', () => {
  it('takes 1 to the maximum positive ids', () => {
    expect(bulkAcceptArgsSchema.safeParse({ idsPedido: [1, 2, 2] }).success).toBe(true);
    const max = Array.from({ length: ORDER_BULK_ACCEPT_MAX }, (_, i) => i + 1);
    expect(bulkAcceptArgsSchema.safeParse({ idsPedido: max }).success).toBe(true);
  });

  it.each([
    ['an empty list', []],
    ['one over the maximum', Array.from({ length: ORDER_BULK_ACCEPT_MAX + 1 }, (_, i) => i + 1)],
    ['zero', [0]],
    ['a negative id', [-3]],
    ['a fraction', [1.5]],
    ['a text', ['12']],
    ['above Int', [2_147_483_648]],
  ])('refuses %s', (_name, idsPedido) => {
    expect(bulkAcceptArgsSchema.safeParse({ idsPedido }).success).toBe(false);
  });

  it('describes a result with nullable code and message', () => {
    expect(resultadoCienciaPedidoSchema.parse({ idPedido: 7, aceito: true, codigoErro: null, mensagem: null })).toEqual(
      { idPedido: 7, aceito: true, codigoErro: null, mensagem: null },
    );
  });
});
