import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { CONCILIATION_STATUSES } from './order-actions';
import { ORDER_STATUSES } from './order-status';
import {
  CONCILIATION_STATUS_NAMES,
  conciliationStatusName,
  ORDER_STATUS_NAMES,
  orderStatusLabel,
  orderStatusName,
  RFM_STATUS_NAMES,
  rfmStatusName,
} from './order-status-names';

describe('status names, one source in three languages', () => {
  it('name every order status, conciliation status and RFM status in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(ORDER_STATUS_NAMES[language]).sort()).toEqual([...ORDER_STATUSES].sort());
      expect(Object.keys(CONCILIATION_STATUS_NAMES[language]).map(Number)).toEqual([...CONCILIATION_STATUSES]);
      expect(Object.keys(RFM_STATUS_NAMES[language]).map(Number)).toEqual([0, 1]);
      for (const name of [
        ...Object.values(ORDER_STATUS_NAMES[language]),
        ...Object.values(CONCILIATION_STATUS_NAMES[language]),
        ...Object.values(RFM_STATUS_NAMES[language]),
      ]) {
        expect(name.trim()).not.toBe('');
      }
    }
  });

  it.each([
    ['A', 'pt-BR', 'Aprovado', 'A - Aprovado'],
    ['W', 'en-US', 'Editing', 'W - Editing'],
    ['S', 'es-ES', 'Enviado', 'S - Enviado'],
    ['N', 'es-ES', 'Nuevo', 'N - Nuevo'],
    ['M', 'pt-BR', 'Modificado', 'M - Modificado'],
    // an unknown code is shown as it came
    ['X', 'en-US', 'X', 'X'],
    ['', 'pt-BR', '', ''],
  ] as const)('order status %j in %s is %j (%j)', (status, language, name, label) => {
    expect(orderStatusName(status, language)).toBe(name);
    expect(orderStatusLabel(status, language)).toBe(label);
  });

  it.each([
    [0, 'pt-BR', 'Não enviado'],
    [2, 'pt-BR', 'Conciliado'],
    [2, 'en-US', 'Reconciled'],
    [3, 'en-US', 'Rejected'],
    [3, 'es-ES', 'Rechazado'],
    [4, 'es-ES', 'Condicional'],
    [9, 'en-US', '9'],
    [-1, 'pt-BR', '-1'],
  ] as const)('conciliation status %i in %s is %j', (id, language, name) => {
    expect(conciliationStatusName(id, language)).toBe(name);
  });

  it.each([
    [0, 'pt-BR', 'Não emitido'],
    [1, 'en-US', 'Issued'],
    [0, 'es-ES', 'No emitido'],
    [2, 'pt-BR', '2'],
  ] as const)('RFM status %i in %s is %j', (id, language, name) => {
    expect(rfmStatusName(id, language)).toBe(name);
  });
});
