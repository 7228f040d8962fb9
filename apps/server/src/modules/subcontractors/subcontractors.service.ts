import {
  isSavedSubcontractor,
  positiveIdInput,
  SUBCONTRACTOR_PAGE_SIZE,
  subcontractorInputSchema,
  subcontractorListSchema,
  subcontractorProviderLinkSchema,
  type ProviderDto,
  type SubcontractorDto,
  type SubcontractorPageDto,
} from '@portal/domain';
import { z } from 'zod';
import { uniqueViolationOf } from '../../db/unique-violation';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/database';
import { readPage } from '../../platform/paging';
import { AppError } from '../../platform/errors';
import * as providersService from '../providers/providers.service';
import { toSubcontractorDto, toSubcontractorValues } from './subcontractors.mapper';
import * as repo from './subcontractors.repository';

/**
 * Subcontractors (spec 001 §2 /subcontractor-list, /subcontractor-details; §5; §7): the list, the form and the
 * providers linked to each. Admin and Logistica hold both screens and so may save (no action permission restricts
 * the form); no row scope applies (a subcontractor hangs on no order). Links go through the providers area.
 */

export type SubcontractorsContext = ServiceContext;

const CNPJ_KEY = 'subcontractors_cnpj_key';

/** A CNPJ another subcontractor holds: refused on the cnpj field (409), naming the holder. */
function cnpjInUse(holder: number | null, cause?: unknown): AppError {
  return new AppError(
    'validation',
    {
      fields: [{ field: 'cnpj', code: 'cnpjInUse', message: 'cnpjInUse' }],
      ...(holder === null ? {} : { idSubcontratado: holder }),
    },
    { status: 409, cause },
  );
}

async function requireSubcontractor(db: DbOrTx, id: number): Promise<repo.SubcontractorRow> {
  const row = await repo.findSubcontractor(db, id);
  if (!row) throw AppError.notFound({ idSubcontratado: id });
  return row;
}

/** listarSubcontratadosFiltrados(filtro, pagina): a page (from 0) of 20 by trade name ignoring case. */
export async function listSubcontractors(ctx: SubcontractorsContext, args: unknown): Promise<SubcontractorPageDto> {
  const { filtro, pagina } = subcontractorListSchema.parse(args);
  const search = {
    cnpj: filtro.cnpj,
    email: filtro.email,
    tradeName: filtro.nomeFantasia,
    legalName: filtro.razaoSocial,
  };
  return readPage(
    { pagina, size: SUBCONTRACTOR_PAGE_SIZE },
    (window) => repo.listSubcontractors(ctx.db, search, window),
    toSubcontractorDto,
  );
}

/** buscarSubcontratadoPorId(idSubcontratado): 404 when unknown. */
export async function getSubcontractor(ctx: SubcontractorsContext, id: unknown): Promise<SubcontractorDto> {
  return toSubcontractorDto(await requireSubcontractor(ctx.db, positiveIdInput.parse(id)));
}

/** A write that may break the CNPJ's unique index under a concurrent save of the same CNPJ. */
async function guardingCnpj<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === CNPJ_KEY) throw cnpjInUse(null, error);
    throw error;
  }
}

const createSchema = z.object({ subcontratado: subcontractorInputSchema });
const updateSchema = z.object({ idSubcontratado: positiveIdInput, subcontratado: subcontractorInputSchema });

/** criarSubcontratado(subcontratado): the nine required fields, a CNPJ no other subcontractor holds. */
export async function createSubcontractor(ctx: SubcontractorsContext, args: unknown): Promise<SubcontractorDto> {
  const { subcontratado } = createSchema.parse(args);
  const values = toSubcontractorValues(subcontratado);
  const created = await guardingCnpj(() =>
    ctx.db.transaction(async (tx) => {
      const holder = await repo.idOfCnpj(tx, values.cnpj);
      if (holder !== null) throw cnpjInUse(holder);
      const row = await repo.insertSubcontractor(tx, {
        ...values,
        createdAt: clock.now(),
        createdBy: userIdOf(ctx.user),
      });
      await auditWrite(tx, ctx, {
        action: 'create',
        entity: 'subcontractors',
        entityId: row.id,
        after: values,
      });
      return row;
    }),
  );
  return toSubcontractorDto(created);
}

/** atualizarSubcontratado(idSubcontratado, subcontratado): the whole form again; 404 when unknown. */
export async function updateSubcontractor(ctx: SubcontractorsContext, args: unknown): Promise<SubcontractorDto> {
  const { idSubcontratado, subcontratado } = updateSchema.parse(args);
  const values = toSubcontractorValues(subcontratado);
  const updated = await guardingCnpj(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.lockSubcontractor(tx, idSubcontratado);
      if (!before) throw AppError.notFound({ idSubcontratado });
      const holder = await repo.idOfCnpj(tx, values.cnpj);
      if (holder !== null && holder !== idSubcontratado) throw cnpjInUse(holder);
      const row = await repo.updateSubcontractor(tx, idSubcontratado, values);
      const { id: _id, createdAt: _at, createdBy: _by, ...stored } = before;
      await auditWrite(tx, ctx, {
        action: 'update',
        entity: 'subcontractors',
        entityId: idSubcontratado,
        before: stored,
        after: values,
      });
      return row;
    }),
  );
  return toSubcontractorDto(updated);
}

/** buscarFornecedorPorSubcontratado(idSubcontratado): its linked providers, by name. */
export async function linkedProviders(ctx: SubcontractorsContext, id: unknown): Promise<ProviderDto[]> {
  const subcontractor = await requireSubcontractor(ctx.db, positiveIdInput.parse(id));
  return providersService.providersOfSubcontractor(ctx.db, subcontractor.id);
}

/** buscarFornecedorNaoVinculadoAoSubcontratado(idSubcontratado, nome): the add-provider modal's choices. */
export function providersToLink(ctx: SubcontractorsContext, args: unknown): Promise<ProviderDto[]> {
  return providersService.providersToLink(ctx.db, args);
}

/**
 * adicionarFornecedorAoSubcontratado / removerFornecedorDoSubcontratado(fornecedorId, subcontratadoId): a
 * subcontractor not saved yet (no id, 0, -1) answers subcontractorMustBeSaved before anything else is looked at
 * (spec 001 §5 "Linking", §8). The subcontractor's linked providers after.
 */
async function changeProviderLink(
  ctx: SubcontractorsContext,
  action: 'link' | 'unlink',
  args: unknown,
): Promise<ProviderDto[]> {
  const subcontratadoId = (args as { subcontratadoId?: unknown } | null)?.subcontratadoId;
  if (!isSavedSubcontractor(typeof subcontratadoId === 'number' ? subcontratadoId : null))
    throw new AppError('subcontractorMustBeSaved');
  const input = subcontractorProviderLinkSchema.parse(args);
  await providersService.changeLink(ctx, action, {
    supplierId: input.fornecedorId,
    subcontractorId: input.subcontratadoId,
    fields: { supplier: 'fornecedorId', subcontractor: 'subcontratadoId' },
  });
  return providersService.providersOfSubcontractor(ctx.db, input.subcontratadoId);
}

export function addProvider(ctx: SubcontractorsContext, args: unknown): Promise<ProviderDto[]> {
  return changeProviderLink(ctx, 'link', args);
}

export function removeProvider(ctx: SubcontractorsContext, args: unknown): Promise<ProviderDto[]> {
  return changeProviderLink(ctx, 'unlink', args);
}
