import {
  dateInPeriods,
  daysEndingBeforeStart,
  daysWithLoadsWithoutDynamicCapacity,
  gateChangeConflicts,
  gateDaysOutsideCd,
  type CdHourDto,
  type GateDto,
  type GateHourDto,
  type GateInput,
} from '@portal/domain';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { auditWrite } from '../../platform/audit';
import { assertCdWritable, invalid, type CdContext } from './cd-access';
import * as cdRepo from './cds.repository';
import { cdWeek, requireCd } from './cds.service';
import * as repo from './gates.repository';

type WeekHours = readonly Omit<GateHourDto, 'id'>[];

function hourDto(row: repo.GateHourRow): GateHourDto {
  return {
    id: row.id,
    idDiaSemana: row.weekday,
    hrInicial: row.startTime,
    hrFim: row.endTime,
    intervalo: row.intervalHours,
    capacidade: row.capacity,
    carga: row.loadsPerSlot,
  };
}

function gateDto(gate: repo.GateRow, hours: readonly repo.GateHourRow[]): GateDto {
  return {
    id: gate.id,
    idCd: gate.cdId,
    nome: gate.name,
    descricao: gate.description,
    capacidadeDinamica: gate.dynamicCapacity,
    horarios: hours.filter((h) => h.gateId === gate.id).map(hourDto),
  };
}

function hourRows(horarios: WeekHours): repo.NewGateHour[] {
  return horarios.map((h) => ({
    weekday: h.idDiaSemana,
    startTime: h.hrInicial,
    endTime: h.hrFim,
    intervalHours: h.intervalo,
    capacity: h.capacidade,
    loadsPerSlot: h.carga,
  }));
}

/**
 * Checks of a week of gate hours that need no database: no day may end before it starts (422 naming the days),
 * and without dynamic capacity every day's carga is 1 (422 naming the days). Shared by gates and variations.
 */
export function assertWeekHoursValid(capacidadeDinamica: boolean, horarios: WeekHours): void {
  const backwards = daysEndingBeforeStart(horarios);
  if (backwards.length > 0) throw invalid({ field: 'horarios', days: backwards });
  const loads = daysWithLoadsWithoutDynamicCapacity(capacidadeDinamica, horarios);
  if (loads.length > 0) throw invalid({ field: 'carga', days: loads });
}

/** gate010 naming the weekdays whose open hours fall outside the CD's hours. */
export function assertWeekInsideCd(horarios: WeekHours, cdHours: readonly CdHourDto[]): void {
  const days = gateDaysOutsideCd(horarios, cdHours);
  if (days.length > 0) throw new AppError('gate010', { days });
}

/** A live gate, or 404 (deleted gates are gone for administration). */
export async function requireGate(db: DbOrTx, gateId: number): Promise<repo.GateRow> {
  const gate = await repo.findGate(db, gateId);
  if (!gate) throw AppError.notFound({ idPortao: gateId });
  return gate;
}

async function loadGate(db: DbOrTx, gateId: number): Promise<GateDto> {
  const gate = await requireGate(db, gateId);
  return gateDto(gate, await repo.hoursOf(db, [gate.id]));
}

/** GET /api/portoes/cd/{id}: the CD's live gates by name; 404 when the CD has none (the spec's "404 means none"). */
export async function listGates(ctx: CdContext, cdId: number): Promise<GateDto[]> {
  const gates = await repo.listGates(ctx.db, cdId);
  if (gates.length === 0) throw AppError.notFound({ idCd: cdId });
  const hours = await repo.hoursOf(
    ctx.db,
    gates.map((g) => g.id),
  );
  return gates.map((g) => gateDto(g, hours));
}

function auditView(gate: Pick<repo.GateRow, 'cdId' | 'name' | 'description' | 'dynamicCapacity'>, horarios: WeekHours) {
  return {
    cdId: gate.cdId,
    name: gate.name,
    description: gate.description,
    dynamicCapacity: gate.dynamicCapacity,
    horarios: weekHoursByDay(horarios),
  };
}

/** A week of hours in weekday order, with only the fields a gate or a variation stores (audits, variation rows). */
export function weekHoursByDay(horarios: WeekHours) {
  return [...horarios]
    .sort((a, b) => a.idDiaSemana - b.idDiaSemana)
    .map(({ idDiaSemana, hrInicial, hrFim, intervalo, capacidade, carga }) => ({
      idDiaSemana,
      hrInicial,
      hrFim,
      intervalo,
      capacidade,
      carga,
    }));
}

