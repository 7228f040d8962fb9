import { Readable } from 'node:stream';
import {
  addDays,
  ORIGIN_CERTIFICATE_CSV_MAX_ROWS,
  ORIGIN_CERTIFICATE_MAX_BYTES,
  ORIGIN_CERTIFICATE_PENDING_MAX,
  originCertificateCreateSchema,
  originCertificateFileName,
  originCertificateUpdateSchema,
  positiveIdInput,
  type Language,
  type OriginCertificate,
  type OriginCertificateFilter,
  type OriginCertificateListQuery,
  type OriginCertificatePage,
  type OriginCertificatePending,
  type OriginCertificateRow,
} from '@portal/domain';
import { uniqueViolationOf } from '../../db/unique-violation';
import { auditWrite } from '../../platform/audit';
import { assertPermission, userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { ServiceContext } from '../../platform/context';
import type { Tx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { PDF_UPLOAD, readFile, storeFile, validateUpload, type UploadedFile } from '../../platform/files';
import type { MultipartForm } from '../../platform/multipart';
import { readPage } from '../../platform/paging';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import { originCertificateCsvChunks } from './origin-certificates.csv';
import { toCertificate, toCertificateRow } from './origin-certificates.mapper';
import * as repo from './origin-certificates.repository';

/**
 * Origin certificates (spec 001 §2 /origin-certificate, /origin-certificate-upload; §3; §5; §7 REST): the list and its
 * CSV, one certificate and its PDF, the upload (POST) and the edit (PUT). Decision A5: Admin, Usuario, Fornecedor and
 * Logistica hold both permissions; a certificate is seen through its order's row scope, so a supplier works on its
 * own orders only and another supplier's certificate or order answers exactly like an unknown one.
 */

export type OriginCertificatesContext = ServiceContext;

const AUDIT_ENTITY = 'origin_certificates';
const ORDER_CODE_KEY = 'origin_certificates_order_code_key';
/** Rows per round trip of the CSV: it streams batch by batch, never the whole export in memory. */
export const CSV_BATCH = 500;
/** How far back the orders still lacking a certificate are looked for (their issue day). */
export const PENDING_WINDOW_DAYS = 120;

/** The upload's rules: one PDF (by type and bytes) of at most ORIGIN_CERTIFICATE_MAX_BYTES (decision A9). */
export const ORIGIN_CERTIFICATE_UPLOAD = {
  maxCount: 1,
  maxBytes: ORIGIN_CERTIFICATE_MAX_BYTES,
  types: [PDF_UPLOAD],
} as const;

/** The multipart limits of POST and PUT: a few files (more is sendInvoice), three short fields. */
export const ORIGIN_CERTIFICATE_MULTIPART = {
  maxFileBytes: ORIGIN_CERTIFICATE_MAX_BYTES,
  maxFiles: 5,
  maxFields: 10,
  maxFieldBytes: 1024,
} as const;

function searchOf(filter: OriginCertificateFilter): repo.CertificateSearch {
  return {
    code: filter.codigo,
    orderId: filter.pedido,
    orderFrom: filter.dtPedidoInicial,
    orderTo: filter.dtPedidoFinal,
    updatedFrom: filter.dtAtualizacaoInicial,
    updatedTo: filter.dtAtualizacaoFinal,
  };
}

/**
 * GET /certificado-origem: a page (from 1) of at most perPage (≤ 20) rows, newest update first. temMais follows
 * spec 001 §4: true whenever the page has rows, false on an empty page (the screen stops at the first empty page).
 */
export async function listCertificates(
  ctx: OriginCertificatesContext,
  query: OriginCertificateListQuery,
): Promise<OriginCertificatePage> {
  assertPermission(ctx, 'origin-certificate');
  const { currentPage, perPage, ...filter } = query;
  const page = await readPage(
    { pagina: currentPage, size: perPage, firstPage: 1 },
    // exactly the page: "has more" is not read ahead (spec 001 §4)
    (window) => repo.listCertificates(ctx.db, rowScopeOf(ctx.user), searchOf(filter), { ...window, limit: perPage }),
    toCertificateRow,
  );
  return { ...page, temMais: page.itens.length > 0 };
}

async function visibleCertificate(ctx: OriginCertificatesContext, id: number): Promise<repo.CertificateRow> {
  const row = await repo.findCertificate(ctx.db, rowScopeOf(ctx.user), id);
  if (!row) throw AppError.notFound({ id });
  return row;
}

async function certificateAnswer(ctx: OriginCertificatesContext, row: repo.CertificateRow): Promise<OriginCertificate> {
  const file = await repo.fileInfo(ctx.db, row.fileId);
  if (!file) throw new AppError('fileNotFound', { id: row.id });
  return toCertificate(row, file);
}

/** GET /certificado-origem/{id}: 404 when unknown or outside the user's scope. */
export async function getCertificate(ctx: OriginCertificatesContext, id: number): Promise<OriginCertificate> {
  assertPermission(ctx, 'origin-certificate');
  return certificateAnswer(ctx, await visibleCertificate(ctx, positiveIdInput.parse(id)));
}

/** GET /certificado-origem/download/{id}: the stored PDF, named after the order number and the code. */
export async function downloadCertificate(
  ctx: OriginCertificatesContext,
  id: number,
): Promise<{ fileName: string; content: Buffer }> {
  assertPermission(ctx, 'origin-certificate');
  const row = await visibleCertificate(ctx, positiveIdInput.parse(id));
  const file = await readFile(ctx.db, row.fileId);
  return { fileName: originCertificateFileName(row.orderId, row.code), content: file.content };
}

/** The form's one PDF: missing is mustBePDF (spec 001 §8), several sendInvoice, then validateUpload's checks. */
function pdfOf(files: readonly UploadedFile[]): UploadedFile {
  if (files.length === 0) throw new AppError('mustBePDF', { field: 'file', reason: 'missing' });
  const [file] = validateUpload(files, ORIGIN_CERTIFICATE_UPLOAD);
  return file!;
}

/** One certificate per code on an order (409), naming the order and the code. */
function certificateExists(orderId: number, code: string, cause?: unknown): AppError {
  return new AppError('originCertificateExists', { field: 'codigo', pedido: orderId, codigo: code }, { cause });
}

/** A write in one transaction; two writes racing for one (order, code) meet the unique index: the loser gets 409. */
async function inTransaction<T>(
  ctx: OriginCertificatesContext,
  orderCode: () => { orderId: number; code: string } | null,
  run: (tx: Tx, scope: RowScope) => Promise<T>,
): Promise<T> {
  const scope = rowScopeOf(ctx.user);
  try {
    return await ctx.db.transaction((tx) => run(tx, scope));
  } catch (error) {
    const taken = orderCode();
    if (taken && uniqueViolationOf(error) === ORDER_CODE_KEY) throw certificateExists(taken.orderId, taken.code, error);
    throw error;
  }
}

async function storePdf(tx: Tx, ctx: OriginCertificatesContext, file: UploadedFile) {
  return storeFile(tx, {
    name: file.filename,
    mimeType: 'application/pdf',
    content: file.buffer,
    userId: userIdOf(ctx.user),
  });
}

/**
 * POST /certificado-origem (multipart: order, codigo, file): the fields (requiredField, a code of 1 to 100), the one
 * PDF, then the order (one the user sees: another supplier's answers like an unknown one) and the code not yet on
 * that order (originCertificateExists); file, row and audit in one transaction.
 */
export async function createCertificate(
  ctx: OriginCertificatesContext,
  form: MultipartForm,
): Promise<OriginCertificate> {
  assertPermission(ctx, 'origin-certificate-upload');
  const input = originCertificateCreateSchema.parse(form.fields);
  const pdf = pdfOf(form.files);
  const id = await inTransaction(
    ctx,
    () => ({ orderId: input.order, code: input.codigo }),
    async (tx, scope) => {
      const order = await repo.findVisibleOrder(tx, scope, input.order);
      if (!order) throw AppError.notFound({ field: 'order', pedido: input.order });
      if ((await repo.certificateWithCode(tx, order.id, input.codigo)) !== null)
        throw certificateExists(order.id, input.codigo);
      const stored = await storePdf(tx, ctx, pdf);
      const values = { orderId: order.id, supplierId: order.supplierId, code: input.codigo, fileId: stored.id };
      const newId = await repo.insertCertificate(tx, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
      await auditWrite(tx, ctx, {
        action: 'create',
        entity: AUDIT_ENTITY,
        entityId: newId,
        after: { ...values, fileName: stored.name, size: stored.size, sha256: stored.sha256 },
      });
      return newId;
    },
  );
  return certificateAnswer(ctx, await visibleCertificate(ctx, id));
}

/**
 * PUT /certificado-origem/{id} (multipart: id, codigo, file): a new code and, when a file is sent, a new PDF (without
 * one the stored PDF stays: decision in docs/decisions.md). The body's id, when sent, must be the path's.
 */
export async function updateCertificate(
  ctx: OriginCertificatesContext,
  pathId: number,
  form: MultipartForm,
): Promise<OriginCertificate> {
  assertPermission(ctx, 'origin-certificate-upload');
  const id = positiveIdInput.parse(pathId);
  const input = originCertificateUpdateSchema.parse(form.fields);
  if (input.id !== undefined && input.id !== id)
    throw AppError.validation({ fields: [{ field: 'id', code: 'custom', message: 'id differs from the path' }] });
  const pdf = form.files.length === 0 ? null : pdfOf(form.files);
  let orderId: number | null = null;
  await inTransaction(
    ctx,
    () => (orderId === null ? null : { orderId, code: input.codigo }),
    async (tx, scope) => {
      const stored = await repo.lockCertificate(tx, scope, id);
      if (!stored) throw AppError.notFound({ id });
      orderId = stored.orderId;
      if ((await repo.certificateWithCode(tx, stored.orderId, input.codigo, id)) !== null)
        throw certificateExists(stored.orderId, input.codigo);
      const file = pdf ? await storePdf(tx, ctx, pdf) : null;
      const fileId = file?.id ?? stored.fileId;
      await repo.updateCertificate(tx, id, { code: input.codigo, fileId, at: clock.now(), by: userIdOf(ctx.user) });
      await auditWrite(tx, ctx, {
        action: 'update',
        entity: AUDIT_ENTITY,
        entityId: id,
        before: { code: stored.code, fileId: stored.fileId },
        after: {
          code: input.codigo,
          fileId,
          ...(file ? { fileName: file.name, size: file.size, sha256: file.sha256 } : {}),
        },
      });
    },
  );
  return certificateAnswer(ctx, await visibleCertificate(ctx, id));
}

/** The list's rows for the CSV, in its order, one keyset batch per round trip, at most maxRows in all. */
export async function* certificateBatches(
  ctx: OriginCertificatesContext,
  filter: OriginCertificateFilter,
  maxRows: number = ORIGIN_CERTIFICATE_CSV_MAX_ROWS,
  batch: number = CSV_BATCH,
): AsyncGenerator<OriginCertificateRow[]> {
  const scope = rowScopeOf(ctx.user);
  const search = searchOf(filter);
  let after: repo.CertificateCursor | null = null;
  let left = maxRows;
  while (left > 0) {
    const size = Math.min(batch, left);
    const rows = await repo.certificateBatch(ctx.db, scope, search, after, size);
    if (rows.length > 0) yield rows.map(toCertificateRow);
    if (rows.length < size) return;
    left -= rows.length;
    const last = rows[rows.length - 1]!;
    after = { updatedAt: last.cursorAt, id: last.id };
  }
}

/**
 * GET /certificado-origem/csv: the filtered list as CSV (shared CSV rules), up to 10,000 rows, streamed. The
 * permission and the scope are checked before the first byte, so a refusal is an ordinary error answer.
 */
export function certificatesCsv(
  ctx: OriginCertificatesContext,
  filter: OriginCertificateFilter,
  language: Language,
): Readable {
  assertPermission(ctx, 'origin-certificate');
  rowScopeOf(ctx.user);
  return Readable.from(originCertificateCsvChunks(certificateBatches(ctx, filter), language), { objectMode: false });
}

/**
 * GET /certificado-origem/pendentes (OC7, decision in docs/decisions.md): the newest orders of the last
 * PENDING_WINDOW_DAYS days, in the user's scope, whose supplier requires origin certificates (exigirCertifOrigem)
 * and that have none yet. A supplier sees its own; nothing blocks on it (no conciliation guard).
 */
export async function pendingOrders(ctx: OriginCertificatesContext): Promise<OriginCertificatePending> {
  assertPermission(ctx, 'origin-certificate-upload');
  const since = addDays(clock.today(), -PENDING_WINDOW_DAYS);
  const rows = await repo.ordersLackingCertificate(ctx.db, rowScopeOf(ctx.user), since, ORIGIN_CERTIFICATE_PENDING_MAX);
  return { itens: rows.map((r) => ({ pedido: r.id, dataPedido: r.issuedAt, fornecedor: r.supplierName })) };
}
