import {
  concessionChangeProblems,
  positiveIdInput,
  SAMPLE_CONCESSION_PAGE_SIZE,
  sampleConcessionInputSchema,
  sampleConcessionListSchema,
  sampleRefusalOf,
  sampleValidationOf,
  type Language,
  type Refusal,
  type SampleConcessionDto,
  type SampleConcessionInput,
  type SampleConcessionPageDto,
  type SampleOrderFacts,
  type SampleValidationDto,
} from '@portal/domain';
import { z } from 'zod';
import { uniqueViolationOf } from '../../db/unique-violation';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { LocalizedContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/database';
import { readPage } from '../../platform/paging';
import { AppError } from '../../platform/errors';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import { toConcessionDto } from './samples.mapper';
import * as repo from './samples.repository';

/**
 * Order-sample concessions (spec 001 §2 /order-sample-list, /order-sample-details; §4; §5; §7): the list, the form,
 * and the sample validation the conciliation area asks before an order is reconciled. Admin and Logistica hold both
 * screens (the role table names no separate permission for saving); a concession is seen through its original
 * order's row scope, so a logistics user works on its CD's orders and another CD's concession answers like an
 * unknown one.
 */

export type SamplesContext = LocalizedContext;

const AUDIT_ENTITY = 'order_sample_concessions';
const SAMPLE_ORDER_KEY = 'order_sample_concessions_sample_order_key';

/** listarTodasConcessoesFiltradas(filtro, pagina): a page (from 1) of 10, newest first. */
export async function listConcessions(ctx: SamplesContext, args: unknown): Promise<SampleConcessionPageDto> {
  const { filtro, pagina } = sampleConcessionListSchema.parse(args);
  const search = {
    supplier: filtro.fornecedor,
    originalOrderId: filtro.pedido,
    sampleOrderId: filtro.pedidoAmostra,
    status: filtro.status,
    from: filtro.dataCadastroInicial,
    to: filtro.dataCadastroFinal,
  };
  return readPage(
    { pagina, size: SAMPLE_CONCESSION_PAGE_SIZE, firstPage: 1 },
    (window) => repo.listConcessions(ctx.db, rowScopeOf(ctx.user), search, window),
    (row) => toConcessionDto(row, ctx.language),
  );
}

/** buscarConcessaoPorId(idConcessao): 404 when unknown or outside the user's scope. */
export async function getConcession(ctx: SamplesContext, id: unknown): Promise<SampleConcessionDto> {
  const idConcessao = positiveIdInput.parse(id);
  const row = await repo.findConcession(ctx.db, rowScopeOf(ctx.user), idConcessao);
  if (!row) throw AppError.notFound({ idConcessao });
  return toConcessionDto(row, ctx.language);
}

const saveSchema = z.object({ concessao: sampleConcessionInputSchema });

/** What a save may not change (a new one starts at 1; the order keys are locked), as the first refusal. */
function refuseChanges(stored: { pedido: number; pedidoAmostra: number } | null, input: SampleConcessionInput): void {
  const [problem] = concessionChangeProblems(stored, input);
  if (problem) throw new AppError(problem.code, { field: problem.field });
}

async function createConcession(ctx: SamplesContext, tx: Tx, scope: RowScope, input: SampleConcessionInput) {
  refuseChanges(null, input);
  const original = await repo.findVisibleOrder(tx, scope, input.pedido);
  if (!original) throw new AppError('sampleOriginalOrderNotFound', { field: 'pedido', pedido: input.pedido });
  if (!(await repo.isSampleOf(tx, input.pedidoAmostra, input.pedido)))
    throw new AppError('sampleOrderNotOfOriginal', {
      field: 'pedidoAmostra',
      pedido: input.pedido,
      pedidoAmostra: input.pedidoAmostra,
    });
  const existing = await repo.concessionIdOfSample(tx, input.pedidoAmostra);
  if (existing !== null) throw concessionExists(input.pedidoAmostra, existing);
  const values: repo.ConcessionValues = {
    originalOrderId: input.pedido,
    sampleOrderId: input.pedidoAmostra,
    supplierId: original.supplierId,
    description: input.descricao,
    status: input.status,
    reason: input.motivo,
  };
  const id = await repo.insertConcession(tx, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
  await auditWrite(tx, ctx, {
    action: 'create',
    entity: AUDIT_ENTITY,
    entityId: id,
    after: values,
  });
  return id;
}

async function updateConcession(
  ctx: SamplesContext,
  tx: Tx,
  scope: RowScope,
  id: number,
  input: SampleConcessionInput,
): Promise<number> {
  const stored = await repo.lockConcession(tx, scope, id);
  if (!stored) throw AppError.notFound({ idConcessao: id });
  refuseChanges({ pedido: stored.originalOrderId, pedidoAmostra: stored.sampleOrderId }, input);
  const values = { description: input.descricao, status: input.status, reason: input.motivo };
  await repo.updateConcession(tx, id, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
  await auditWrite(tx, ctx, {
    action: 'update',
    entity: AUDIT_ENTITY,
    entityId: id,
    before: { description: stored.description, status: stored.status, reason: stored.reason },
    after: values,
  });
  return id;
}

/** One concession per sample order (409), naming the one there is when known. */
function concessionExists(pedidoAmostra: number, idConcessao: number | null, cause?: unknown): AppError {
  return new AppError(
    'sampleConcessionExists',
    { field: 'pedidoAmostra', pedidoAmostra, ...(idConcessao === null ? {} : { idConcessao }) },
    { cause },
  );
}

/**
 * salvarConcessao(concessao): creates (no id) or updates (id) a concession in one transaction, audited. A new one
 * starts at 1 (Em Aprovação), its original order must be one the user sees and its sample order a sample order made
 * from it, with no concession yet. An update may change description, status and reason, never the order keys.
 */
export async function saveConcession(ctx: SamplesContext, args: unknown): Promise<SampleConcessionDto> {
  const { concessao: input } = saveSchema.parse(args);
  const scope = rowScopeOf(ctx.user);
  let id: number;
  try {
    id = await ctx.db.transaction((tx) =>
      input.id === undefined
        ? createConcession(ctx, tx, scope, input)
        : updateConcession(ctx, tx, scope, input.id, input),
    );
  } catch (error) {
    // two saves of a new concession for one sample order at once: the unique index keeps one
    if (uniqueViolationOf(error) === SAMPLE_ORDER_KEY) throw concessionExists(input.pedidoAmostra, null, error);
    throw error;
  }
  return getConcession(ctx, id);
}

/** An order's sample orders with their concessions, read in one query, as the domain's rules read them. */
async function sampleFactsOf(db: DbOrTx, orderId: number): Promise<SampleOrderFacts[]> {
  const samples = await repo.samplesOfOrder(db, orderId);
  return samples.map((s) => ({
    id: s.id,
    erpStatus: s.erpStatus,
    concession: s.concessionStatus === null ? null : { status: s.concessionStatus, reason: s.concessionReason },
  }));
}

/**
 * validarAmostraPedidoParaConciliacao's answer for an order the caller has already found visible (the conciliation
 * area asks this before an order is reconciled): the domain's rule (sampleValidationOf: a concession decides when
 * there is one, else the ERP's sample status).
 */
export async function sampleValidation(db: DbOrTx, orderId: number, language: Language): Promise<SampleValidationDto> {
  return sampleValidationOf(orderId, await sampleFactsOf(db, orderId), language);
}

/** The same decision as a refusal (code and message parameters), or null: the reconcile road's sample step. */
export async function sampleRefusal(db: DbOrTx, orderId: number, language: Language): Promise<Refusal | null> {
  return sampleRefusalOf(orderId, await sampleFactsOf(db, orderId), language);
}
