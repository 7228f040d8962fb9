import { describe, expect, it } from 'vitest';
import { statusNamesIn } from '../order-status-text';

describe('status names on screen (the domain’s one source)', () => {
  it.each([
    ['pt-BR', 'A - Aprovado', 'Conciliado', 'Não emitido'],
    ['en-US', 'A - Approved', 'Reconciled', 'Not issued'],
    ['es-ES', 'A - Aprobado', 'Conciliado', 'No emitido'],
  ] as const)('names the statuses in %s', (language, order, conciliation, rfm) => {
    const names = statusNamesIn(language);
    expect(names.orderLabel('A')).toBe(order);
    expect(names.conciliation({ id: 2, descricao: 'Conciliado' })).toBe(conciliation);
    expect(names.conciliation(2)).toBe(conciliation);
    expect(names.rfm({ id: 0, descricao: 'Não emitido' })).toBe(rfm);
  });

  it('shows what the server sent for a status the portal does not know', () => {
    const names = statusNamesIn('en-US');
    expect(names.orderLabel('Z')).toBe('Z');
    expect(names.conciliation({ id: 9, descricao: 'Novo status' })).toBe('Novo status');
    expect(names.conciliation(9)).toBe('9');
    expect(names.rfm({ id: 7, descricao: 'Outro' })).toBe('Outro');
  });

  it('names the natures from the domain in every screen (labels and loads had their own, diverging, copies)', () => {
    expect(statusNamesIn('pt-BR').nature('Bonificado MKT')).toBe('Bonificado MKT');
    expect(statusNamesIn('en-US').nature('Normal')).toBe('Standard');
    expect(statusNamesIn('en-US').nature('Bonificado MKT')).toBe('Bonus (marketing)');
    expect(statusNamesIn('es-ES').nature('Amostra')).toBe('Muestra');
    expect(statusNamesIn('en-US').nature('Outra')).toBe('Outra');
  });
});
