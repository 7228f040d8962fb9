import type { SampleValidationDto } from '@portal/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import * as samplesService from '../samples/samples.service';
import type { ConciliationContext } from './conciliation.context';
import { findVisibleOrder } from './reconcile.repository';

/**
 * validarAmostraPedidoParaConciliacao (spec 001 "Flow after a sample validation"): an order may go on to
 * reconcile unless a sample order made from it (orders.sample_origin_order_id) stops it: its concession when it
 * has one (approved lets it through, pending or refused stops it), else the ERP's sample status (only 'Aprovado'
 * passes); then success false and the message in the request's language. The order must be visible (404).
 */
export async function validateSampleForConciliation(
  ctx: ConciliationContext,
  idPedido: unknown,
): Promise<SampleValidationDto> {
  const orderId = z.coerce.number().int().positive().parse(idPedido);
  if (!(await findVisibleOrder(ctx.db, rowScopeOf(ctx.user), orderId))) throw AppError.notFound({ idPedido: orderId });
  return samplesService.sampleValidation(ctx.db, orderId, ctx.language);
}
