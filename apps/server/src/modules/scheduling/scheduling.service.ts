import {
  saoPauloWallTime,
  checkScheduleTerms,
  checkSlot,
  freePlacesAnswer,
  hasPermission,
  lastBookableDate,
  yearWeekKey,
  type FreeGatesDto,
  type LocalNow,
  type ScheduleCancelInput,
  type ScheduleDto,
  type ScheduleInput,
  type SchedulingGate,
  type SlotRefusal,
} from '@portal/domain';
import { profileOf, type AuthUser } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { Tx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { loadIsVisible, loadIsWhollyVisible, rowScopeOf, type ScopedLoad } from '../../platform/row-scope';
import * as repo from './scheduling.repository';
import type { GateRow } from './scheduling.repository';

/** São Paulo local date and time of an instant (the app clock's by default): "never the past" and the terms are judged in it. */
function saoPauloNow(now?: Date): LocalNow {
  return now ? saoPauloWallTime(now) : clock.wallTime();
}

/** Holds admin_alter_load_permissions: exempt from the 2-day notice and the 28-day maximum. */
function isLoadAdmin(user: AuthUser): boolean {
  return hasPermission(user.permissions, 'admin_alter_load_permissions');
}

/**
 * The load as the user may see it (platform/row-scope.ts), else 404 like a missing one. Booking or cancelling
 * changes the whole load, so it also needs every order of it visible: a company user's load shared with another
 * company's orders is 403.
 */
function assertVisible<L extends ScopedLoad>(user: AuthUser, load: L | null, loadId: number, change = false): L {
  const scope = rowScopeOf(user);
  if (!load || !loadIsVisible(scope, load)) throw AppError.notFound({ idCarga: loadId });
  if (change && !loadIsWhollyVisible(scope, load))
    throw new AppError('withoutPermission', { idCarga: loadId, reason: 'ordersOutOfScope' });
  return load;
}

function toSchedulingGate(gate: GateRow, hours: SchedulingGate['horarios'], variations: repo.VariationRow[]) {
  return {
    id: gate.id,
    nome: gate.name,
    capacidadeDinamica: gate.dynamicCapacity,
    horarios: hours,
    variacoes: variations
      .filter((v) => v.gateId === gate.id)
      .map((v) => ({ dataInicial: v.startDate, dataFinal: v.endDate, horarios: v.hours })),
  } satisfies SchedulingGate;
}

/**
 * GET /agendamento/horariosdisponiveis/{idLoad} (cd = false) and …cd/{idLoad} (cd = true): every gate of
 * the load's CD that is not deleted, with the week's free slot starts for this load. Three statements side by
 * side: the load with its CD, the gates with their hours, and the CD's week (variations, exceptions, slot occupation
 * with the suppliers of the reservers' bookings, and the reservations: decision A15, the capacity other providers
 * hold is not offered; the load's own supplier's reserved slots are marked).
 * The 28-day term limits the answer unless cd or the user holds admin_alter_load_permissions. Days without a free
 * place come with their reason and the nearest free places of the week (diasSemVaga), an empty week with its
 * reason (semanaSemVaga): no further query.
 */
export async function freePlacesOf(
  { db, user }: ServiceContext,
  loadId: number,
  options: { cd: boolean; now?: Date },
): Promise<FreeGatesDto> {
  // the gates and the CD's week are found through the load, so the three statements run at once
  const [found, gates, week] = await Promise.all([
    repo.findSchedulingLoad(db, loadId),
    repo.findGatesWithHours(db, { loadId }),
    repo.findCdWeek(db, loadId),
  ]);
  const load = assertVisible(user, found, loadId);
  const { variations, exceptions, bookings, reservations } = week;
  const byGate = new Map<number, repo.VariationRow[]>();
  for (const v of variations) byGate.set(v.gateId, [...(byGate.get(v.gateId) ?? []), v]);
  const now = saoPauloNow(options.now);
  const answer = freePlacesAnswer({
    load: { id: load.id, volumes: load.volumes, supplierId: load.supplierId },
    weekStart: load.weekStart,
    cdHours: load.cdHours,
    exceptions,
    gates: gates.map((g) => ({
      ...g,
      variacoes: (byGate.get(g.id) ?? []).map((v) => ({
        dataInicial: v.startDate,
        dataFinal: v.endDate,
        horarios: v.hours,
      })),
    })),
    bookings,
    reservations,
    now,
    lastDate: options.cd || isLoadAdmin(user) ? null : lastBookableDate(now.date),
  });
  return {
    idCarga: load.id,
    semanaComercial: load.week,
    anoSemanaComercial: yearWeekKey({ year: load.year, week: load.week }),
    dataInicialSemana: load.weekStart,
    nomeCd: load.cdName,
    // issue 18: why days are empty and the nearest places, computed only for empty days from the same ledger
    ...answer,
  };
}

/**
 * Inside the transaction, gate rows and the CD's slot start locked: why the load cannot take (gate, date, time), or null. One
 * statement, after the locks, reads the gate's hours, variation, the CD's hours and exception and the
 * bookings of that date, and when a reservation counts that date the CD's other gates and bookings (A15). With
 * `booking` (book or move) the past, the term and exceptions count; without it (refit of an existing booking)
 * only the slot's and the CD's capacity.
 */
async function slotRefusal(
  tx: Tx,
  load: { id: number; volumes: number; supplierId: number },
  gate: GateRow,
  date: string,
  time: string,
  booking: { now: LocalNow; lastDate: string | null } | null,
): Promise<SlotRefusal | null> {
  const context = await repo.findSlotContext(tx, gate.id, gate.cdId, date, time);
  return checkSlot({
    load: { id: load.id, volumes: load.volumes, supplierId: load.supplierId },
    gate: toSchedulingGate(gate, context.hours ? [context.hours] : [], context.variations),
    date,
    time,
    cdHours: context.cdHours,
    exception: booking ? context.exception : false,
    bookings: context.bookings,
    otherGates: context.otherGates,
    reservations: context.reservations,
    now: booking?.now ?? null,
    lastDate: booking?.lastDate ?? null,
  });
}

function termError(code: ReturnType<typeof checkScheduleTerms>, details: Record<string, unknown>): AppError | null {
  if (code === null) return null;
  if (code === 'beyondTerm')
    return new AppError('validation', { field: 'dtEntrega', reason: 'beyondTerm', ...details }, { status: 422 });
  return new AppError(code, details);
}

function toScheduleDto(row: { id: number; loadId: number; gateId: number; date: string; time: string }): ScheduleDto {
  return {
    idAgendamento: row.id,
    idCarga: row.loadId,
    idPortao: row.gateId,
    dtEntrega: row.date,
    horaEntrega: row.time,
  };
}

export interface SaveScheduleResult {
  /** 201 for a new booking, 200 for a move */
  status: 201 | 200;
  schedule: ScheduleDto;
}

/**
 * POST /agendamento/salvarAgendamento/{idAgendamento?}: books the load, or moves its schedule (with the
 * id, or without it when the load is already scheduled: a repeated save moves rather than fails).
 * Six statements between begin and commit: lock the load row; read the load and lock the gate rows (the
 * requested one and, when moving, the current one, ascending id); lock the CD's slot start asked for (decision
 * A15, repo.lockCdSlot); read the slot (CD-wide when a reservation counts that date); write the schedule with its
 * audit row. Order of the checks: visibility (404), schedule id (404), orders all A (scheduling013), date
 * inside the load's week, week and terms (scheduling011/012/014, beyondTerm), gate of the load's CD, then the
 * slot re-check (scheduling010).
 */
export async function saveSchedule(
  { db, user, requestId }: ServiceContext,
  input: ScheduleInput,
  scheduleId: number | undefined,
  options: { now?: Date } = {},
): Promise<SaveScheduleResult> {
  const now = saoPauloNow(options.now);
  const admin = isLoadAdmin(user);
  return db.transaction(async (tx) => {
    // lock 1: the load (its orders cannot change meanwhile; a second save of the same load waits here)
    if (!(await repo.lockLoad(tx, input.idCarga))) throw AppError.notFound({ idCarga: input.idCarga });
    // lock 2, in the statement that reads the load: the gates, ascending id (the current one too when moving)
    const found = await repo.findLoadLockingGates(tx, input.idCarga, input.idPortao);
    const load = assertVisible(user, found?.load ?? null, input.idCarga, true);
    const existing = load.schedule;
    if (scheduleId !== undefined && existing?.id !== scheduleId)
      throw AppError.notFound({ idAgendamento: scheduleId, idCarga: load.id });
    if (load.statuses.length === 0 || load.statuses.some((s) => s !== 'A'))
      throw new AppError('scheduling013', { idCarga: load.id });
    if (input.dtEntrega < load.weekStart || input.dtEntrega > load.weekEnd)
      throw new AppError(
        'validation',
        { field: 'dtEntrega', reason: 'outsideWeek', dataInicialSemana: load.weekStart, dataFinalSemana: load.weekEnd },
        { status: 422 },
      );
    const terms = checkScheduleTerms({
      today: now.date,
      loadWeekStart: load.weekStart,
      newDate: input.dtEntrega,
      currentDate: existing?.date ?? null,
      supplier: profileOf(user) === 'fornecedor',
      admin,
    });
    const refused = termError(terms, { idCarga: load.id, dataMaxima: lastBookableDate(now.date) });
    if (refused) throw refused;

    const gate = found?.gates.find((g) => g.id === input.idPortao);
    if (!gate || gate.deleted || gate.cdId !== load.cdId)
      throw new AppError(
        'validation',
        { field: 'idPortao', reason: 'gateNotInCd', idPortao: input.idPortao },
        { status: 422 },
      );

    // lock 3: the CD's slot start asked for (A15: bookings at one CD and time take turns, whatever the gate)
    await repo.lockCdSlot(tx, load.cdId, input.dtEntrega, input.horaEntrega);
    const refusal = await slotRefusal(tx, load, gate, input.dtEntrega, input.horaEntrega, {
      now,
      lastDate: admin ? null : lastBookableDate(now.date),
    });
    if (refusal) throw new AppError('scheduling010', { reason: refusal });

    const values = {
      gateId: gate.id,
      deliveryDate: input.dtEntrega,
      deliveryTime: input.horaEntrega,
      volumes: load.volumes,
    };
    const after = { loadId: load.id, ...values };
    if (existing) {
      await repo.updateSchedule(tx, existing.id, values, {
        user,
        before: bookedImage(load.id, existing),
        after,
        requestId: requestId ?? null,
      });
      return {
        status: 200,
        schedule: toScheduleDto({
          id: existing.id,
          loadId: load.id,
          gateId: gate.id,
          date: input.dtEntrega,
          time: input.horaEntrega,
        }),
      };
    }
    const id = await repo.insertSchedule(
      tx,
      { loadId: load.id, ...values, createdBy: Number(user.sub) || null },
      { user, after, requestId: requestId ?? null },
    );
    return {
      status: 201,
      schedule: toScheduleDto({ id, loadId: load.id, gateId: gate.id, date: input.dtEntrega, time: input.horaEntrega }),
    };
  });
}

/** A load's schedule as the audit records it before a change or a cancel: the columns of schedules. */
function bookedImage(loadId: number, schedule: NonNullable<repo.SchedulingLoad['schedule']>) {
  return {
    loadId,
    gateId: schedule.gateId,
    deliveryDate: schedule.date,
    deliveryTime: schedule.time,
    volumes: schedule.volumes,
  };
}

/**
 * DELETE /agendamento/cancelarAgendamento/: the load visible (404), the schedule its own (404), its orders
 * all A (scheduling013), the 2-day notice unless admin_alter_load_permissions (scheduling014).
 */
export async function cancelSchedule(
  { db, user, requestId }: ServiceContext,
  input: ScheduleCancelInput,
  options: { now?: Date } = {},
): Promise<void> {
  const now = saoPauloNow(options.now);
  await db.transaction(async (tx) => {
    // as saveSchedule: the load locked alone, then read while its booked gate is locked
    if (!(await repo.lockLoad(tx, input.idCarga))) throw AppError.notFound({ idCarga: input.idCarga });
    const found = await repo.findLoadLockingGates(tx, input.idCarga, null);
    const load = assertVisible(user, found?.load ?? null, input.idCarga, true);
    const existing = load.schedule;
    if (!existing || existing.id !== input.idAgendamento)
      throw AppError.notFound({ idAgendamento: input.idAgendamento, idCarga: load.id });
    if (load.statuses.length === 0 || load.statuses.some((s) => s !== 'A'))
      throw new AppError('scheduling013', { idCarga: load.id });
    const terms = checkScheduleTerms({
      today: now.date,
      loadWeekStart: load.weekStart,
      currentDate: existing.date,
      supplier: profileOf(user) === 'fornecedor',
      admin: isLoadAdmin(user),
      cancel: true,
    });
    const refused = termError(terms, { idCarga: load.id });
    if (refused) throw refused;
    await repo.deleteSchedule(tx, existing.id, {
      user,
      before: bookedImage(load.id, existing),
      requestId: requestId ?? null,
    });
  });
}

/**
 * Orders joined or left a load (loads area, inside its transaction, load row already locked): when the
 * load is scheduled, lock its gate (and then its CD slot start when the load grows), check the slot (effective hours of that
 * date, the other bookings, the capacity other providers hold at the CD, A15) still takes `volumes` (else loadDetails010) and keep schedules.volumes in step. No-op when unscheduled.
 * The check is the booking's own (checkSlot) without "now", the term and exceptions: the booking exists.
 */
export async function refitScheduledLoad(tx: Tx, loadId: number, volumes: number): Promise<void> {
  const schedule = await repo.findScheduleOfLoad(tx, loadId);
  if (!schedule) return;
  const grows = volumes > schedule.volumes;
  const [gate] = await repo.lockGates(tx, [schedule.gateId]);
  if (!gate) throw new AppError('loadDetails010', { idCarga: loadId });
  // fewer volumes always fit the place the load already holds
  if (grows) {
    // the CD-wide check (A15) at that time, after the gate's lock as in a booking
    await repo.lockCdSlot(tx, schedule.cdId, schedule.date, schedule.time);
    const load = { id: loadId, volumes, supplierId: schedule.supplierId };
    const refusal = await slotRefusal(tx, load, gate, schedule.date, schedule.time, null);
    if (refusal) throw new AppError('loadDetails010', { idCarga: loadId, reason: refusal });
  }
  if (volumes !== schedule.volumes) await repo.updateSchedule(tx, schedule.id, { volumes });
}
