import { errorMessage, type Language, type SampleValidationDto } from '@portal/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { rowScopeOf } from '../../platform/row-scope';
import type { ConciliationContext } from './conciliation.context';
import { findUnapprovedSample, findVisibleOrder } from './reconcile.repository';
import { CONCILIATION_PRINT_TEXTS } from './report.texts';

/** The sample's status as the message shows it, in the language (the ERP writes it in Portuguese). */
export function sampleStatusText(status: string | null, language: Language): string {
  const texts = CONCILIATION_PRINT_TEXTS[language].sampleStatus;
  if (status === null || status.trim() === '') return texts.unknown!;
  return texts[status] ?? status;
}

/**
 * validarAmostraPedidoParaConciliacao (spec 001 "Flow after a sample validation"): an order may go on to
 * reconcile unless a sample order made from it (orders.sample_origin_order_id) is not approved; then
 * success false and the sampleNotApproved message in the request's language. The order must be visible (404).
 */
export async function validateSampleForConciliation(
  ctx: ConciliationContext,
  idPedido: unknown,
): Promise<SampleValidationDto> {
  const orderId = z.coerce.number().int().positive().parse(idPedido);
  if (!(await findVisibleOrder(ctx.db, rowScopeOf(ctx.user), orderId))) throw AppError.notFound({ idPedido: orderId });
  const sample = await findUnapprovedSample(ctx.db, orderId);
  if (!sample) return { success: true, messageError: null };
  return {
    success: false,
    messageError: errorMessage('sampleNotApproved', ctx.language, {
      amostra: String(sample.id),
      pedido: String(orderId),
      status: sampleStatusText(sample.sampleStatus, ctx.language),
    }),
  };
}
