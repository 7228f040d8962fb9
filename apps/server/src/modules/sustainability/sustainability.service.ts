import { Readable } from 'node:stream';
import {
  CERTIFICATE_HISTORY_MAX,
  CERTIFICATE_TYPE,
  certificateAuditSchema,
  certificateDetailsQuerySchema,
  certificateTypeOf,
  certificateUploadSchema,
  formatWeek,
  needsSustainabilityCertificate,
  positiveIdInput,
  rejectionNeedsNotes,
  SUSTAINABILITY_CERTIFICATE_MAX_BYTES,
  SUSTAINABILITY_PAGE_SIZE,
  SUSTAINABILITY_REPORT_MAX,
  sustainabilityListSchema,
  sustainabilityReportSchema,
  udaQuerySchema,
  type CertificateDetailsDto,
  type CertificateFileAnswerDto,
  type OrderNature,
  type SustainabilityCertificateDto,
  type SustainabilityConfigDto,
  type SustainabilityFilter,
  type SustainabilityPageDto,
  type SustainabilityReportRow,
  type SustainabilityUdaDto,
} from '@portal/domain';
import { z } from 'zod';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import { clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { LocalizedContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { decodeStrictBase64, PDF_UPLOAD, storeFile, validateUpload } from '../../platform/files';
import { readPage } from '../../platform/paging';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import { sustainabilityReportCsvChunks } from './sustainability-report.csv';
import { toCertificateDto, toCertificateOrderDto, toListRowDto } from './sustainability.mapper';
import * as repo from './sustainability.repository';

/**
 * Sustainability certificates (spec 001 §2 /sustainability, /sustainability-status, /sustainability-list; §3-§5;
 * §7; checklist 2.1). Every upload is a row: the newest of an order and slot is its current certificate, all of them
 * its history. Reads are seen through the order's row scope, so another supplier's order or certificate answers
 * exactly like an unknown one (404).
 */

export type SustainabilityContext = LocalizedContext;

const AUDIT_ENTITY = 'sustainability_certificates';
/** The UDA code of BCI cotton on the order's items (items.seed.ts, the ERP's attribute). */
const BCI_UDA_CODE = 'BCI';

/** GET /api/config/sustentabilidade: the wait before the upload is sent (SUSTAINABILITY_PAUSE_MS). */
export function sustainabilityConfig(config: Pick<Config, 'SUSTAINABILITY_PAUSE_MS'>): SustainabilityConfigDto {
  return { pausaMs: config.SUSTAINABILITY_PAUSE_MS };
}

async function visibleOrder(db: DbOrTx, scope: RowScope, orderId: number) {
  const order = await repo.findVisibleOrder(db, scope, orderId);
  if (!order) throw AppError.notFound({ idPedido: orderId });
  return order;
}

/** Whether the order needs a certificate by the routing rule (its flag, its company, its nature). */
function needsCertificate(order: repo.CertificateOrderRow): boolean {
  return needsSustainabilityCertificate({
    sustentabilidade: order.sustainability,
    naturezaPedido: order.nature as OrderNature,
    empresa: { exigirCertSustentabilidade: order.requireSustainabilityCertificate },
  });
}

/** The certificate's PDF from its base64: one PDF by its bytes, at most SUSTAINABILITY_CERTIFICATE_MAX_BYTES. */
function checkedPdf(file: { nome: string; tipo: string; conteudo: string }): Buffer {
  // a text clearly above the limit is refused before it is decoded
  if (file.conteudo.length > Math.ceil(SUSTAINABILITY_CERTIFICATE_MAX_BYTES / 3) * 4 + 4)
    throw new AppError('fileSizeExceeded', {
      filename: file.nome,
      size: Math.floor((file.conteudo.length * 3) / 4),
      maxBytes: SUSTAINABILITY_CERTIFICATE_MAX_BYTES,
    });
  const content = decodeStrictBase64(file.conteudo.replace(/^data:[^,]*;base64,/i, ''));
  if (!content) throw new AppError('mustBePDF', { filename: file.nome, reason: 'base64' });
  if (content.length === 0) throw new AppError('mustBePDF', { filename: file.nome, reason: 'empty' });
  const [checked] = validateUpload([{ filename: file.nome, mimetype: file.tipo, buffer: content }], {
    maxCount: 1,
    maxBytes: SUSTAINABILITY_CERTIFICATE_MAX_BYTES,
    types: [PDF_UPLOAD],
  });
  return checked!.buffer;
}

/**
 * mutation sustentabilidade(orderId, file, certificateMaterialCode, dataExpedicao, idUDA): one upload for an order
 * that needs a certificate (else sustainabilityCertificateNotRequired). The type follows SU4 (an expedition date
 * makes it 2); cotton needs its material code. With idUDA it is the order's second certificate (slot 2), of type 2,
 * tied to that UDA of the order's items. File, row and audit in one transaction, the order locked.
 */
export async function uploadCertificate(
  ctx: SustainabilityContext,
  args: unknown,
): Promise<SustainabilityCertificateDto> {
  const input = certificateUploadSchema.parse(args);
  const scope = rowScopeOf(ctx.user);
  const order = await visibleOrder(ctx.db, scope, input.orderId);
  if (!needsCertificate(order)) throw new AppError('sustainabilityCertificateNotRequired', { pedido: order.id });
  const type = certificateTypeOf(input.dataExpedicao);
  const slot = input.idUDA === undefined ? 1 : 2;
  if (type === CERTIFICATE_TYPE.bciCotton && slot === 2) throw AppError.requiredField('dataExpedicao');
  if (type === CERTIFICATE_TYPE.bciCotton && !input.certificateMaterialCode)
    throw AppError.requiredField('certificateMaterialCode');
  const udas = await repo.udasOfOrder(ctx.db, order.id);
  const uda =
    slot === 2
      ? udas.find((u) => u.id === input.idUDA)
      : type === CERTIFICATE_TYPE.bciCotton
        ? udas.find((u) => u.code === BCI_UDA_CODE)
        : undefined;
  if (slot === 2 && !uda)
    throw AppError.validation({ fields: [{ field: 'idUDA', code: 'uda', message: 'not a UDA of the order' }] });
  const content = checkedPdf(input.file);

  const userId = userIdOf(ctx.user);
  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockOrder(tx, order.id);
    const stored = await storeFile(tx, { name: input.file.nome, mimeType: 'application/pdf', content, userId });
    const values: repo.NewCertificate = {
      orderId: order.id,
      supplierId: order.supplierId,
      slot,
      fileId: stored.id,
      certificateType: type,
      materialCode: type === CERTIFICATE_TYPE.bciCotton ? (input.certificateMaterialCode ?? null) : null,
      expeditionDate: type === CERTIFICATE_TYPE.otherAttributes ? (input.dataExpedicao ?? null) : null,
      udaId: uda?.id ?? null,
      udaCode: uda?.code ?? null,
      udaDescription: uda?.description ?? null,
    };
    const now = clock.now();
    const newId = await repo.insertCertificate(tx, { ...values, at: now, by: userId, year: clock.today().slice(0, 4) });
    await auditWrite(tx, ctx, {
      action: 'create',
      entity: AUDIT_ENTITY,
      entityId: newId,
      after: { ...values, status: 0, size: stored.size, sha256: stored.sha256 },
    });
    return newId;
  });
  return getCertificate(ctx, id);
}

