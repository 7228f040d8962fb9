import {
  normalizeCnpj,
  PROVIDER_FLAGS,
  PROVIDER_PAGE_SIZE,
  LINK_PICK_MAX,
  providerFlagSchema,
  providerLinkSchema,
  providerListSchema,
  providerPickSchema,
  SUBCONTRACTOR_STATUS,
  subcontractorPickSchema,
  type ProviderDto,
  type ProviderFlag,
  type ProviderFlagMutation,
  type ProviderPageDto,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { z } from 'zod';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/database';
import { readPage } from '../../platform/paging';
import { AppError } from '../../platform/errors';
import { toProviderDto, toSubcontractorSummaryDto } from './providers.mapper';
import * as repo from './providers.repository';

/**
 * Providers (spec 001 §2 /provider-list, /provider-details; §4; §7): the list, the three flags and the links to
 * subcontractors. Every provider is visible to whoever holds the screen's permission (Admin, Logistica): providers
 * hang on no order, so no row scope applies. The subcontractors area reads and changes links through here.
 */

export type ProvidersContext = ServiceContext;

const FLAG_COLUMNS: Readonly<Record<ProviderFlag, repo.ProviderFlagColumn>> = {
  isSubcontratado: 'isSubcontractor',
  exigirDeclProdutor: 'requireProducerDeclaration',
  exigirCertifOrigem: 'requireOriginCertificate',
};

const idSchema = z.number().int().positive().max(2_147_483_647);

async function requireProvider(db: DbOrTx, id: number): Promise<repo.ProviderRow> {
  const provider = await repo.findProvider(db, id);
  if (!provider) throw AppError.notFound({ idFornecedor: id });
  return provider;
}

async function requireSubcontractor(db: DbOrTx, id: number): Promise<repo.SubcontractorSummaryRow> {
  const subcontractor = await repo.findSubcontractorSummary(db, id);
  if (!subcontractor) throw AppError.notFound({ idSubcontratado: id });
  return subcontractor;
}

/** fornecedoresFiltrados(nome, cnpj, pagina): a page of 20 providers by name. */
export async function listProviders(ctx: ProvidersContext, args: unknown): Promise<ProviderPageDto> {
  const input = providerListSchema.parse(args);
  return readPage(
    { pagina: input.pagina, size: PROVIDER_PAGE_SIZE },
    (window) => repo.listProviders(ctx.db, { name: input.nome, cnpj: input.cnpj }, window),
    toProviderDto,
  );
}

/** buscarFornecedorPorId(idFornecedor): /provider-details opened by address (not only from the list's state). */
export async function getProvider(ctx: ProvidersContext, id: unknown): Promise<ProviderDto> {
  return toProviderDto(await requireProvider(ctx.db, idSchema.parse(id)));
}

/** atualizarFlagSubcontratado / …DeclaracaoProdutor / …CertificadoOrigem(idFornecedor, valor): the provider after. */
export async function setProviderFlag(
  ctx: ProvidersContext,
  mutation: ProviderFlagMutation,
  args: unknown,
): Promise<ProviderDto> {
  const input = providerFlagSchema.parse(args);
  const flag = PROVIDER_FLAGS[mutation];
  const column = FLAG_COLUMNS[flag];
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockProvider(tx, input.idFornecedor);
    if (!before) throw AppError.notFound({ idFornecedor: input.idFornecedor });
    if (before[column] === input.valor) return before;
    const after = await repo.updateProviderFlag(tx, input.idFornecedor, column, input.valor);
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: 'suppliers',
      entityId: input.idFornecedor,
      before: { [flag]: before[column] },
      after: { [flag]: after[column] },
    });
    return after;
  });
  return toProviderDto(updated);
}

/** buscarSubcontratadoPorFornecedor(idFornecedor): the provider's linked subcontractors, by trade name. */
export async function linkedSubcontractors(ctx: ProvidersContext, id: unknown): Promise<SubcontractorSummaryDto[]> {
  const provider = await requireProvider(ctx.db, idSchema.parse(id));
  return subcontractorsOfProvider(ctx.db, provider.id);
}

/**
 * The subcontractors linked to a provider, by trade name, whatever their status (for other areas: the subcontractor
 * invoices offer and accept these; the caller knows the provider exists and may be seen).
 */
export async function subcontractorsOfProvider(db: DbOrTx, supplierId: number): Promise<SubcontractorSummaryDto[]> {
  return (await repo.subcontractorsOfProvider(db, supplierId)).map(toSubcontractorSummaryDto);
}

/** A search text as a CNPJ fragment (mask ignored), when it can be one. */
function cnpjFragment(text: string | undefined): string | undefined {
  const cnpj = text ? normalizeCnpj(text) : undefined;
  return cnpj && /^[0-9A-Z]+$/.test(cnpj) ? cnpj : undefined;
}

/**
 * buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor, nome): the add-subcontractor choices, at most
 * LINK_PICK_MAX active unlinked subcontractors by trade name, `nome` searched in the trade or legal name or CNPJ.
 */
