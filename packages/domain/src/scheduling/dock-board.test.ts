import { describe, expect, it } from 'vitest';
import { bookingReference } from './booking-reference';
import { dockBoardInputSchema } from './dock-board-contracts';
import { dockBoardPlan, type BoardBooking } from './dock-board';
import type { CdDayHours, SchedulingGate, SlotHours } from './free-places';
import { MONDAY, SATURDAY, SUNDAY, TUESDAY } from './test-week.test-support';

const weekday = (idDiaSemana: number, hrInicial = '08:00:00', hrFim = '11:00:00'): SlotHours => ({
  idDiaSemana,
  hrInicial,
  hrFim,
  intervalo: 1,
  capacidade: 1000,
  carga: 2,
});
const cdHours: CdDayHours[] = [2, 3, 4, 5, 6].map((idDiaSemana) => ({
  idDiaSemana,
  hrInicial: '07:00:00',
  hrFim: '18:00:00',
}));
const gate = (id: number, capacidadeDinamica = false): SchedulingGate => ({
  id,
  nome: `Portão ${id}`,
  capacidadeDinamica,
  horarios: [2, 3, 4, 5, 6].map((d) => weekday(d)),
  variacoes: [],
});
const booking = (over: Partial<BoardBooking>): BoardBooking => ({
  scheduleId: 10,
  gateId: 1,
  date: MONDAY,
  time: '09:00:00',
  loadId: 100,
  supplierId: 7,
  supplierName: 'Malharia',
  volumes: 300,
  orders: [3, 1, 2],
  ...over,
});

describe('dockBoardPlan', () => {
  it('lists every slot of an open day with its capacity and the bookings in it', () => {
    const { portoes, agendamentos } = dockBoardPlan({
      gates: [gate(1, true)],
      cdHours,
      exceptions: [],
      from: MONDAY,
      days: 1,
      bookings: [booking({}), booking({ scheduleId: 11, loadId: 101, volumes: 200, orders: [9] })],
    });
    const day = portoes[0]!.dias[0]!;
    expect(day).toMatchObject({ data: MONDAY, aberto: true, capacidade: 3000, volumesUsados: 500 });
    expect(day.horarios.map((s) => [s.hora, s.volumesUsados, s.cargasUsadas])).toEqual([
      ['08:00:00', 0, 0],
      ['09:00:00', 500, 2],
      ['10:00:00', 0, 0],
    ]);
    expect(day.horarios[1]!.cargasPorHorario).toBe(2);
    expect(agendamentos[0]).toEqual({
      idAgendamento: 10,
      referencia: bookingReference(10),
      idPortao: 1,
      data: MONDAY,
      hora: '09:00:00',
      idCarga: 100,
      idFornecedor: 7,
      nomeFornecedor: 'Malharia',
      volumes: 300,
      pedidos: '1 2 3',
    });
  });

  it('marks closed days (weekday without hours, CD exception) and still shows what is booked on them', () => {
    const {
      portoes: [board],
    } = dockBoardPlan({
      gates: [gate(1)],
      cdHours,
      exceptions: [TUESDAY],
      from: SUNDAY,
      days: 3,
      bookings: [booking({ date: TUESDAY, time: '14:00:00' })],
    });
    expect(board!.dias.map((d) => [d.data, d.aberto, d.horarios.length])).toEqual([
      [SUNDAY, false, 0],
      [MONDAY, true, 3],
      [TUESDAY, false, 1],
    ]);
    expect(board!.dias[2]!.horarios[0]).toMatchObject({ hora: '14:00:00', capacidade: 0, volumesUsados: 300 });
  });

  it('keeps bookings to their own gate and day, one column per day asked', () => {
    const { portoes: boards, agendamentos } = dockBoardPlan({
      gates: [gate(1), gate(2)],
      cdHours,
      exceptions: [],
      from: MONDAY,
      days: 6,
      bookings: [booking({ gateId: 2, date: SATURDAY })],
    });
    expect(boards.map((g) => g.dias.length)).toEqual([6, 6]);
    expect(boards[0]!.dias.every((d) => d.volumesUsados === 0)).toBe(true);
    expect(boards[1]!.dias[5]).toMatchObject({ data: SATURDAY, aberto: false, volumesUsados: 300 });
    expect(agendamentos.map((b) => [b.idPortao, b.data])).toEqual([[2, SATURDAY]]);
  });
});

describe('dockBoardInputSchema', () => {
  it.each([
    [{ cd: 1, dataInicio: MONDAY, dias: 7 }, true],
    [{ cd: null, dataInicio: MONDAY, dias: 1 }, true],
    [{ dataInicio: MONDAY, dias: 1 }, true],
    [{ cd: 1, dataInicio: MONDAY, dias: 8 }, false],
    [{ cd: 1, dataInicio: MONDAY, dias: 0 }, false],
    [{ cd: 0, dataInicio: MONDAY, dias: 1 }, false],
    [{ cd: 1, dataInicio: '2030-02-30', dias: 1 }, false],
    [{ cd: 1, dataInicio: '04/03/2030', dias: 1 }, false],
  ])('%j valid: %s', (input, valid) => expect(dockBoardInputSchema.safeParse(input).success).toBe(valid));
});
