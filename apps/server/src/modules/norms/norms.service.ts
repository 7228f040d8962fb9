import {
  createNormSchema,
  NORM_LIST_MAX,
  normListSchema,
  positiveIdInput,
  updateNormSchema,
  type NormDto,
} from '@portal/domain';
import { uniqueViolationOf } from '../../db/unique-violation';
import { auditWrite } from '../../platform/audit';
import { assertPermission, userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { toNormDto, toNormValues } from './norms.mapper';
import * as repo from './norms.repository';

/**
 * Norms (spec 001 §2 /norm-list, /norm-details; §3; §6; §7): the register a producer declaration is audited
 * against. The list needs norm-list (Admin, Usuario, Logistica), the form norm-details (Admin, Logistica), and a
 * save edit-norm-details as well (Admin only): Logistica opens a norm read-only. A code is unique ignoring case.
 */

export type NormsContext = ServiceContext;

const AUDIT_ENTITY = 'norms';
const CODE_KEY = 'norms_code_key';

function codeTaken(codigo: string, idNorma: number | null, cause?: unknown): AppError {
  return new AppError(
    'normCodeTaken',
    { field: 'codigo', codigo, ...(idNorma === null ? {} : { idNorma }) },
    { cause },
  );
}

/** A write that may break the code's unique index under a concurrent save of the same code. */
async function guardingCode<T>(codigo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === CODE_KEY) throw codeTaken(codigo, null, error);
    throw error;
  }
}

/** listarNormas(ativas): every norm (or the active ones) by code, ignoring case. */
export async function listNorms(ctx: NormsContext, args: unknown): Promise<NormDto[]> {
  const { ativas } = normListSchema.parse(args ?? {});
  return (await repo.listNorms(ctx.db, ativas, NORM_LIST_MAX)).map(toNormDto);
}

/** buscarNormaPorId(idNorma): 404 when unknown. */
export async function getNorm(ctx: NormsContext, id: unknown): Promise<NormDto> {
  const idNorma = positiveIdInput.parse(id);
  const row = await repo.findNorm(ctx.db, idNorma);
  if (!row) throw AppError.notFound({ idNorma });
  return toNormDto(row);
}

/** criarNorma(norma): edit-norm-details; a code no other norm holds (ignoring case), 409 normCodeTaken. */
export async function createNorm(ctx: NormsContext, args: unknown): Promise<NormDto> {
  assertPermission(ctx, 'edit-norm-details');
  const { norma } = createNormSchema.parse(args);
  const values = toNormValues(norma);
  const row = await guardingCode(norma.codigo, () =>
    ctx.db.transaction(async (tx) => {
      const holder = await repo.idOfCode(tx, values.code);
      if (holder !== null) throw codeTaken(norma.codigo, holder);
      const inserted = await repo.insertNorm(tx, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
      await auditWrite(tx, ctx, { action: 'create', entity: AUDIT_ENTITY, entityId: inserted.id, after: values });
      return inserted;
    }),
  );
  return toNormDto(row);
}

/** atualizarNorma(idNorma, norma): edit-norm-details; the whole form again; 404 when unknown. */
export async function updateNorm(ctx: NormsContext, args: unknown): Promise<NormDto> {
  assertPermission(ctx, 'edit-norm-details');
  const { idNorma, norma } = updateNormSchema.parse(args);
  const values = toNormValues(norma);
  const row = await guardingCode(norma.codigo, () =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.lockNorm(tx, idNorma);
      if (!before) throw AppError.notFound({ idNorma });
      const holder = await repo.idOfCode(tx, values.code);
      if (holder !== null && holder !== idNorma) throw codeTaken(norma.codigo, holder);
      const updated = await repo.updateNorm(tx, idNorma, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
      await auditWrite(tx, ctx, {
        action: 'update',
        entity: AUDIT_ENTITY,
        entityId: idNorma,
        before: { code: before.code, description: before.description, active: before.active },
        after: values,
      });
      return updated;
    }),
  );
  return toNormDto(row);
}

/** A norm as the declarations area reads it (its audit form's choice and check), or null. */
export async function normById(db: DbOrTx, id: number): Promise<{ id: number; code: string; active: boolean } | null> {
  const row = await repo.findNorm(db, id);
  return row ? { id: row.id, code: row.code, active: row.active } : null;
}