async function getCertificate(ctx: SustainabilityContext, id: number): Promise<SustainabilityCertificateDto> {
  const row = await repo.findCertificate(ctx.db, rowScopeOf(ctx.user), id);
  if (!row) throw AppError.notFound({ idCertificado: id });
  return toCertificateDto(row, clock.today());
}

/**
 * getDescricaoUDASustentabilidade(idPedido, tipoCertificado): the distinct UDAs of the order's items a certificate of
 * the type may be tied to: BCI cotton's for type 1, every other sustainable attribute for type 2 (the second
 * certificate's choices).
 */
export async function listUdas(ctx: SustainabilityContext, args: unknown): Promise<SustainabilityUdaDto[]> {
  const { idPedido, tipoCertificado } = udaQuerySchema.parse(args);
  const order = await visibleOrder(ctx.db, rowScopeOf(ctx.user), idPedido);
  const udas = await repo.udasOfOrder(ctx.db, order.id);
  return udas
    .filter((u) => (u.code === BCI_UDA_CODE) === (tipoCertificado === CERTIFICATE_TYPE.bciCotton))
    .map((u) => ({ idUDA: u.id, codigoUDA: u.code, descricaoUDA: u.description }));
}

const orderIdArgument = z.object({ idPedido: positiveIdInput });

