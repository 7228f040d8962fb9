import { addDays, defaultGateHours, defaultVariationHours, isSunday, variationEnd } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { cdAccessOf } from '../model/access';
import { maskTime } from '../../../components/ui/time-field';
import { maskDate, parseDateBr, sundayAfter } from '../model/format';
import { checkGateForm, checkVariationForm, type GateFormValues } from '../model/gate-form';
import { checkDays, gateRowsOf, isRowClosed, newGateRows, toggleRow } from '../model/hours-form';
import { proposedStart, startOptions } from '../model/variation-dates';
import { hoursSummary } from '../model/weekdays';
import { CD_HOURS, DATA_MINIMA, gateHours } from './cd-fixtures';

const gateValues = (patch: Partial<GateFormValues> = {}): GateFormValues => ({
  nome: 'Portão Norte',
  descricao: '',
  capacidadeDinamica: false,
  horarios: gateRowsOf(gateHours()),
  ...patch,
});

describe('the gate hours toggle (spec 000 §4)', () => {
  it('closing sets end = start; opening sets end = start + 1 h', () => {
    const day = { idDiaSemana: 2, hrInicial: '08:00', hrFim: '18:00' };
    const closed = toggleRow(day, false);
    expect(closed).toEqual({ idDiaSemana: 2, hrInicial: '08:00', hrFim: '08:00' });
    expect(isRowClosed(closed)).toBe(true);
    expect(toggleRow(closed, true)).toEqual({ idDiaSemana: 2, hrInicial: '08:00', hrFim: '09:00' });
    expect(toggleRow({ idDiaSemana: 1, hrInicial: '23:30', hrFim: '23:30' }, true).hrFim).toBe('24:00');
  });

  it('a half-typed time does not count as closed', () => {
    expect(isRowClosed({ idDiaSemana: 2, hrInicial: '08:0', hrFim: '08:0' })).toBe(false);
  });
});

describe('day checks', () => {
  it('names the days whose end is before their start', () => {
    const rows = [
      { idDiaSemana: 2, hrInicial: '10:00', hrFim: '09:00' },
      { idDiaSemana: 3, hrInicial: '08:00', hrFim: '18:00' },
      { idDiaSemana: 6, hrInicial: '22:00', hrFim: '06:00' },
    ];
    const check = checkDays(rows);
    expect(check.endBeforeStart).toEqual([2, 6]);
    expect(check.rows.get(2)?.hrFim).toEqual({ kind: 'endBeforeStart' });
  });

  it('refuses a time that is not HH:mm', () => {
    expect(checkDays([{ idDiaSemana: 2, hrInicial: '25:00', hrFim: '' }]).rows.get(2)).toEqual({
      hrInicial: { kind: 'time' },
      hrFim: { kind: 'required' },
    });
  });

  it('flags open gate days outside the CD hours (gate010); closed days and days of capacity 0 never', () => {
    const rows = gateRowsOf(defaultGateHours()).map((r) => ({ ...r, capacidade: 3000 }));
    // Sunday: CD closed; Saturday: CD 07:00-13:00 against 08:00-18:00
    expect(checkDays(rows, CD_HOURS).outsideCd).toEqual([1, 7]);
    expect(checkDays(rows, CD_HOURS).rows.get(7)?.hrInicial).toEqual({ kind: 'outsideCd', cd: CD_HOURS[6] });
    const sundayClosed = rows.map((r) => (r.idDiaSemana === 1 ? toggleRow(r, false) : r));
    expect(checkDays(sundayClosed, CD_HOURS).outsideCd).toEqual([7]);
    const saturdayEmpty = sundayClosed.map((r) => (r.idDiaSemana === 7 ? { ...r, capacidade: 0 } : r));
    expect(checkDays(saturdayEmpty, CD_HOURS).outsideCd).toEqual([]);
  });
});

describe('gate form', () => {
  it('a new gate starts with the spec defaults, closed on the days the CD is closed', () => {
    const rows = newGateRows(defaultGateHours(), CD_HOURS);
    expect(rows.find((r) => r.idDiaSemana === 2)).toEqual({
      idDiaSemana: 2,
      hrInicial: '08:00',
      hrFim: '18:00',
      intervalo: 1,
      capacidade: 0,
      carga: 1,
    });
    expect(isRowClosed(rows[0]!)).toBe(true);
  });

  it('sends HH:MM:SS and forces one load per slot without dynamic capacity', () => {
    const horarios = gateRowsOf(gateHours({ carga: 4 }));
    const result = checkGateForm(gateValues({ horarios }), 5, CD_HOURS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.horarios.every((h) => h.carga === 1)).toBe(true);
    expect(result.input.horarios[1]).toMatchObject({ hrInicial: '08:00:00', hrFim: '18:00:00' });
    const dynamic = checkGateForm(gateValues({ horarios, capacidadeDinamica: true }), 5, CD_HOURS);
    expect(dynamic.ok && dynamic.input.horarios[1]!.carga).toBe(4);
  });

  it('refuses the name (required, max 50) and values out of the limits', () => {
    const rows = gateRowsOf(gateHours());
    rows[1] = { ...rows[1]!, capacidade: 1_000_001, intervalo: 25 };
    rows[2] = { ...rows[2]!, carga: 0, capacidade: '' };
    const result = checkGateForm(gateValues({ nome: ' ', horarios: rows, capacidadeDinamica: true }), 5, CD_HOURS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.check.nome).toBe('required');
    expect(result.check.hours.rows.get(2)).toEqual({
      capacidade: { kind: 'range', min: 0, max: 1_000_000 },
      intervalo: { kind: 'range', min: 1, max: 24 },
    });
    expect(result.check.hours.rows.get(3)).toEqual({
      carga: { kind: 'range', min: 1, max: 1_000_000 },
      capacidade: { kind: 'required' },
    });
    const long = checkGateForm(gateValues({ nome: 'x'.repeat(51) }), 5, CD_HOURS);
    expect(!long.ok && long.check.nome).toBe('max');
  });
});

