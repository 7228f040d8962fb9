import { permissionsOf, todayInSaoPaulo } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { assemblyRequestOf, calendarIdOf } from '../model/assembly';
import { detailActions } from '../model/detail-actions';
import { makeLoad, makeLoadOrder, scheduledOn } from './load-fixtures';

const TODAY = '2026-11-22';
const supplier = permissionsOf('fornecedor');
const admin = permissionsOf('admin');
const load = (statuses: string[]) =>
  makeLoad(1, { pedidos: statuses.map((status, i) => makeLoadOrder(i + 1, { status })) });
const reasons = (actions: ReturnType<typeof detailActions>) =>
  Object.fromEntries(Object.entries(actions).map(([k, v]) => [k, v.allowed ? 'ok' : v.reason]));

describe('detailActions', () => {
  it.each([
    [['A', 'A'], 1, { add: 'ok', remove: 'ok', delete: 'ok', schedule: 'ok' }],
    [['A', 'A'], 0, { add: 'ok', remove: 'selectOrders', delete: 'ok', schedule: 'ok' }],
    [['A', 'A'], 2, { add: 'ok', remove: 'keepOne', delete: 'ok', schedule: 'ok' }],
    [['A', 'W'], 1, { add: 'ok', remove: 'ok', delete: 'ok', schedule: 'notApproved' }],
    [['A', 'C'], 1, { add: 'cancelled', remove: 'ok', delete: 'ok', schedule: 'notApproved' }],
    [['C', 'D'], 1, { add: 'delivered', remove: 'delivered', delete: 'delivered', schedule: 'notApproved' }],
    [[], 0, { add: 'ok', remove: 'selectOrders', delete: 'ok', schedule: 'empty' }],
  ])('an open load with orders %j and %i ticked', (statuses, selected, expected) => {
    expect(reasons(detailActions({ load: load(statuses), permissions: supplier, selected, today: TODAY }))).toEqual(
      expected,
    );
  });

  it.each([
    ['2026-11-24', supplier, { updateSchedule: 'ok', cancelSchedule: 'ok', delete: 'ok' }],
    ['2026-11-23', supplier, { updateSchedule: 'notice', cancelSchedule: 'notice', delete: 'deleteNotice' }],
    ['2026-11-20', supplier, { updateSchedule: 'notice', cancelSchedule: 'notice', delete: 'deleteNotice' }],
    ['2026-11-23', admin, { updateSchedule: 'ok', cancelSchedule: 'ok', delete: 'ok' }],
  ])('a load booked on %s', (date, permissions, expected) => {
    const actions = reasons(
      detailActions({ load: scheduledOn(load(['A']), date), permissions, selected: 0, today: TODAY }),
    );
    expect(actions).toMatchObject(expected);
    expect(actions).not.toHaveProperty('schedule');
  });

  it('portao 0 is not a schedule', () => {
    const actions = detailActions({
      load: { ...load(['A']), portao: 0 },
      permissions: supplier,
      selected: 0,
      today: TODAY,
    });
    expect(actions).toHaveProperty('schedule');
    expect(actions).not.toHaveProperty('cancelSchedule');
  });

  it('without the scheduling permission there are no schedule actions', () => {
    const actions = detailActions({ load: load(['A']), permissions: ['load-details'], selected: 0, today: TODAY });
    expect(Object.keys(actions)).toEqual(['add', 'remove', 'delete']);
  });
});

describe('assemblyRequestOf', () => {
  const row = {
    id: 5,
    status: 'A',
    calendarioComercial: { semanaComercial: 3, ano: 2027 },
    localizacaoFisica: { id: 2, nome: 'X' },
    fornecedor: { id: 1, nome: 'Y' },
    cargas: [],
  };

  it('reads the ids and the rows /main sent', () => {
    expect(assemblyRequestOf({ idPedidos: [5, 5], pedidos: [row] })).toEqual({ idPedidos: [5], pedidos: [row] });
  });

  it('keeps the ids alone when a row is missing or malformed', () => {
    expect(assemblyRequestOf({ idPedidos: [5, 6], pedidos: [row] })).toEqual({ idPedidos: [5, 6], pedidos: null });
    expect(assemblyRequestOf({ idPedidos: [5], pedidos: [{ id: 5 }] })).toEqual({ idPedidos: [5], pedidos: null });
  });

  it('is null without a usable selection', () => {
    for (const state of [null, undefined, {}, { idPedidos: [] }, { idPedidos: ['x', -1] }, { idPedido: 5 }]) {
      expect(assemblyRequestOf(state)).toBeNull();
    }
  });

  it('names the calendar row year × 100 + week', () => {
    expect(calendarIdOf({ ano: 2026, semanaComercial: 7 })).toBe(202607);
  });
});

describe('todayInSaoPaulo', () => {
  it('is the São Paulo date, three hours behind UTC', () => {
    expect(todayInSaoPaulo(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22');
    expect(todayInSaoPaulo(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-23');
  });
});
