import { isCalendarDate, type CdExceptionDto, type CdExceptionInput } from '@portal/domain';
import { AppError } from '../../platform/errors';
import { uniqueViolationOf } from '../../db/unique-violation';
import { userIdOf } from '../../platform/auth';
import { auditWrite } from '../../platform/audit';
import { assertCdWritable, invalid, type CdContext } from './cd-access';
import { requireCd } from './cds.service';
import * as repo from './exceptions.repository';

/** The unique index that keeps a date once per CD (cdException010). */
const UNIQUE_DATE = 'cd_exceptions_cd_date_uq';

function toDto(row: repo.ExceptionRow): CdExceptionDto {
  return { id: row.id, idCd: row.cdId, data: row.date, descricao: row.description };
}

/** GET /api/excecoes/cd/{id}: the CD's exceptions by date; 404 when it has none (the spec's "404 means none"). */
export async function listExceptions(ctx: CdContext, cdId: number): Promise<CdExceptionDto[]> {
  const rows = await repo.listExceptions(ctx.db, cdId);
  if (rows.length === 0) throw AppError.notFound({ idCd: cdId });
  return rows.map(toDto);
}

/**
 * POST /api/excecoes: a date on which the CD receives nothing. A date once per CD (cdException010), checked
 * first and guarded by the unique index when two saves race. Bookings already made that day stay.
 */
export async function createException(ctx: CdContext, input: CdExceptionInput): Promise<CdExceptionDto> {
  await requireCd(ctx.db, input.idCd);
  assertCdWritable(ctx.user, input.idCd);
  if (!isCalendarDate(input.data)) throw invalid({ field: 'data' });
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      if (await repo.findExceptionOn(tx, input.idCd, input.data))
        throw new AppError('cdException010', { data: input.data });
      const row = await repo.insertException(tx, {
        cdId: input.idCd,
        date: input.data,
        description: input.descricao,
        createdBy: userIdOf(ctx.user),
      });
      await auditWrite(tx, ctx, {
        action: 'create',
        entity: 'cd_exceptions',
        entityId: row.id,
        after: { cdId: row.cdId, date: row.date, description: row.description },
      });
      return row;
    });
    return toDto(saved);
  } catch (error) {
    const violated = uniqueViolationOf(error);
    if (violated === UNIQUE_DATE || violated === '') {
      throw new AppError('cdException010', { data: input.data }, { cause: error });
    }
    throw error;
  }
}

/** DELETE /api/excecoes/{id}. */
export async function deleteException(ctx: CdContext, id: number): Promise<void> {
  const current = await repo.findException(ctx.db, id);
  if (!current) throw AppError.notFound({ id });
  assertCdWritable(ctx.user, current.cdId);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findException(tx, id);
    if (!row) throw AppError.notFound({ id });
    await repo.deleteException(tx, id);
    await auditWrite(tx, ctx, {
      action: 'delete',
      entity: 'cd_exceptions',
      entityId: id,
      before: { cdId: row.cdId, date: row.date, description: row.description },
    });
  });
}