describe('variation form', () => {
  const context = { idPortao: 51, dynamic: false, cdHours: CD_HOURS, minimum: DATA_MINIMA };
  const rows = gateRowsOf(defaultVariationHours(gateHours()));

  it('defaults: capacity 2000 on weekdays 2-6 and 0 on Sunday and Saturday, which start closed', () => {
    expect(rows.map((r) => r.capacidade)).toEqual([0, 2000, 2000, 2000, 2000, 2000, 0]);
    expect(rows.map((r) => r.hrInicial === r.hrFim)).toEqual([true, false, false, false, false, false, true]);
  });

  it('starts only on a Sunday, not before the minimum (variation004)', () => {
    const monday = addDays(DATA_MINIMA, 1);
    const notSunday = checkVariationForm({ motivo: 'Black Friday', dataInicial: monday, horarios: rows }, context);
    expect(!notSunday.ok && notSunday.check.dataInicial).toBe('notSunday');
    const early = checkVariationForm(
      { motivo: 'Black Friday', dataInicial: addDays(DATA_MINIMA, -7), horarios: rows },
      context,
    );
    expect(!early.ok && early.check.dataInicial).toBe('beforeMinimum');
    const ok = checkVariationForm({ motivo: 'Black Friday', dataInicial: DATA_MINIMA, horarios: rows }, context);
    expect(ok.ok && ok.input.dataInicial).toBe(DATA_MINIMA);
    const empty = checkVariationForm({ motivo: '', dataInicial: '', horarios: rows }, context);
    expect(!empty.ok && [empty.check.motivo, empty.check.dataInicial]).toEqual(['required', 'required']);
  });

  it('offers Sundays only and proposes the later of dataMinima and the Sunday after the last variation', () => {
    const options = startOptions({ maiorData: null, dataMinima: DATA_MINIMA }, null);
    expect(options[0]).toBe(DATA_MINIMA);
    expect(options.every(isSunday)).toBe(true);
    expect(proposedStart({ maiorData: null, dataMinima: DATA_MINIMA })).toBe(DATA_MINIMA);
    const lastSaturday = addDays(DATA_MINIMA, 20);
    expect(proposedStart({ maiorData: lastSaturday, dataMinima: DATA_MINIMA })).toBe(addDays(DATA_MINIMA, 21));
    expect(proposedStart({ maiorData: addDays(DATA_MINIMA, -10), dataMinima: DATA_MINIMA })).toBe(DATA_MINIMA);
    expect(sundayAfter(DATA_MINIMA)).toBe(addDays(DATA_MINIMA, 7));
    expect(variationEnd(DATA_MINIMA)).toBe(addDays(DATA_MINIMA, 6));
  });
});

describe('typing', () => {
  it('masks HH:mm and dd/mm/yyyy and reads real dates only', () => {
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('8h')).toBe('8');
    expect(maskDate('25122026')).toBe('25/12/2026');
    expect(parseDateBr('25/12/2026')).toBe('2026-12-25');
    expect(parseDateBr('31/02/2026')).toBeNull();
    expect(parseDateBr('2026-12-25')).toBeNull();
  });
});

describe('who edits', () => {
  const admin = { permissions: ['cd-list', 'cd-details', 'edit-cd-details'], idCd: null, admin: 1 as const };
  const logistics = { permissions: ['cd-list', 'cd-details', 'edit-cd-details'], idCd: 3, admin: 0 as const };
  const user = { permissions: ['cd-list', 'cd-details'], idCd: null, admin: 0 as const };

  it('admins edit every CD, logistics only its own, others none', () => {
    expect(cdAccessOf(admin).canEdit(5)).toBe(true);
    expect(cdAccessOf(logistics).canEdit(3)).toBe(true);
    expect(cdAccessOf(logistics).canEdit(5)).toBe(false);
    expect(cdAccessOf(user).canEdit(5)).toBe(false);
    expect(cdAccessOf(user).canOpenDetails).toBe(true);
    expect(cdAccessOf(null).canOpenDetails).toBe(false);
  });
});

describe('the week in one line', () => {
  it('groups consecutive days with the same hours and leaves out closed days and days of capacity 0', () => {
    expect(hoursSummary(i18n.t, gateHours())).toBe('Seg–Sex 08:00–18:00 · Sáb 08:00–12:00');
    const noSaturday = gateHours().map((h) => (h.idDiaSemana === 7 ? { ...h, capacidade: 0 } : h));
    expect(hoursSummary(i18n.t, noSaturday)).toBe('Seg–Sex 08:00–18:00');
    const split = gateHours().map((h) => (h.idDiaSemana === 4 ? { ...h, hrFim: '12:00:00' } : h));
    expect(hoursSummary(i18n.t, split)).toBe(
      'Seg–Ter 08:00–18:00 · Qua 08:00–12:00 · Qui–Sex 08:00–18:00 · Sáb 08:00–12:00',
    );
    expect(hoursSummary(i18n.t, gateHours({ capacidade: 0 }))).toBe('Fechado a semana toda');
  });
});
