import { describe, expect, it } from 'vitest';
import { isLastConciliationApproved, lastConciliation, lastSchedule, type AgendamentoDto } from './order-contracts';

const schedule = (id: number, dtEntrega: string, horaEntrega: string): AgendamentoDto => ({
  id,
  dtCriacao: '2026-11-01T10:00:00Z',
  dtEntrega,
  horaEntrega,
  portao: null,
});

describe('order helpers', () => {
  it('takes the latest schedule over all loads', () => {
    const order = {
      cargas: [
        { id: 1, dtCriacao: '', status: 'ABERTA', agendamentos: [schedule(1, '2026-11-24', '09:00:00')] },
        { id: 2, dtCriacao: '', status: 'ABERTA', agendamentos: [schedule(2, '2026-11-24', '14:00:00')] },
      ],
    };
    expect(lastSchedule(order)?.id).toBe(2);
    expect(lastSchedule({ cargas: [] })).toBeNull();
  });

  it('takes the first (newest) conciliation', () => {
    const c = (id: number) => ({
      id,
      statusConciliacaoComercial: { id: 2, descricao: '' },
      statusConciliacaoFiscal: { id: 3, descricao: '' },
    });
    expect(lastConciliation({ conciliacaos: [c(9), c(4)] })?.id).toBe(9);
    expect(lastConciliation({ conciliacaos: [] })).toBeNull();
  });

  it.each([
    [[], false],
    [[[2, 2]], true],
    [[[2, 4]], false],
    [[[3, 0]], false],
    [
      [
        [2, 3],
        [2, 2],
      ],
      false,
    ],
    [
      [
        [2, 2],
        [3, 0],
      ],
      true,
    ],
  ] as const)('the current conciliation %j approved: %s', (sides, approved) => {
    const conciliacaos = sides.map(([commercial, fiscal]) => ({
      statusConciliacaoComercial: { id: commercial, descricao: '' },
      statusConciliacaoFiscal: { id: fiscal, descricao: '' },
    }));
    expect(isLastConciliationApproved({ conciliacaos })).toBe(approved);
  });
});
