import {
  CAMICADO_PDF_FILE_NAME,
  MAX_LABELS_PER_REQUEST,
  boxStampPlan,
  boxStampWarnings,
  priceTagQuantityProblem,
  tagDownloadName,
  tagOutputOfModel,
  tagOutputsFor,
  type BoxStampItem,
  type BoxStampRequest,
  type CamicadoPdfRequest,
  type OrderNature,
  type PriceTagItem,
  type PriceTagRequest,
  type TagItemRequest,
  type TagKind,
  type TagOutput,
} from '@portal/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertOrderAction } from '../orders/orders.service';
import { camicadoTagsPdf } from './labels-camicado.pdf';
import { toBoxStampItem, toPriceTagItem, type BoxStampLine, type LabelOrder, type PriceTagLine } from './labels.model';
import * as repo from './labels.repository';
import { boxStampsTxt, priceTagsTxt } from './labels.txt';
import { boxStampsZpl, priceTagsZpl } from './labels.zpl';

export type LabelsContext = ServiceContext;

/** A generated label file, ready to be sent as a download. */
export interface LabelFile {
  fileName: string;
  contentType: string;
  content: string | Buffer;
}

const orderIdSchema = z.coerce.number().int().positive();

/**
 * The order as the labels see it, after the bottom-bar rule (spec 000 §5): visible to the user (404 otherwise,
 * as for a missing order), status A or D (422), permission (403; box stamps of a D order need box-tag-admin-print).
 */
async function labelOrderFor(ctx: LabelsContext, kind: TagKind, orderId: number) {
  await assertOrderAction(ctx.db, ctx.user, kind === 'etiqueta' ? 'priceTag' : 'boxTag', [orderId]);
  const order = await repo.findLabelOrder(ctx.db, orderId);
  if (!order) throw AppError.notFound({ idPedido: orderId });
  return order;
}

/** buscarItensPorPedidoIdParaEtiqueta: the order's items by item code. */
export async function listPriceTagItems(ctx: LabelsContext, idPedido: unknown): Promise<PriceTagItem[]> {
  const orderId = orderIdSchema.parse(idPedido);
  await labelOrderFor(ctx, 'etiqueta', orderId);
  return (await repo.findLabelItems(ctx.db, orderId)).map(toPriceTagItem);
}

/** buscarItensPorPedidoIdParaSeloCaixa: the order's items by item code, with qtItens and tamPacoteSupp. */
export async function listBoxStampItems(ctx: LabelsContext, idPedido: unknown): Promise<BoxStampItem[]> {
  const orderId = orderIdSchema.parse(idPedido);
  await labelOrderFor(ctx, 'selo', orderId);
  return (await repo.findLabelItems(ctx.db, orderId)).map(toBoxStampItem);
}

/** The company and nature decide the outputs (spec 000 §6): Camicado PDF only, no tags for samples of 3 and 4. */
function assertOutput(kind: TagKind, order: repo.LabelOrderRow, output: TagOutput): void {
  const allowed = tagOutputsFor(kind, order.companyId, order.nature as OrderNature);
  if (!allowed.includes(output))
    throw new AppError('tagOutputNotAllowed', {
      idPedido: order.id,
      saida: output,
      permitidas: allowed,
      idEmpresa: order.companyId,
      naturezaPedido: order.nature,
    });
}

/** The requested items with their quantities, in item-code order; an id that is not the order's: 422. */
async function requestedItems(ctx: LabelsContext, orderId: number, requested: readonly TagItemRequest[]) {
  const quantities = new Map(requested.map((i) => [i.id, i.quantidade]));
  const rows = await repo.findLabelItems(ctx.db, orderId, [...quantities.keys()]);
  const found = new Set(rows.map((r) => r.id));
  const missing = [...quantities.keys()].filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('validation', { idPedido: orderId, itens: missing, reason: 'itemNotInOrder' }, { status: 422 });
  return { rows, quantities };
}

function assertLabelCount(orderId: number, count: number): void {
  if (count > MAX_LABELS_PER_REQUEST)
    throw new AppError(
      'validation',
      { idPedido: orderId, reason: 'tooManyLabels', max: MAX_LABELS_PER_REQUEST },
      { status: 422 },
    );
}

