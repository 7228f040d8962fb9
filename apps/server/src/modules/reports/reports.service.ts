import { companyByCode, type Language } from '@portal/domain';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertOrderAction, getOrderForUser } from '../orders/orders.service';
import { renderPurchaseOrderPdf } from './purchase-order.pdf';

export interface PurchaseOrderReportRequest {
  /** `{companyCode}_pedido.pdf` from the path. */
  file: string;
  /** As received: absent, empty or the literal 'null' mean "no order". */
  idPedido: string | undefined;
  language: Language;
}

const FILE_PATTERN = /^(\d{3})_pedido\.pdf$/;

/** An id the legacy client sends when nothing is selected: absent, empty, 'null', 'undefined'. */
function isNullOrder(value: string | undefined): boolean {
  return value === undefined || ['', 'null', 'undefined'].includes(value.trim());
}

/**
 * The printable purchase order of one order (spec 000 §7 "Export PO report"). The company in the
 * file name must be one of the group's and the order's own; the order must be visible to the user
 * (another supplier's order answers 404) and allow the exportPoReport action (status A, D, N, M;
 * W only with admin-export-permission).
 */
export async function purchaseOrderPdf(
  { db, user }: ServiceContext,
  request: PurchaseOrderReportRequest,
): Promise<{ id: number; pdf: Buffer }> {
  const company = companyByCode(FILE_PATTERN.exec(request.file)?.[1] ?? '');
  if (!company) throw AppError.notFound({ file: request.file });
  if (isNullOrder(request.idPedido)) throw new AppError('nullOrder');
  const id = Number(request.idPedido);
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.validation({ field: 'idPedido' });

  const order = await getOrderForUser(db, user, id);
  await assertOrderAction(db, user, 'exportPoReport', [id]);
  // the same 404 as an unknown order: the path's company does not reveal that the order exists
  if (order.empresa.codigo !== company.code) throw AppError.notFound({ idPedido: id, file: request.file });

  const pdf = await renderPurchaseOrderPdf(order, { language: request.language });
  return { id, pdf };
}