/** buscarCertificadosPorPedido(idPedido): every upload of the order, newest first (the history, SU2). */
export async function certificateHistory(
  ctx: SustainabilityContext,
  args: unknown,
): Promise<SustainabilityCertificateDto[]> {
  const { idPedido } = orderIdArgument.parse(args);
  const scope = rowScopeOf(ctx.user);
  const order = await visibleOrder(ctx.db, scope, idPedido);
  const today = clock.today();
  const rows = await repo.certificatesOfOrder(ctx.db, scope, order.id, CERTIFICATE_HISTORY_MAX);
  return rows.map((row) => toCertificateDto(row, today));
}

/** buscarUltimoCertificado(idPedido): the current certificate of each slot, slot 1 first (none, one or two). */
export async function currentCertificates(
  ctx: SustainabilityContext,
  args: unknown,
): Promise<SustainabilityCertificateDto[]> {
  const history = await certificateHistory(ctx, args);
  return [1, 2].flatMap((slot) => history.find((c) => c.slot === slot) ?? []);
}

/**
 * buscarDetalhesUltimoCertificadoPorPedido(idPedido, tipoCertificado, idCertificado): the audit page's order context
 * and the certificate it shows: the one named (of that order), else the newest of the type, else the order's
 * current one; null when the order has none yet.
 */
export async function certificateDetails(ctx: SustainabilityContext, args: unknown): Promise<CertificateDetailsDto> {
  const query = certificateDetailsQuerySchema.parse(args);
  const scope = rowScopeOf(ctx.user);
  const order = await visibleOrder(ctx.db, scope, query.idPedido);
  let row: repo.CertificateRow | null;
  if (query.idCertificado !== undefined) {
    row = await repo.findCertificate(ctx.db, scope, query.idCertificado);
    if (!row || row.orderId !== order.id) throw AppError.notFound({ idCertificado: query.idCertificado });
  } else row = await repo.latestCertificate(ctx.db, scope, order.id, query.tipoCertificado);
  return { pedido: toCertificateOrderDto(order), certificado: row ? toCertificateDto(row, clock.today()) : null };
}

const auditArgument = z.object({ certificado: certificateAuditSchema });

/**
 * atualizarInformacoesCertificado(certificado): the audit (SU22), edit-sustainability-status only (the resolver);
 * the certificate locked, changed and audited in one transaction. Every field is the form's: one left out is
 * cleared.
 */
export async function auditCertificate(
  ctx: SustainabilityContext,
  args: unknown,
): Promise<SustainabilityCertificateDto> {
  const { certificado: form } = auditArgument.parse(args);
  if (rejectionNeedsNotes(form)) throw AppError.requiredField('certificado.anotacoes');
  const scope = rowScopeOf(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const stored = await repo.lockCertificate(tx, scope, form.id);
    if (!stored) throw AppError.notFound({ idCertificado: form.id });
    const values: repo.CertificateAudit = {
      status: form.status,
      certificateValid: form.certificadoValido === 'Sim',
      conciliationApproved: form.conciliacaoAprovada,
      rating: form.avaliacao,
      notes: form.anotacoes,
      buyerIdMatchesStore: form.buyerIDNumberIgualALoja,
      bccuQuantity: form.qtdBCCUs,
      bccuWithinMargin: form.qtdBCCUsDentroDaMargemDeErro,
      odnCodeRepeated: form.codigoODNRepetido,
      odnCertificateCode: form.codigoCertificadoODN,
      validUntil: form.dataValidade,
      activeValidityPeriod: form.certificadoComPeriodoVigenciaAtivo,
    };
    await repo.updateAudit(tx, form.id, { ...values, at: clock.now(), by: userIdOf(ctx.user) });
    const before = Object.fromEntries(
      Object.keys(values).map((key) => [key, stored[key as keyof repo.CertificateAudit]]),
    );
    await auditWrite(tx, ctx, { action: 'update', entity: AUDIT_ENTITY, entityId: form.id, before, after: values });
  });
  return getCertificate(ctx, form.id);
}

