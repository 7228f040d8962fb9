import {
  cdHoursConflicts,
  daysEndingBeforeStart,
  WEEKDAYS,
  type CdDetailDto,
  type CdHourDto,
  type CdHoursInput,
  type CdListItemDto,
} from '@portal/domain';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { auditWrite } from '../../platform/audit';
import { assertCdWritable, invalid, type CdContext } from './cd-access';
import * as repo from './cds.repository';

const CLOSED = '00:00:00';

/** A CD's seven weekdays; a weekday without a row is closed (00:00:00-00:00:00). */
export function weekOfCdHours(rows: readonly repo.CdHourRow[]): CdHourDto[] {
  return WEEKDAYS.map((idDiaSemana) => {
    const row = rows.find((r) => r.weekday === idDiaSemana);
    return { idDiaSemana, hrInicial: row?.startTime ?? CLOSED, hrFim: row?.endTime ?? CLOSED };
  });
}

/** The CD's hours as the rules read them (a missing weekday closed). */
export async function cdWeek(db: DbOrTx, cdId: number): Promise<CdHourDto[]> {
  return weekOfCdHours(await repo.cdHours(db, cdId));
}

/** 404 unless the id names a distribution centre. */
export async function requireCd(db: DbOrTx, cdId: number): Promise<repo.CdRow> {
  const cd = await repo.findCd(db, cdId);
  if (!cd) throw AppError.notFound({ idCd: cdId });
  return cd;
}

function listItem(cd: repo.CdRow, companies: readonly repo.CompanyOfCd[]): CdListItemDto {
  return {
    id: cd.id,
    codigo: cd.code,
    nome: cd.name,
    cidade: cd.city,
    uf: cd.state,
    empresas: companies.filter((c) => c.locationId === cd.id).map((c) => ({ id: c.id, nome: c.name })),
  };
}

/** GET /api/cd/listar: every CD by code, with the companies it serves. */
export async function listCds(ctx: CdContext): Promise<CdListItemDto[]> {
  const cds = await repo.listCds(ctx.db);
  const companies = await repo.companiesOf(
    ctx.db,
    cds.map((c) => c.id),
  );
  return cds.map((cd) => listItem(cd, companies));
}

async function detail(db: DbOrTx, cd: repo.CdRow): Promise<CdDetailDto> {
  const companies = await repo.companiesOf(db, [cd.id]);
  return { ...listItem(cd, companies), horarioCd: await cdWeek(db, cd.id) };
}

/** GET /api/cd/detalhe/{id}: the list row plus the seven weekdays of hours. */
export async function getCd(ctx: CdContext, cdId: number): Promise<CdDetailDto> {
  return detail(ctx.db, await requireCd(ctx.db, cdId));
}

/**
 * PUT /api/cd/editarHorario/{id}: replaces the given weekdays. Refused naming the days when an end precedes its
 * start (422) or when a live gate's open day, a variation still to come or a booking from today on would fall
 * outside (cdHour010). The CD row and its gates are locked first, so no booking or gate edit slips in meanwhile.
 */
export async function editCdHours(ctx: CdContext, cdId: number, input: CdHoursInput): Promise<CdDetailDto> {
  const cd = await requireCd(ctx.db, cdId);
  assertCdWritable(ctx.user, cdId);
  const backwards = daysEndingBeforeStart(input.horarios);
  if (backwards.length > 0) throw invalid({ field: 'horarios', days: backwards });

  const today = clock.today();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockCd(tx, cdId))) throw AppError.notFound({ idCd: cdId });
    await repo.lockGatesOfCd(tx, cdId);
    const before = await cdWeek(tx, cdId);
    const after = before.map((day) => input.horarios.find((h) => h.idDiaSemana === day.idDiaSemana) ?? day);

    const gateRows = await repo.gateHoursOfCd(tx, cdId);
    const gateWeeks = new Map<
      number,
      { idDiaSemana: number; hrInicial: string; hrFim: string; capacidade: number }[]
    >();
    for (const r of gateRows) {
      const day = { idDiaSemana: r.weekday, hrInicial: r.startTime, hrFim: r.endTime, capacidade: r.capacity };
      gateWeeks.set(r.gateId, [...(gateWeeks.get(r.gateId) ?? []), day]);
    }
    const variationWeeks = await repo.variationHoursOfCdFrom(tx, cdId, today);
    const bookings = await repo.bookingsOfCdFrom(tx, cdId, today);
    const weeks = [...gateWeeks.values(), ...variationWeeks];
    // a weekday already out of step before the edit is not the edit's doing and does not block it
    const already = new Set(cdHoursConflicts(before, weeks, bookings));
    const days = cdHoursConflicts(after, weeks, bookings).filter((d) => !already.has(d));
    if (days.length > 0) throw new AppError('cdHour010', { days });

    await repo.upsertCdHours(
      tx,
      cdId,
      input.horarios.map((h) => ({ weekday: h.idDiaSemana, startTime: h.hrInicial, endTime: h.hrFim })),
    );
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'cd_opening_hours',
      entityId: cdId,
      before: { horarioCd: before },
      after: { horarioCd: after },
    });
  });
  return detail(ctx.db, cd);
}
