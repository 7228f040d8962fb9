import {
  isCalendarDate,
  isSunday,
  minimumVariationStart,
  variationEnd,
  type GateVariationDto,
  type GateVariationInput,
} from '@portal/domain';
import { clock } from '../../platform/clock';
import type { VariationHours } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { uniqueViolationOf } from '../../db/unique-violation';
import { userIdOf } from '../../platform/auth';
import { auditWrite } from '../../platform/audit';
import { assertCdWritable, invalid, type CdContext } from './cd-access';
import { cdWeek } from './cds.service';
import * as gateRepo from './gates.repository';
import { assertWeekHoursValid, assertWeekInsideCd, requireGate, weekHoursByDay } from './gates.service';
import * as repo from './variations.repository';

/** The unique index that keeps one variation per gate and week (variation011). */
const UNIQUE_WEEK = 'gate_variations_gate_start_uq';

/** The answer of GET /api/variacao/maiorData. */
export interface VariationDates {
  /** the last day covered by the gate's variations, or null */
  maiorData: string | null;
  /** the earliest Sunday a new variation may start */
  dataMinima: string;
}

function toDto(row: repo.VariationRow): GateVariationDto {
  return {
    id: row.id,
    idPortao: row.gateId,
    motivo: row.reason,
    dataInicial: row.startDate,
    dataFinal: row.endDate,
    novosHorarios: row.hours,
    usuario: row.userLogin,
  };
}

function storedHours(input: GateVariationInput): VariationHours[] {
  return weekHoursByDay(input.novosHorarios);
}

/**
 * The checks that need no lock: a real date that is a Sunday (variation004), not before the next Sunday
 * (422 with field dataInicial and min), dataFinal, when sent, the Saturday after (422), and the hours' own
 * limits (days ending before start, carga 1 without dynamic capacity). Answers the week the variation covers.
 */
function checkInput(
  input: GateVariationInput,
  dynamicCapacity: boolean,
  today: string,
): { start: string; end: string } {
  const start = input.dataInicial;
  if (!isCalendarDate(start)) throw invalid({ field: 'dataInicial' });
  if (!isSunday(start)) throw new AppError('variation004', { field: 'dataInicial' });
  const min = minimumVariationStart(today);
  if (start < min) throw invalid({ field: 'dataInicial', min });
  const end = variationEnd(start);
  if (input.dataFinal !== undefined && input.dataFinal !== end) throw invalid({ field: 'dataFinal', expected: end });
  assertWeekHoursValid(dynamicCapacity, input.novosHorarios);
  return { start, end };
}

function auditView(row: { reason: string; startDate: string; endDate: string; hours: VariationHours[] }) {
  return { reason: row.reason, startDate: row.startDate, endDate: row.endDate, hours: row.hours };
}

function mapWeekViolation(error: unknown, gateId: number, start: string): never {
  if (uniqueViolationOf(error) === UNIQUE_WEEK) {
    throw new AppError('variation011', { idPortao: gateId, dataInicial: start }, { cause: error });
  }
  throw error;
}

/** GET /api/variacao/{idPortao}: the gate's variations by start date; 404 variation010 when it has none. */
export async function listVariations(ctx: CdContext, gateId: number): Promise<GateVariationDto[]> {
  await requireGate(ctx.db, gateId);
  const rows = await repo.listVariations(ctx.db, gateId);
  if (rows.length === 0) throw new AppError('variation010', { idPortao: gateId });
  return rows.map(toDto);
}

/** GET /api/variacao/maiorData?idPortao=: the last day the gate's variations cover and the earliest start. */
export async function variationDates(ctx: CdContext, gateId: number): Promise<VariationDates> {
  await requireGate(ctx.db, gateId);
  return {
    maiorData: await repo.lastVariationDay(ctx.db, gateId),
    dataMinima: minimumVariationStart(clock.today()),
  };
}

/** The input checked against today and the gate's capacity mode, as the row to store. */
function fieldsOf(ctx: CdContext, input: GateVariationInput, dynamicCapacity: boolean) {
  const { start, end } = checkInput(input, dynamicCapacity, clock.today());
  const fields: repo.VariationFields = {
    reason: input.motivo,
    startDate: start,
    endDate: end,
    hours: storedHours(input),
    createdBy: userIdOf(ctx.user),
  };
  return { start, end, fields };
}

/**
 * POST /api/variacao/: under the gate's row lock, refused when the gate already has a variation that week
 * (variation011, also the unique index), bookings that week (variation013) or hours outside the CD's (gate010).
 */