function searchOf(filter: SustainabilityFilter): repo.CertificateSearch {
  return {
    supplier: filter.fornecedor,
    orderId: filter.numeroPedido,
    certificateType: filter.tipoCertificado,
    status: filter.statusAuditoria,
    createdFrom: filter.dataCriacaoInicial,
    createdTo: filter.dataCriacaoFinal,
    orderedFrom: filter.dataPedidoInicial,
    orderedTo: filter.dataPedidoFinal,
    orderBy: filter.orderBy,
  };
}

/** listarSustentabilidadeAuditoriaFiltrada(filtro, pagina): a page (from 0) of 20, newest first. */
export async function listCertificates(ctx: SustainabilityContext, args: unknown): Promise<SustainabilityPageDto> {
  const { filtro, pagina } = sustainabilityListSchema.parse(args);
  const today = clock.today();
  return readPage(
    { pagina, size: SUSTAINABILITY_PAGE_SIZE },
    (window) => repo.listCertificates(ctx.db, rowScopeOf(ctx.user), searchOf(filtro), window),
    (row) => toListRowDto(row, today),
  );
}

/** buscarArquivoPorIdCertificado(idCertificado): the PDF in base64, named after the order (and the slot). */
export async function certificateFile(ctx: SustainabilityContext, id: unknown): Promise<CertificateFileAnswerDto> {
  const idCertificado = positiveIdInput.parse(id);
  const file = await repo.findCertificateFile(ctx.db, rowScopeOf(ctx.user), idCertificado);
  if (!file) throw AppError.notFound({ idCertificado });
  const suffix = file.slot === 2 ? '-2' : '';
  return {
    idCertificado,
    nomeArquivo: `certificado-sustentabilidade-pedido-${file.orderId}${suffix}-${idCertificado}.pdf`,
    arquivo: file.content.toString('base64'),
  };
}

/** Rows read per round trip: the CSV streams batch by batch. */
export const REPORT_BATCH = 500;

function toReportRow(row: repo.CertificateReportRow): SustainabilityReportRow {
  return { ...row, commercialWeek: formatWeek(row.week, row.year) };
}

/** The report's rows, newest first, batch by batch, at most SUSTAINABILITY_REPORT_MAX (keyset paging). */
export async function* reportBatches(
  db: DbOrTx,
  scope: RowScope,
  filter: SustainabilityFilter,
  maxRows = SUSTAINABILITY_REPORT_MAX,
): AsyncGenerator<SustainabilityReportRow[]> {
  let after: repo.ReportCursor | null = null;
  let left = maxRows;
  while (left > 0) {
    const batch = Math.min(REPORT_BATCH, left);
    const rows = await repo.reportBatch(db, scope, searchOf(filter), after, batch);
    if (rows.length > 0) yield rows.map(toReportRow);
    left -= rows.length;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** GET /api/sustentabilidade/relatorio.csv: the report (SU19) streamed, BOM and header first. */
export function reportCsvStream(ctx: SustainabilityContext, args: unknown): Readable {
  const { filtro } = sustainabilityReportSchema.parse(args);
  const batches = reportBatches(ctx.db, rowScopeOf(ctx.user), filtro);
  return Readable.from(sustainabilityReportCsvChunks(batches, ctx.language), { objectMode: false });
}

/** listarSustentabilidadeParaRelatorio(filtro): the same CSV as one text (at most 10,000 rows). */
export async function reportCsvText(ctx: SustainabilityContext, args: unknown): Promise<string> {
  const { filtro } = sustainabilityReportSchema.parse(args);
  let text = '';
  for await (const chunk of sustainabilityReportCsvChunks(
    reportBatches(ctx.db, rowScopeOf(ctx.user), filtro),
    ctx.language,
  ))
    text += chunk;
  return text;
}