export async function subcontractorsToLink(ctx: ProvidersContext, args: unknown): Promise<SubcontractorSummaryDto[]> {
  const input = subcontractorPickSchema.parse(args);
  const provider = await requireProvider(ctx.db, input.idFornecedor);
  const rows = await repo.subcontractorsNotLinkedTo(ctx.db, provider.id, {
    activeStatus: SUBCONTRACTOR_STATUS.active,
    text: input.nome,
    cnpj: cnpjFragment(input.nome),
    limit: LINK_PICK_MAX,
  });
  return rows.map(toSubcontractorSummaryDto);
}

/** The link between a provider and a subcontractor, and the names its two ids have in the caller's arguments. */
export interface LinkChange {
  supplierId: number;
  subcontractorId: number;
  fields: { supplier: string; subcontractor: string };
}

/**
 * Links or unlinks a provider and a subcontractor, from either page. Unknown ids are 404 (named as the caller named
 * them); only an Active subcontractor is linked (the pick list offers no other). Linking a linked pair and unlinking
 * an unlinked one change nothing and write no audit.
 */
export async function changeLink(ctx: ProvidersContext, action: 'link' | 'unlink', change: LinkChange): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findProvider(tx, change.supplierId)))
      throw AppError.notFound({ [change.fields.supplier]: change.supplierId });
    const subcontractor = await repo.findSubcontractorSummary(tx, change.subcontractorId);
    if (!subcontractor) throw AppError.notFound({ [change.fields.subcontractor]: change.subcontractorId });
    const link = { supplierId: change.supplierId, subcontractorId: change.subcontractorId };
    let changed: boolean;
    if (action === 'link') {
      if (subcontractor.status !== SUBCONTRACTOR_STATUS.active) {
        const field = change.fields.subcontractor;
        throw AppError.validation({
          fields: [{ field, code: 'subcontractorInactive', message: 'subcontractorInactive' }],
        });
      }
      changed = await repo.insertLink(tx, { ...link, createdAt: clock.now(), createdBy: userIdOf(ctx.user) });
    } else {
      changed = await repo.deleteLink(tx, link);
    }
    if (!changed) return;
    const values = { idFornecedor: change.supplierId, idSubcontratado: change.subcontractorId };
    await auditWrite(tx, ctx, {
      action: action === 'link' ? 'create' : 'delete',
      entity: 'provider_subcontractors',
      entityId: `${change.supplierId}:${change.subcontractorId}`,
      before: action === 'link' ? null : values,
      after: action === 'link' ? values : null,
    });
  });
}

async function changeLinkFromProvider(
  ctx: ProvidersContext,
  action: 'link' | 'unlink',
  args: unknown,
): Promise<SubcontractorSummaryDto[]> {
  const input = providerLinkSchema.parse(args);
  await changeLink(ctx, action, {
    supplierId: input.idFornecedor,
    subcontractorId: input.idSubcontratado,
    fields: { supplier: 'idFornecedor', subcontractor: 'idSubcontratado' },
  });
  return (await repo.subcontractorsOfProvider(ctx.db, input.idFornecedor)).map(toSubcontractorSummaryDto);
}

/** vincularSubcontratado(idFornecedor, idSubcontratado): the provider's linked subcontractors after. */
export function linkSubcontractor(ctx: ProvidersContext, args: unknown): Promise<SubcontractorSummaryDto[]> {
  return changeLinkFromProvider(ctx, 'link', args);
}

/** desvincularSubcontratado(idFornecedor, idSubcontratado): the provider's linked subcontractors after. */
export function unlinkSubcontractor(ctx: ProvidersContext, args: unknown): Promise<SubcontractorSummaryDto[]> {
  return changeLinkFromProvider(ctx, 'unlink', args);
}

/** Some subcontractors' summaries by id (for other areas: the subcontractor invoices name theirs). */
export async function subcontractorSummaries(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, SubcontractorSummaryDto>> {
  const rows = await repo.findSubcontractorSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toSubcontractorSummaryDto(row)]));
}

/** The providers linked to a subcontractor (the subcontractors area checks that it exists). */
export async function providersOfSubcontractor(db: DbOrTx, subcontractorId: number): Promise<ProviderDto[]> {
  return (await repo.providersOfSubcontractor(db, subcontractorId)).map(toProviderDto);
}

/** The subcontractor's add-provider choices: at most LINK_PICK_MAX unlinked providers, by name or CNPJ. */
export async function providersToLink(db: DbOrTx, args: unknown): Promise<ProviderDto[]> {
  const input = providerPickSchema.parse(args);
  await requireSubcontractor(db, input.idSubcontratado);
  const rows = await repo.providersNotLinkedTo(db, input.idSubcontratado, {
    text: input.nome,
    cnpj: cnpjFragment(input.nome),
    limit: LINK_PICK_MAX,
  });
  return rows.map(toProviderDto);
}
