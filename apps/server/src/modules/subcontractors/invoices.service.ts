import {
  positiveIdInput,
  SUBCONTRACTOR_STATUS,
  subcontractorInvoiceInputSchema,
  subcontractorInvoiceProblems,
  subcontractorInvoicesOfOrderSchema,
  subcontractorInvoiceUpdateSchema,
  type SubcontractorInvoiceDto,
  type SubcontractorInvoiceInput,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { z } from 'zod';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import * as ordersService from '../orders/orders.service';
import * as providersService from '../providers/providers.service';
import { storedValues, toInvoiceDto, toInvoiceValues, toRuleInvoice } from './invoices.mapper';
import * as repo from './invoices.repository';

/**
 * Subcontractor invoices (spec 001 §2 /subcontractor-invoice, §3, §4, §5, §7), a part of the subcontractors area.
 * Every profile holds the screen (subcontractor-invoice); which invoices a user sees is which orders it sees
 * (platform/row-scope.ts): another supplier's order or invoice answers exactly like an unknown one. Every write
 * locks the order's row first (orders.service lockOrderForSubcontractorWork, the lock alterarUtilizaSubcontratado
 * takes too), so writes on one order take turns and the quantity rules see every invoice already saved.
 */

export type InvoicesContext = ServiceContext;

const AUDIT_ENTITY = 'subcontractor_invoices';
const ACTIVE = SUBCONTRACTOR_STATUS.active;

const createSchema = z.object({ notaFiscal: subcontractorInvoiceInputSchema });

const invoiceNotFound = (idNotaFiscal: number) => AppError.notFound({ idNotaFiscal });

/** The invoices as answered: their subcontractors' summaries read in one go. */
async function answer(db: DbOrTx, rows: readonly repo.InvoiceRow[]): Promise<SubcontractorInvoiceDto[]> {
  const subcontractors = await providersService.subcontractorSummaries(
    db,
    rows.map((row) => row.subcontractorId),
  );
  return rows.map((row) => toInvoiceDto(row, subcontractors.get(row.subcontractorId)!));
}

/** The order the user may see, whose provider is the one named (another provider answers like an unknown order). */
async function orderOfProvider(ctx: InvoicesContext, idPedido: number, idFornecedor: number) {
  const order = await ordersService.findOrderForSubcontractorWork(ctx.db, ctx.user, idPedido);
  if (order.supplierId !== idFornecedor) throw AppError.notFound({ idPedido });
  return order;
}

/**
 * How many invoices an order has, for the conciliation area's road check (an order its caller has already found
 * visible; inside the caller's transaction, which holds the order's lock that every invoice write takes too).
 */
export function invoiceCountOf(db: DbOrTx, orderId: number): Promise<number> {
  return repo.countInvoicesOfOrder(db, orderId);
}

/** buscarNotasFiscaisSubcontratadoPorPedido(idPedido, idFornecedor): the order's invoices, oldest first. */
export async function invoicesOfOrder(ctx: InvoicesContext, args: unknown): Promise<SubcontractorInvoiceDto[]> {
  const { idPedido, idFornecedor } = subcontractorInvoicesOfOrderSchema.parse(args);
  await orderOfProvider(ctx, idPedido, idFornecedor);
  return answer(ctx.db, await repo.invoicesOfOrder(ctx.db, rowScopeOf(ctx.user), idPedido));
}

/** buscarNotaFiscalSubcontratadoPorId(idNotaFiscal): 404 when unknown or on an order the user may not see. */
export async function getInvoice(ctx: InvoicesContext, id: unknown): Promise<SubcontractorInvoiceDto> {
  const idNotaFiscal = positiveIdInput.parse(id);
  const row = await repo.findInvoice(ctx.db, rowScopeOf(ctx.user), idNotaFiscal);
  if (!row) throw invoiceNotFound(idNotaFiscal);
  return (await answer(ctx.db, [row]))[0]!;
}

/**
 * subcontratadosDoPedido(idPedido): the form's pick list, the active subcontractors linked to the order's provider,
 * by trade name. The spec's buscarSubcontratadoPorFornecedor needs provider-details, which suppliers lack: this is
 * the same list scoped to an order the user may see.
 */
export async function subcontractorsOfOrder(ctx: InvoicesContext, id: unknown): Promise<SubcontractorSummaryDto[]> {
  const order = await ordersService.findOrderForSubcontractorWork(ctx.db, ctx.user, positiveIdInput.parse(id));
  const linked = await providersService.subcontractorsOfProvider(ctx.db, order.supplierId);
  return linked.filter((s) => s.status.id === ACTIVE);
}

/** The chosen subcontractor must work for the order's provider and be active. */
async function checkSubcontractor(tx: Tx, supplierId: number, idSubcontratado: number): Promise<void> {
  const linked = await providersService.subcontractorsOfProvider(tx, supplierId);
  const chosen = linked.find((s) => s.id === idSubcontratado);
  const details = { field: 'idSubcontratado', idSubcontratado };
  if (!chosen) throw new AppError('subcontractorNotLinked', details);
  if (chosen.status.id !== ACTIVE) throw new AppError('subcontractorInactive', details);
}

/**
 * Creates (editing null) or updates an invoice, in one transaction with the order's row locked. Refused, writing
 * nothing: an order not seen or whose provider is not the one named (404, like an unknown order), an invoice not on
 * that order (404), the order's conciliation 2/2 (subcontractorInvoiceLocked), an order that does not use a
 * subcontractor (subcontractorNotUsed), a subcontractor not linked to the provider or inactive (checked when it is
 * chosen: an edit keeping the invoice's own subcontractor may still record the return after it was unlinked), and
 * the domain's rules (invoice-rules.ts: quantities per subcontractor, the return, dates, duplicates).
 */
async function saveInvoice(
  ctx: InvoicesContext,
  input: SubcontractorInvoiceInput,
  editing: number | null,
): Promise<SubcontractorInvoiceDto> {
  const scope = rowScopeOf(ctx.user);
  const id = await ctx.db.transaction(async (tx) => {
    if (editing !== null) {
      const found = await repo.findInvoice(tx, scope, editing);
      if (!found || found.orderId !== input.idPedido) throw invoiceNotFound(editing);
    }
    const order = await ordersService.lockOrderForSubcontractorWork(tx, ctx.user, input.idPedido);
    if (order.supplierId !== input.idFornecedor) throw AppError.notFound({ idPedido: input.idPedido });
    // what the order holds once it is locked: no other write on it runs until this one ends
    const invoices = await repo.invoicesOfOrder(tx, scope, order.id);
    const before = editing === null ? null : invoices.find((i) => i.id === editing);
    if (before === undefined) throw invoiceNotFound(editing!);
    if (order.conciliationApproved) throw new AppError('subcontractorInvoiceLocked', { idPedido: order.id });
    if (!order.usesSubcontractor) throw new AppError('subcontractorNotUsed', { idPedido: order.id });
    if (before?.subcontractorId !== input.idSubcontratado)
      await checkSubcontractor(tx, order.supplierId, input.idSubcontratado);
    const [problem] = subcontractorInvoiceProblems(input, {
      today: clock.today(),
      orderPieces: order.qtPieces,
      invoices: invoices.map(toRuleInvoice),
      editing,
    });
    if (problem)
      throw new AppError(problem.code, { ...(problem.field ? { field: problem.field } : {}), ...problem.params });

    const values = toInvoiceValues(input);
    const now = clock.now();
    const userId = userIdOf(ctx.user);
    if (before === null) {
      const created = await repo.insertInvoice(tx, {
        ...values,
        orderId: order.id,
        supplierId: order.supplierId,
        createdAt: now,
        createdBy: userId,
        updatedAt: now,
        updatedBy: userId,
      });
      await auditWrite(tx, ctx, {
        action: 'create',
        entity: AUDIT_ENTITY,
        entityId: created,
        after: { orderId: order.id, ...values },
      });
      return created;
    }
    await repo.updateInvoice(tx, before.id, { ...values, updatedAt: now, updatedBy: userId });
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: AUDIT_ENTITY,
      entityId: before.id,
      before: storedValues(before),
      after: values,
    });
    return before.id;
  });
  return getInvoice(ctx, id);
}