/** POST /api/portoes/: a new gate at a CD with its seven weekdays. */
export async function createGate(ctx: CdContext, input: GateInput): Promise<GateDto> {
  await requireCd(ctx.db, input.idCd);
  assertCdWritable(ctx.user, input.idCd);
  assertWeekHoursValid(input.capacidadeDinamica, input.horarios);

  const gateId = await ctx.db.transaction(async (tx) => {
    // the CD's hours cannot change while the new gate is checked against them
    if (!(await cdRepo.lockCd(tx, input.idCd))) throw AppError.notFound({ idCd: input.idCd });
    assertWeekInsideCd(input.horarios, await cdWeek(tx, input.idCd));
    const fields = {
      name: input.nome,
      description: input.descricao ?? null,
      dynamicCapacity: input.capacidadeDinamica,
    };
    const id = await repo.insertGate(tx, { cdId: input.idCd, ...fields });
    await repo.upsertGateHours(tx, id, hourRows(input.horarios));
    await auditWrite(tx, ctx, {
      action: 'create',
      entity: 'gates',
      entityId: id,
      after: auditView({ cdId: input.idCd, ...fields }, input.horarios),
    });
    return id;
  });
  return loadGate(ctx.db, gateId);
}

/**
 * PUT /api/portoes/{id}: name, description, dynamic capacity and hours. The CD of a gate never changes (422 on a
 * different idCd). Under the gate's row lock, the new hours are checked against the CD's hours (gate010) and
 * against the bookings from today on that no variation covers (gate011, gate012, gate014, gate015).
 */
export async function updateGate(ctx: CdContext, gateId: number, input: GateInput): Promise<GateDto> {
  const current = await requireGate(ctx.db, gateId);
  assertCdWritable(ctx.user, current.cdId);
  if (input.idCd !== current.cdId) throw invalid({ field: 'idCd', idCd: current.cdId });
  assertWeekHoursValid(input.capacidadeDinamica, input.horarios);

  const today = clock.today();
  await ctx.db.transaction(async (tx) => {
    const gate = await repo.lockGate(tx, gateId);
    if (!gate) throw AppError.notFound({ idPortao: gateId });
    assertWeekInsideCd(input.horarios, await cdWeek(tx, gate.cdId));

    const before = (await repo.hoursOf(tx, [gate.id])).map(hourDto);
    const periods = await repo.variationPeriodsFrom(tx, gate.id, today);
    const bookings = (await repo.bookingsOfGateFrom(tx, gate.id, today)).filter((b) => !dateInPeriods(b.date, periods));
    const [conflict] = gateChangeConflicts(
      { capacidadeDinamica: gate.dynamicCapacity, horarios: before },
      { capacidadeDinamica: input.capacidadeDinamica, horarios: input.horarios },
      bookings,
    );
    if (conflict) throw new AppError(conflict.code, { days: conflict.days, dates: conflict.dates });

    const fields = {
      name: input.nome,
      description: input.descricao ?? null,
      dynamicCapacity: input.capacidadeDinamica,
    };
    await repo.updateGate(tx, gate.id, fields);
    await repo.upsertGateHours(tx, gate.id, hourRows(input.horarios));
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'gates',
      entityId: gate.id,
      before: auditView(gate, before),
      after: auditView({ cdId: gate.cdId, ...fields }, input.horarios),
    });
  });
  return loadGate(ctx.db, gateId);
}

/** DELETE /api/portoes/{id}: refused while bookings from today on exist (gate013); otherwise a soft delete. */
export async function deleteGate(ctx: CdContext, gateId: number): Promise<void> {
  const current = await requireGate(ctx.db, gateId);
  assertCdWritable(ctx.user, current.cdId);
  const today = clock.today();
  await ctx.db.transaction(async (tx) => {
    const gate = await repo.lockGate(tx, gateId);
    if (!gate) throw AppError.notFound({ idPortao: gateId });
    if ((await repo.countBookingsOfGateFrom(tx, gate.id, today)) > 0) throw new AppError('gate013');
    const at = clock.now();
    await repo.softDeleteGate(tx, gate.id, at);
    await auditWrite(tx, ctx, {
      action: 'delete',
      entity: 'gates',
      entityId: gate.id,
      before: { cdId: gate.cdId, name: gate.name, deletedAt: null },
      after: { cdId: gate.cdId, name: gate.name, deletedAt: at },
    });
  });
}