/** Runs a generator; whatever goes wrong there (an unreadable EAN, pdfkit) is tag010, never a bare 500. */
async function generate<T>(orderId: number, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new AppError('tag010', { idPedido: orderId }, { cause: error });
  }
}

function labelOrder(order: repo.LabelOrderRow): LabelOrder {
  return { id: order.id, supplierId: order.supplierId, supplierName: order.supplierName, cdName: order.cdName };
}

async function priceTagLines(
  ctx: LabelsContext,
  orderId: number,
  requested: readonly TagItemRequest[],
): Promise<PriceTagLine[]> {
  const { rows, quantities } = await requestedItems(ctx, orderId, requested);
  const lines = rows.map((row) => ({ item: toPriceTagItem(row), quantity: quantities.get(row.id)! }));
  const exceeded = lines.filter((l) => priceTagQuantityProblem(l.item, l.quantity) !== null).map((l) => l.item.id);
  if (exceeded.length > 0) throw new AppError('priceTagQuantityExceeded', { idPedido: orderId, itens: exceeded });
  assertLabelCount(
    orderId,
    lines.reduce((sum, l) => sum + l.quantity, 0),
  );
  return lines;
}

/** POST /etiquetas/etiqueta: price tags as ZPL (tipoEtiqueta 1) or TXT (2). */
export async function priceTagFile(ctx: LabelsContext, request: PriceTagRequest): Promise<LabelFile> {
  const order = await labelOrderFor(ctx, 'etiqueta', request.idPedido);
  const output = tagOutputOfModel(request.tipoEtiqueta);
  assertOutput('etiqueta', order, output);
  const lines = await priceTagLines(ctx, order.id, request.itens);
  const content = await generate(order.id, () => (output === 'zpl' ? priceTagsZpl(lines) : priceTagsTxt(lines)));
  return {
    fileName: tagDownloadName(request.nomeArquivo, order.id),
    contentType: 'text/plain; charset=utf-8',
    content,
  };
}

/** POST /etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf: Camicado's price tags as an A4 label sheet. */
export async function camicadoPdfFile(ctx: LabelsContext, request: CamicadoPdfRequest): Promise<LabelFile> {
  const order = await labelOrderFor(ctx, 'etiqueta', request.idPedido);
  assertOutput('etiqueta', order, 'pdf');
  const lines = await priceTagLines(ctx, order.id, request.itens);
  const content = await generate(order.id, () => camicadoTagsPdf(lines));
  return { fileName: CAMICADO_PDF_FILE_NAME, contentType: 'application/pdf', content };
}

/** POST /etiquetas/selo: one box stamp per box, ZPL (modelo 1) or TXT (2); quantities outside the tolerance: 422. */
export async function boxStampFile(ctx: LabelsContext, request: BoxStampRequest): Promise<LabelFile> {
  const order = await labelOrderFor(ctx, 'selo', request.idPedido);
  const output = tagOutputOfModel(request.modelo);
  assertOutput('selo', order, output);
  const { rows, quantities } = await requestedItems(ctx, order.id, request.itens);
  const lines: BoxStampLine[] = rows.map((row) => ({ item: toBoxStampItem(row), quantity: quantities.get(row.id)! }));
  const warnings = boxStampWarnings(
    lines.map((l) => l.item),
    request.multipack,
    quantities,
  );
  if (warnings.length > 0)
    throw new AppError('boxTagVolumeWarning', { idPedido: order.id, itens: warnings, multipack: request.multipack });
  assertLabelCount(
    order.id,
    lines.reduce((sum, l) => sum + boxStampPlan(l.item, l.quantity).length, 0),
  );
  const head = labelOrder(order);
  const content = await generate(order.id, () =>
    output === 'zpl' ? boxStampsZpl(head, lines, request.tipoSelo, request.multipack) : boxStampsTxt(head, lines),
  );
  return {
    fileName: tagDownloadName(request.nomeArquivo, order.id),
    contentType: 'text/plain; charset=utf-8',
    content,
  };
}
