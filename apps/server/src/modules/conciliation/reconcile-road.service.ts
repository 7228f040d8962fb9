import {
  errorMessage,
  missingReconcileStep,
  needsProducerDeclaration,
  needsSustainabilityCertificate,
  type Language,
  type MissingReconcileStep,
  type ReconcilePendingStepDto,
  type SampleValidationDto,
} from '@portal/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { clock } from '../../platform/clock';
import { rowScopeOf } from '../../platform/row-scope';
import { declarationStatesOf } from '../declarations/declarations-road.service';
import * as samplesService from '../samples/samples.service';
import { certificateStatesOf } from '../sustainability/sustainability-road.service';
import * as invoicesService from '../subcontractors/invoices.service';
import type { ConciliationContext } from './conciliation.context';
import { findRoutingOrder, findVisibleOrder } from './reconcile.repository';

/**
 * The road to a conciliation (spec 001 §4 "Flow after a sample validation"; decision A20): the sample validation
 * /main asks before it routes an order, and the server's own check that the order has done every step the routing
 * asks for (packages/domain reconcile-road.ts), before an upload and for /reconcile's notice.
 */

const orderIdOf = (idPedido: unknown) => z.coerce.number().int().positive().parse(idPedido);

async function visibleOrder(ctx: ConciliationContext, orderId: number) {
  const order = await findVisibleOrder(ctx.db, rowScopeOf(ctx.user), orderId);
  if (!order) throw AppError.notFound({ idPedido: orderId });
  return order;
}

/**
 * validarAmostraPedidoParaConciliacao: an order may go on to reconcile unless a sample order made from it
 * (orders.sample_origin_order_id) stops it: its concession when it has one (approved lets it through, pending or
 * refused stops it), else the ERP's sample status (only 'Aprovado' passes); then success false and the message in
 * the request's language. The order must be visible (404).
 */
export async function validateSampleForConciliation(
  ctx: ConciliationContext,
  idPedido: unknown,
): Promise<SampleValidationDto> {
  const order = await visibleOrder(ctx, orderIdOf(idPedido));
  return samplesService.sampleValidation(ctx.db, order.id, ctx.language);
}

/**
 * The first step an order still lacks (its samples, its subcontractor invoice, its sustainability certificate, its
 * producer declaration), or null. The documents count when the order needs them (the routing's flags of order,
 * supplier and company) and the latest one is neither rejected nor expired today.
 */
async function missingStepOf(
  db: DbOrTx,
  order: { id: number; usesSubcontractor: boolean },
  language: Language,
): Promise<MissingReconcileStep | null> {
  // one after the other: inside a transaction every read runs on its one connection
  const sampleRefusal = await samplesService.sampleRefusal(db, order.id, language);
  const subcontractorInvoices = order.usesSubcontractor ? await invoicesService.invoiceCountOf(db, order.id) : 0;
  const routing = await findRoutingOrder(db, order.id);
  const today = clock.today();
  const sustainabilityCertificate =
    routing && needsSustainabilityCertificate(routing)
      ? ((await certificateStatesOf(db, [order.id], today)).get(order.id) ?? 'missing')
      : null;
  const producerDeclaration =
    routing && needsProducerDeclaration(routing)
      ? ((await declarationStatesOf(db, [order.id], today)).get(order.id) ?? 'missing')
      : null;
  return missingReconcileStep({
    orderId: order.id,
    sampleRefusal,
    usesSubcontractor: order.usesSubcontractor,
    subcontractorInvoices,
    sustainabilityCertificate,
    producerDeclaration,
  });
}

/**
 * Refuses an upload for an order that still lacks a step, with that step's code (sampleNotApproved,
 * sampleConcessionNotApproved, subcontractorInvoiceRequired, sustainabilityCertificateRequired,
 * producerDeclarationRequired). Called inside the upload's transaction with the order
 * locked, the lock every invoice write takes too, so a step undone meanwhile cannot slip through.
 */
export async function assertRoadClear(
  db: DbOrTx,
  order: { id: number; usesSubcontractor: boolean },
  language: Language,
): Promise<void> {
  const missing = await missingStepOf(db, order, language);
  if (missing) throw new AppError(missing.code, missing.params);
}

/** pendenciaConciliacao(idPedido): the step /reconcile shows instead of the upload, or null when the road is clear. */
export async function pendingStep(
  ctx: ConciliationContext,
  idPedido: unknown,
): Promise<ReconcilePendingStepDto | null> {
  const order = await visibleOrder(ctx, orderIdOf(idPedido));
  const missing = await missingStepOf(ctx.db, order, ctx.language);
  if (!missing) return null;
  return {
    etapa: missing.step,
    codigo: missing.code,
    mensagem: errorMessage(missing.code, ctx.language, missing.params),
    rota: missing.route,
  };
}