/** criarNotaFiscalSubcontratado(notaFiscal): the invoice as saved. */
export function createInvoice(ctx: InvoicesContext, args: unknown): Promise<SubcontractorInvoiceDto> {
  return saveInvoice(ctx, createSchema.parse(args).notaFiscal, null);
}

/** atualizarNotaFiscalSubcontratado(idNotaFiscal, notaFiscal): the whole form again; the order cannot change. */
export function updateInvoice(ctx: InvoicesContext, args: unknown): Promise<SubcontractorInvoiceDto> {
  const { idNotaFiscal, notaFiscal } = subcontractorInvoiceUpdateSchema.parse(args);
  return saveInvoice(ctx, notaFiscal, idNotaFiscal);
}

/**
 * deletarNotaFiscalSubcontratado(idNotaFiscal): under the order's lock, refused once its conciliation is 2/2. An
 * order that stopped using a subcontractor may still lose its invoices (nothing else may be done with them).
 */
export async function deleteInvoice(ctx: InvoicesContext, id: unknown): Promise<boolean> {
  const idNotaFiscal = positiveIdInput.parse(id);
  const scope = rowScopeOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findInvoice(tx, scope, idNotaFiscal);
    if (!found) throw invoiceNotFound(idNotaFiscal);
    const order = await ordersService.lockOrderForSubcontractorWork(tx, ctx.user, found.orderId);
    // read again under the lock: a write that ran meanwhile may have changed or deleted it
    const current = await repo.findInvoice(tx, scope, idNotaFiscal);
    if (!current) throw invoiceNotFound(idNotaFiscal);
    if (order.conciliationApproved) throw new AppError('subcontractorInvoiceLocked', { idPedido: order.id });
    await repo.deleteInvoice(tx, idNotaFiscal);
    await auditWrite(tx, ctx, {
      action: 'delete',
      entity: AUDIT_ENTITY,
      entityId: idNotaFiscal,
      before: { orderId: current.orderId, ...storedValues(current) },
    });
  });
  return true;
}
