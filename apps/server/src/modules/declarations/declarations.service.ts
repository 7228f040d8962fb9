import { Readable } from 'node:stream';
import {
  DECLARATION_EXPORT_MAX,
  DECLARATION_HISTORY_MAX,
  DECLARATION_ITEMS_MAX,
  declarationAuditProblem,
  declarationAuditUpdateSchema,
  declarationListSchema,
  declarationUploadSchema,
  needsProducerDeclaration,
  normChoiceAllowed,
  positiveIdInput,
  PRODUCER_DECLARATION_MAX_BYTES,
  type DeclarationAuditDto,
  type DeclarationDto,
  type DeclarationFileDto,
  type DeclarationFilter,
  type DeclarationPageDto,
  type Language,
  type OrderNature,
} from '@portal/domain';
import { auditWrite } from '../../platform/audit';
import { assertPermission, userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { LocalizedContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeBase64Upload, DOC_OR_PDF_UPLOADS, readFile, storeFile, validateUpload } from '../../platform/files';
import { readPage } from '../../platform/paging';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import * as normsService from '../norms/norms.service';
import { declarationCsvChunks } from './declarations.csv';
import { toDeclarationDto, toDeclarationItemDto } from './declarations.mapper';
import * as repo from './declarations.repository';

/**
 * Producer declarations (spec 001 §2 /producer-declaration, /declaration-list, /declaration-details; §3; §4; §7):
 * the supplier's upload for an order that needs one, the order's last declaration and history, the internal list
 * with its CSV, the file, and the audit (edit-declaration-details). Every read and write goes through the order's
 * row scope: another supplier's order or declaration answers exactly like an unknown one.
 */

export type DeclarationsContext = LocalizedContext;

const AUDIT_ENTITY = 'producer_declarations';
/** Rows the CSV reads per round trip. */
const CSV_BATCH = 1000;

/** A visible order, or 404 as for an unknown one. */
async function requireOrder(ctx: DeclarationsContext, scope: RowScope, idPedido: number, lock = false) {
  const order = await repo.findOrderForDeclaration(ctx.db, scope, idPedido, lock);
  if (!order) throw AppError.notFound({ idPedido });
  return order;
}

/** Whether the order needs a declaration, by the routing's own rule (sample-routing.ts). */
function orderNeedsDeclaration(order: NonNullable<Awaited<ReturnType<typeof repo.findOrderForDeclaration>>>) {
  return needsProducerDeclaration({
    naturezaPedido: order.nature as OrderNature,
    fornecedor: { exigirDeclProdutor: order.supplierRequires },
    empresa: { exigirDeclProdutor: order.companyRequires },
  });
}

/**
 * mutation declaracaoProdutor(orderId, file): one .doc, .docx or PDF (checked by its bytes; a DOCX must be a real
 * Word document) of at most PRODUCER_DECLARATION_MAX_BYTES, for a visible order that needs a declaration. A new
 * row, awaiting evaluation, becomes the order's current declaration; the older ones stay as its history.
 */
export async function uploadDeclaration(ctx: DeclarationsContext, args: unknown): Promise<DeclarationDto> {
  const input = declarationUploadSchema.parse(args);
  const scope = rowScopeOf(ctx.user);
  await requireOrder(ctx, scope, input.orderId);
  const files = input.file.map((file) => ({
    filename: file.nome,
    mimetype: file.tipo,
    buffer: decodeBase64Upload(file.conteudo, PRODUCER_DECLARATION_MAX_BYTES, 'mustBeDocOrPdf'),
  }));
  const [file] = validateUpload(files, {
    maxCount: 1,
    maxBytes: PRODUCER_DECLARATION_MAX_BYTES,
    types: DOC_OR_PDF_UPLOADS,
  });
  const id = await ctx.db.transaction(async (tx) => {
    const order = await repo.findOrderForDeclaration(tx, scope, input.orderId, true);
    if (!order) throw AppError.notFound({ idPedido: input.orderId });
    if (!orderNeedsDeclaration(order)) throw new AppError('producerDeclarationNotRequired', { pedido: order.id });
    const userId = userIdOf(ctx.user);
    const stored = await storeFile(tx, {
      name: file!.filename,
      mimeType: file!.mimetype.split(';')[0]!.trim().toLowerCase(),
      content: file!.buffer,
      userId,
    });
    const values = { orderId: order.id, supplierId: order.supplierId, fileId: stored.id };
    const created = await repo.insertDeclaration(tx, { ...values, at: clock.now(), by: userId });
    await auditWrite(tx, ctx, {
      action: 'create',
      entity: AUDIT_ENTITY,
      entityId: created,
      after: { ...values, fileName: stored.name, size: stored.size, sha256: stored.sha256 },
    });
    return created;
  });
  const row = await repo.findDeclaration(ctx.db, scope, id);
  return toDeclarationDto(row!, ctx.language);
}

/** buscarUltimaDeclaracao(idPedido): the order's current declaration, or null; 404 for an order not visible. */
export async function lastDeclaration(ctx: DeclarationsContext, id: unknown): Promise<DeclarationDto | null> {
  const idPedido = positiveIdInput.parse(id);
  const scope = rowScopeOf(ctx.user);
  await requireOrder(ctx, scope, idPedido);
  const [latest] = await repo.declarationsOfOrder(ctx.db, scope, idPedido, 1);
  return latest ? toDeclarationDto(latest, ctx.language) : null;
}

/** buscarHistoricoPorPedido(idPedido): the order's declarations, newest first; 404 for an order not visible. */
export async function declarationHistory(ctx: DeclarationsContext, id: unknown): Promise<DeclarationDto[]> {
  const idPedido = positiveIdInput.parse(id);
  const scope = rowScopeOf(ctx.user);
  await requireOrder(ctx, scope, idPedido);
  const rows = await repo.declarationsOfOrder(ctx.db, scope, idPedido, DECLARATION_HISTORY_MAX);
  return rows.map((row) => toDeclarationDto(row, ctx.language));
}

/** declaracaoAuditoriaPorId(idDeclaracao): the declaration and its order's items; 404 when not visible. */
export async function auditDetails(ctx: DeclarationsContext, id: unknown): Promise<DeclarationAuditDto> {
  const idDeclaracao = positiveIdInput.parse(id);
  const row = await repo.findDeclaration(ctx.db, rowScopeOf(ctx.user), idDeclaracao);
  if (!row) throw AppError.notFound({ idDeclaracao });
  const items = await repo.itemsOfOrder(ctx.db, row.orderId, DECLARATION_ITEMS_MAX);
  return { declaracao: toDeclarationDto(row, ctx.language), itens: items.map(toDeclarationItemDto) };
}

function searchOf(filter: DeclarationFilter): repo.DeclarationSearch {
  return {
    orderId: filter.pedido,
    supplierName: filter.fornecedor,
    status: filter.status,
    orderFrom: filter.dataPedidoInicial,
    orderTo: filter.dataPedidoFinal,
    createdFrom: filter.dataCadastroInicial,
    createdTo: filter.dataCadastroFinal,
    sort: filter.orderBy,
  };
}

/** listarTodasFiltradas(filtro, pagina, max): a page (from 0) of `max` (20) in the chosen order. */
export async function listDeclarations(ctx: DeclarationsContext, args: unknown): Promise<DeclarationPageDto> {
  const { filtro, pagina, max } = declarationListSchema.parse(args ?? {});
  const scope = rowScopeOf(ctx.user);
  return readPage(
    { pagina, size: max },
    (window) => repo.listDeclarations(ctx.db, scope, searchOf(filtro), window),
    (row) => toDeclarationDto(row, ctx.language),
  );
}

/** buscarArquivoPorIdDeclaracao(idDeclaracao): the file as sent, base64; 404 when not visible. */
export async function declarationFile(ctx: DeclarationsContext, id: unknown): Promise<DeclarationFileDto> {
  const idDeclaracao = positiveIdInput.parse(id);
  const fileId = await repo.fileOfDeclaration(ctx.db, rowScopeOf(ctx.user), idDeclaracao);
  if (!fileId) throw AppError.notFound({ idDeclaracao });
  const file = await readFile(ctx.db, fileId);
  return { nome: file.name, tipo: file.mimeType, conteudo: file.content.toString('base64') };
}

/** The audit fields of a locked row, for the audit trail's before. */
function storedAudit(row: repo.LockedDeclaration): repo.AuditValues {
  const { id: _id, ...values } = row;
  return values;
}

/**
 * atualizarDeclaracaoAuditoria(idDeclaracao, auditoria): edit-declaration-details (Admin). The whole audit form:
 * status, norm (a new choice must be active: normInactive; the current one stays), FOB range (min ≤ max), the dates
 * (validity not before the declaration: documentDatesReversed), DJO, currency and note. One transaction, audited.
 */
export async function updateDeclarationAudit(ctx: DeclarationsContext, args: unknown): Promise<DeclarationDto> {
  assertPermission(ctx, 'edit-declaration-details');
  const { idDeclaracao, auditoria: input } = declarationAuditUpdateSchema.parse(args);
  const problem = declarationAuditProblem(input);
  if (problem?.code === 'validation')
    throw new AppError('validation', {
      fields: [{ field: `auditoria.${problem.field}`, code: problem.reason, message: problem.reason }],
    });
  if (problem) throw new AppError(problem.code, { field: `auditoria.${problem.field}` });
  const scope = rowScopeOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const stored = await repo.lockDeclaration(tx, scope, idDeclaracao);
    if (!stored) throw AppError.notFound({ idDeclaracao });
    if (input.idNorma !== null) {
      const norm = await normsService.normById(tx, input.idNorma);
      if (!norm) throw AppError.notFound({ idNorma: input.idNorma });
      if (!normChoiceAllowed(norm, stored.normId))
        throw new AppError('normInactive', { field: 'auditoria.idNorma', codigo: norm.code });
    }
    const values: repo.AuditValues = {
      status: input.status,
      normId: input.idNorma,
      itemFobMin: input.itemFOBMin,
      itemFobMax: input.itemFOBMax,
      declaredOn: input.dataDeclaracao,
      validUntil: input.dataValidade,
      djoNumber: input.numeroDJO,
      djoDate: input.dataDJO,
      currency: input.moeda,
      note: input.observacao,
    };
    await repo.updateAudit(tx, idDeclaracao, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
    await auditWrite(tx, ctx, {
      action: 'update',
      entity: AUDIT_ENTITY,
      entityId: idDeclaracao,
      before: storedAudit(stored),
      after: values,
    });
  });
  const row = await repo.findDeclaration(ctx.db, scope, idDeclaracao);
  return toDeclarationDto(row!, ctx.language);
}

/** The filtered list in its order, batch by batch, up to DECLARATION_EXPORT_MAX rows. */
async function* exportBatches(ctx: DeclarationsContext, scope: RowScope, filter: DeclarationFilter) {
  // the ids in one walk of the list's index, then their rows a batch at a time
  const ids = await repo.exportIds(ctx.db, scope, searchOf(filter), DECLARATION_EXPORT_MAX);
  for (let start = 0; start < ids.length; start += CSV_BATCH) {
    const rows = await repo.declarationsByIds(ctx.db, scope, ids.slice(start, start + CSV_BATCH));
    yield rows.map((row) => toDeclarationDto(row, ctx.language));
  }
}

/** GET /declaracao-produtor/relatorio.csv: the filtered list as CSV (BOM, header, rows streamed), up to 10,000 rows. */
export function declarationsCsv(
  ctx: DeclarationsContext,
  filter: DeclarationFilter,
  language: Language,
  today: string = clock.today(),
): Readable {
  const scope = rowScopeOf(ctx.user);
  return Readable.from(declarationCsvChunks(exportBatches(ctx, scope, filter), language, today), {
    objectMode: false,
  });
}