export async function createVariation(ctx: CdContext, input: GateVariationInput): Promise<GateVariationDto> {
  const gate = await requireGate(ctx.db, input.idPortao);
  assertCdWritable(ctx.user, gate.cdId);
  const { start, end, fields } = fieldsOf(ctx, input, gate.dynamicCapacity);

  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const locked = await gateRepo.lockGate(tx, gate.id);
      if (!locked) throw AppError.notFound({ idPortao: gate.id });
      assertWeekHoursValid(locked.dynamicCapacity, input.novosHorarios);
      assertWeekInsideCd(input.novosHorarios, await cdWeek(tx, locked.cdId));
      if (await repo.findVariationOfWeek(tx, gate.id, start)) {
        throw new AppError('variation011', { idPortao: gate.id, dataInicial: start });
      }
      if ((await repo.countBookingsBetween(tx, gate.id, start, end)) > 0) {
        throw new AppError('variation013', { dataInicial: start, dataFinal: end });
      }
      const saved = await repo.insertVariation(tx, gate.id, fields);
      await auditWrite(tx, ctx, {
        action: 'create',
        entity: 'gate_variations',
        entityId: saved,
        after: { gateId: gate.id, ...auditView(fields) },
      });
      return saved;
    });
  } catch (error) {
    mapWeekViolation(error, gate.id, start);
  }
  return toDto((await repo.findVariation(ctx.db, id))!);
}

/**
 * PUT /api/variacao/{id}: the gate of a variation never changes (422 on another idPortao). Under the gate's row
 * lock, refused while a booking falls in its current or new week (variation012), when another variation holds the
 * new week (variation011) or when its hours leave the CD's (gate010). The editor becomes its usuario.
 */
export async function updateVariation(
  ctx: CdContext,
  id: number,
  input: GateVariationInput,
): Promise<GateVariationDto> {
  const current = await repo.findVariation(ctx.db, id);
  if (!current) throw AppError.notFound({ id });
  const gate = await requireGate(ctx.db, current.gateId);
  assertCdWritable(ctx.user, gate.cdId);
  if (input.idPortao !== current.gateId) throw invalid({ field: 'idPortao', idPortao: current.gateId });
  const { start, end, fields } = fieldsOf(ctx, input, gate.dynamicCapacity);

  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await gateRepo.lockGate(tx, gate.id);
      if (!locked) throw AppError.notFound({ idPortao: gate.id });
      const before = await repo.findVariation(tx, id);
      if (!before) throw AppError.notFound({ id });
      assertWeekHoursValid(locked.dynamicCapacity, input.novosHorarios);
      assertWeekInsideCd(input.novosHorarios, await cdWeek(tx, locked.cdId));
      const booked =
        (await repo.countBookingsBetween(tx, gate.id, before.startDate, before.endDate)) +
        (start === before.startDate ? 0 : await repo.countBookingsBetween(tx, gate.id, start, end));
      if (booked > 0) throw new AppError('variation012', { dataInicial: before.startDate, dataFinal: before.endDate });
      if (await repo.findVariationOfWeek(tx, gate.id, start, id)) {
        throw new AppError('variation011', { idPortao: gate.id, dataInicial: start });
      }
      await repo.updateVariation(tx, id, fields);
      await auditWrite(tx, ctx, {
        action: 'update',
        entity: 'gate_variations',
        entityId: id,
        before: { gateId: gate.id, ...auditView(before) },
        after: { gateId: gate.id, ...auditView(fields) },
      });
    });
  } catch (error) {
    mapWeekViolation(error, gate.id, start);
  }
  return toDto((await repo.findVariation(ctx.db, id))!);
}

/** DELETE /api/variacao/{id}: refused while a booking falls in its week (variation012). */
export async function deleteVariation(ctx: CdContext, id: number): Promise<void> {
  const current = await repo.findVariation(ctx.db, id);
  if (!current) throw AppError.notFound({ id });
  const gate = await requireGate(ctx.db, current.gateId);
  assertCdWritable(ctx.user, gate.cdId);
  await ctx.db.transaction(async (tx) => {
    if (!(await gateRepo.lockGate(tx, gate.id))) throw AppError.notFound({ idPortao: gate.id });
    const row = await repo.findVariation(tx, id);
    if (!row) throw AppError.notFound({ id });
    if ((await repo.countBookingsBetween(tx, gate.id, row.startDate, row.endDate)) > 0) {
      throw new AppError('variation012', { dataInicial: row.startDate, dataFinal: row.endDate });
    }
    await repo.deleteVariation(tx, id);
    await auditWrite(tx, ctx, {
      action: 'delete',
      entity: 'gate_variations',
      entityId: id,
      before: { gateId: gate.id, ...auditView(row) },
    });
  });
}
