import {
  capacityOverflow,
  createPreSchedulingSchema,
  formatDateIn,
  positiveIdInput,
  shortTime,
  TIME_ZONES,
  updatePreSchedulingSchema,
  weekdayNameIn,
  WORK_HOUR_TYPES,
  type PreSchedulingDto,
  type PreSchedulingRowDto,
} from '@portal/domain';
import type { z } from 'zod';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { LocalizedContext } from '../../platform/context';
import type { Tx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import {
  toPreSchedulingDto,
  toPreSchedulingRowDto,
  toPreSchedulingValues,
  toReservation,
} from './pre-scheduling.mapper';
import { findGatesWithHours } from '../../db/gates-with-hours';
import * as repo from './pre-scheduling.repository';

/**
 * Pre-schedulings (spec 001 §2 /pre-scheduling-list, /pre-scheduling-details; §3; §5; §7; checklist 2.7; issue 17):
 * a provider's standing reservation of capacity at a CD. Every page is Admin only (pre-scheduling-list,
 * pre-scheduling-details; the resolvers check them). A save is one transaction that locks the CD's row, checks the
 * references and the CD's capacity (capacityOverflow), writes and audits.
 */

export type PreSchedulingContext = LocalizedContext;

const AUDIT_ENTITY = 'pre_schedulings';
/** A provider has a handful of pre-schedulings; the list answers at most this many. */
export const PRE_SCHEDULING_LIST_MAX = 1000;

/** listarFusoHorario: Brasília only (A16: the form shows it read-only). */
export function listTimeZones(): { id: number; descricao: string }[] {
  return TIME_ZONES.map(({ id, descricao }) => ({ id, descricao }));
}

/** listarTiposHoraTrabalho (A17): 1 weekly, 2 date range. */
export function listWorkHourTypes(): { id: number; descricao: string }[] {
  return WORK_HOUR_TYPES.map(({ id, descricao }) => ({ id, descricao }));
}

/** listarPreAgendamentosDoFornecedor(idFornecedor): 404 for an unknown provider. */
export async function listOfSupplier(ctx: PreSchedulingContext, id: unknown): Promise<PreSchedulingRowDto[]> {
  const idFornecedor = positiveIdInput.parse(id);
  if (!(await repo.supplierExists(ctx.db, idFornecedor))) throw AppError.notFound({ idFornecedor });
  return (await repo.listOfSupplier(ctx.db, idFornecedor, PRE_SCHEDULING_LIST_MAX)).map(toPreSchedulingRowDto);
}

/** buscarPreAgendamentoPorId(idPreAgendamento): 404 when unknown. */
export async function getPreScheduling(ctx: PreSchedulingContext, id: unknown): Promise<PreSchedulingDto> {
  const idPreAgendamento = positiveIdInput.parse(id);
  const row = await repo.findPreScheduling(ctx.db, idPreAgendamento);
  if (!row) throw AppError.notFound({ idPreAgendamento });
  return toPreSchedulingDto(row);
}

/**
 * The references and the capacity, inside the save's transaction with the CD locked: provider, company and CD exist,
 * the CD serves the company, and an active reservation keeps the CD's slots within their capacity together with the
 * CD's other active reservations (of every company: see docs/decisions.md).
 */
async function checkSave(
  tx: Tx,
  ctx: PreSchedulingContext,
  values: repo.PreSchedulingValues,
  exceptId: number | null,
): Promise<void> {
  if (!(await repo.lockCd(tx, values.cdId)))
    throw AppError.notFound({ field: 'preAgendamento.idCd', idCd: values.cdId });
  if (!(await repo.supplierExists(tx, values.supplierId)))
    throw AppError.notFound({ field: 'preAgendamento.idFornecedor', idFornecedor: values.supplierId });
  if (!(await repo.companyExists(tx, values.companyId)))
    throw AppError.notFound({ field: 'preAgendamento.idEmpresa', idEmpresa: values.companyId });
  if (!(await repo.cdServesCompany(tx, values.cdId, values.companyId)))
    throw AppError.validation({
      fields: [{ field: 'preAgendamento.idCd', code: 'cdNotOfCompany', message: 'the CD does not serve the company' }],
    });
  if (!values.active) return;
  const [gates, cdHours, others] = await Promise.all([
    findGatesWithHours(tx, { cdId: values.cdId }),
    repo.cdHoursOf(tx, values.cdId),
    repo.activeReservationsOfCd(tx, values.cdId, exceptId),
  ]);
  const overflow = capacityOverflow({ gates, cdHours, others, candidate: toReservation(exceptId ?? 0, values) });
  if (overflow)
    throw new AppError('preSchedulingOverCapacity', {
      field: 'preAgendamento.capacidade',
      diaSemana: weekdayNameIn(ctx.language, overflow.weekday),
      idDiaSemana: overflow.weekday,
      hora: shortTime(overflow.time),
      data: formatDateIn(ctx.language, overflow.date),
      dataIso: overflow.date,
      reservado: overflow.reserved,
      capacidade: overflow.capacity,
    });
}

/**
 * The form through its contract. The contract's own "required" rules (the end date of a date range, at least one
 * weekday) answer requiredField naming the field, as a missing field does (spec 001 §5, PS7), not a bare validation.
 */
function parseForm<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const required = parsed.error.issues.find((issue) => issue.message === 'requiredField');
  if (required) throw AppError.requiredField(required.path.map(String).join('.'));
  throw parsed.error;
}

/** criarPreAgendamento(preAgendamento): the form checked (contract), then checkSave; audited. */
export async function createPreScheduling(ctx: PreSchedulingContext, args: unknown): Promise<PreSchedulingDto> {
  const { preAgendamento } = parseForm(createPreSchedulingSchema, args);
  const values = toPreSchedulingValues(preAgendamento);
  const id = await ctx.db.transaction(async (tx) => {
    await checkSave(tx, ctx, values, null);
    const newId = await repo.insertPreScheduling(tx, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
    await auditWrite(tx, ctx, { action: 'create', entity: AUDIT_ENTITY, entityId: newId, after: values });
    return newId;
  });
  return getPreScheduling(ctx, id);
}

/** atualizarPreAgendamento(idPreAgendamento, preAgendamento): the whole form again; 404 when unknown. */
export async function updatePreScheduling(ctx: PreSchedulingContext, args: unknown): Promise<PreSchedulingDto> {
  const { idPreAgendamento, preAgendamento } = parseForm(updatePreSchedulingSchema, args);
  const values = toPreSchedulingValues(preAgendamento);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockPreScheduling(tx, idPreAgendamento);
    if (!before) throw AppError.notFound({ idPreAgendamento });
    await checkSave(tx, ctx, values, idPreAgendamento);
    await repo.updatePreScheduling(tx, idPreAgendamento, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: AUDIT_ENTITY,
      entityId: idPreAgendamento,
      before,
      after: values,
    });
  });
  return getPreScheduling(ctx, idPreAgendamento);
}
