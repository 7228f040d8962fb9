import { z } from 'zod';
import { COMPLIANCE_DOCUMENT_KINDS } from '../compliance/road-document';
import { decimalTextSchema, idInputSchema as id, intSchema as int, withDaysInOrder } from '../shared/contract-fields';
import { CONCILIATION_STATUSES } from '../orders/order-actions';
import { listPageOf, pageIndexQuerySchema, pageSizeQuerySchema } from '../shared/paging';

/**
 * The conciliation area's API contract (spec 000 §3 and §7): GraphQL conciliacaoComercial,
 * buscarResultadoConciliacaoPorPedido, buscarHistoricoReprovacaoConciliacaoPorPedido,
 * buscarConciliacoesParaListagem, cancelarConciliacao, salvarObservacao, validarAmostraPedidoParaConciliacao;
 * REST /api/conciliacaofiscal/{conciliacaoFiscal, conciliacaoCondicional, getXmlNota, emiteRFM},
 * /api/seloConciliacoes/gerar/{id} and /api/relatorios/Reports/conciliacao.pdf.
 * Amounts, quantities and rates travel as decimal strings, exactly as stored ("12.3400"), never as floats.
 */

/** A real calendar day written YYYY-MM-DD (2001-02-30 is refused, not left to the database). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'invalid date');

/** Cancel reason and observation: at most 255 characters (spec 000 §9). */
export const CONCILIATION_TEXT_MAX = 255;
/** A history entry's rendered reason text is cut at 400,000 characters (spec 000 §9). */
export const CONCILIATION_HISTORY_TEXT_MAX = 400_000;
/** buscarConciliacoesParaListagem: pages of 20 (spec 000 §9). */
export const CONCILIATION_LIST_PAGE_SIZE = 20;
/** The largest XML accepted by /reconcile: a 990-item NF-e is about 1 MB. */
export const CONCILIATION_XML_MAX_BYTES = 4 * 1024 * 1024;
/** The spec's waits before the commercial and the fiscal step (ms); the server's config may set them to 0. */
export const DEFAULT_RECONCILE_PAUSES_MS = [2000, 4000] as const;

/** Fiscal goods receipt (emiteRFM): 0 not issued, 1 issued. */
export const RFM_STATUSES = [0, 1] as const;
export type RfmStatus = (typeof RFM_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// Reasons: why a row or a step was refused, or made conditional. Stored structured, rendered per language
// (conciliation/reason-texts.ts), so the same rejection reads well in pt-BR, en-US and es-ES.

/** Commercial reasons of one row (invoice item against order item). */
export const COMMERCIAL_ROW_REASONS = [
  'quantity', // qCom differs from the order item's qtCompra
  'ncm', // NCM differs
  'saleValue', // the sale value stated on the invoice differs from the order's
  'unitCost', // vUnCom differs from custoUnitario
  'itemCode', // cProd differs from the order item's codItem (same EAN)
  'notInOrder', // no order item has this EAN (nor this code for an item without GTIN)
  'otherOrder', // xPed names another order
  'repeatedItem', // another invoice line for an order item already matched, at another unit cost
  'missingFromInvoice', // an order item the invoice does not carry
] as const;
export type CommercialRowReason = (typeof COMMERCIAL_ROW_REASONS)[number];

/** Fiscal reasons: blocking ones make the fiscal side 3, conditional ones 4 (docs/decisions.md). */
export const FISCAL_BLOCKING_REASONS = [
  'accessKeyFormat', // not 44 characters of the key's alphabet
  'accessKeyCheckDigit', // the 44th digit is not the modulo-11 digit of the first 43
  'accessKeyMismatch', // infNFe@Id and protNFe/chNFe differ
  'accessKeyIssuer', // the CNPJ inside the key is not emit/CNPJ
  'model', // not model 55
  'notAuthorised', // protNFe cStat is not 100 (nor 150, authorised late)
  'issuerNotSupplier', // emit/CNPJ is another company than the order's supplier
  'recipientNotBuyer', // dest/CNPJ is another company than the order's buyer
  'invoiceAlreadyUsed', // the access key backs another accepted conciliation
] as const;
export const FISCAL_CONDITIONAL_REASONS = [
  'issuerOtherBranch', // same company (CNPJ root), another establishment
  'recipientOtherBranch', // same buying company (CNPJ root), another establishment
  'icmsRate', // an item's pICMS differs from the order item's aliquotaIcms
  'ipiRate', // an item's pIPI differs from the order item's aliquotaIpi
] as const;
export type FiscalBlockingReason = (typeof FISCAL_BLOCKING_REASONS)[number];
export type FiscalConditionalReason = (typeof FISCAL_CONDITIONAL_REASONS)[number];

/** Events that are not checks: who cancelled, accepted conditionally. */
export const EVENT_REASONS = ['cancelled', 'conditionalAccepted', 'superseded'] as const;
export type EventReason = (typeof EVENT_REASONS)[number];

export type ConciliationReasonCode = CommercialRowReason | FiscalBlockingReason | FiscalConditionalReason | EventReason;

/**
 * One reason with what it compared: `po` the order's value, `nf` the invoice's; `item` the row's item code
 * and `nItem` the invoice line(s) ('1, 3' when an order item is split over lines); `order` another order number;
 * `count` rows summarised; `text` free text (repeatedItem: the line it repeats); `cst` the invoice item's CST or
 * CSOSN and `credit` true when the invoice's rate is the Simples Nacional credit pCredSN (icmsRate).
 */
export interface ConciliationReason {
  code: ConciliationReasonCode;
  po?: string | null;
  nf?: string | null;
  item?: string | null;
  nItem?: string | null;
  order?: string | null;
  count?: number;
  text?: string | null;
  cst?: string | null;
  credit?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Inputs

/** The XML as GraphQL carries it (base64 inside the JSON body). */
export const invoiceFileSchema = z.object({
  nome: z.string().trim().min(1).max(255),
  tipo: z.string().trim().min(1).max(255),
  /** base64 of the file's bytes (validated and decoded by the server). */
  conteudo: z.string().min(1),
});
export type InvoiceFileInput = z.infer<typeof invoiceFileSchema>;

/** mutation conciliacaoComercial(id: the order, file). */
export const commercialCheckSchema = z.object({ id, file: invoiceFileSchema });
export type CommercialCheckInput = z.infer<typeof commercialCheckSchema>;

/** POST /api/conciliacaofiscal/conciliacaoFiscal, conciliacaoCondicional and getXmlNota. */
export const conciliationIdSchema = z.object({ idConciliacao: id });
export type ConciliationIdInput = z.infer<typeof conciliationIdSchema>;

/** POST /api/conciliacaofiscal/emiteRFM {id, nFeBase64}: the conciliation and its invoice XML. */
export const emitRfmSchema = z.object({ id, nFeBase64: z.string().min(1) });
export type EmitRfmInput = z.infer<typeof emitRfmSchema>;

/** mutation cancelarConciliacao(orderId, motivoCancelamento): the order's current conciliation. */
export const cancelConciliationSchema = z.object({
  orderId: id,
  motivoCancelamento: z.string().trim().min(1).max(CONCILIATION_TEXT_MAX),
});
export type CancelConciliationInput = z.infer<typeof cancelConciliationSchema>;

/** mutation salvarObservacao(orderId, observacao): '' clears it. */
export const saveObservationSchema = z.object({
  orderId: id,
  observacao: z.string().trim().max(CONCILIATION_TEXT_MAX),
});
export type SaveObservationInput = z.infer<typeof saveObservationSchema>;

export const CONCILIATION_ORDER_BY = [
  'pedido',
  '-pedido',
  'conciliacao',
  '-conciliacao',
  'dataConciliacao',
  '-dataConciliacao',
  'nomeFornecedor',
  '-nomeFornecedor',
] as const;
export type ConciliationOrderBy = (typeof CONCILIATION_ORDER_BY)[number];

const conciliationStatus = z.coerce
  .number()
  .int()
  .refine((v) => (CONCILIATION_STATUSES as readonly number[]).includes(v), 'status 0-4');

/**
 * Conciliation filter (spec 000 §3) plus statusFiscal and idCd, which the report takes (§7). Dates are the
 * conciliation's day in São Paulo (APP_TIME_ZONE), both ends included. Empty strings count as absent.
 */
export const conciliationFilterSchema = withDaysInOrder(
  z.object({
    conciliacao: id.optional(),
    pedido: id.optional(),
    nomeFornecedor: z.string().trim().max(100).optional(),
    dataConciliacaoInicial: isoDate.optional(),
    dataConciliacaoFinal: isoDate.optional(),
    statusComercial: conciliationStatus.optional(),
    statusFiscal: conciliationStatus.optional(),
    statusRFM: z.coerce
      .number()
      .int()
      .refine((v) => v === 0 || v === 1, 'statusRFM 0-1')
      .optional(),
    notaFiscal: z.string().trim().max(20).optional(),
    idCd: id.optional(),
    orderBy: z.enum(CONCILIATION_ORDER_BY).default('pedido'),
  }),
  'dataConciliacaoInicial',
  'dataConciliacaoFinal',
);
export type ConciliationFilter = z.infer<typeof conciliationFilterSchema>;

/** query buscarConciliacoesParaListagem(filtro, pagina, max): pagina from 0, max at most 20. */
export const conciliationListSchema = z.object({
  filtro: conciliationFilterSchema.default({ orderBy: 'pedido' }),
  pagina: pageIndexQuerySchema,
  max: pageSizeQuerySchema(CONCILIATION_LIST_PAGE_SIZE),
});
export type ConciliationListInput = z.infer<typeof conciliationListSchema>;

/** GET /api/relatorios/Reports/conciliacao.pdf: the same filter, `perfil` (ignored: the token decides). */
export const conciliationReportQuerySchema = z.object({
  perfil: z.string().max(50).optional(),
  conciliacao: z.string().optional(),
  pedido: z.string().optional(),
  nomeFornecedor: z.string().optional(),
  dataConciliacaoInicial: z.string().optional(),
  dataConciliacaoFinal: z.string().optional(),
  statusComercial: z.string().optional(),
  statusFiscal: z.string().optional(),
  statusRFM: z.string().optional(),
  notaFiscal: z.string().optional(),
  idCd: z.string().optional(),
  orderBy: z.string().optional(),
  userLocale: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

/** A conciliation side's status (GraphQL `StatusConciliacao`, also on an order's conciliations). */
export const statusSchema = z
  .object({ id: int, descricao: z.string() })
  .describe("A conciliation side's status: 0 not sent, 1 sent, 2 reconciled, 3 rejected, 4 conditional (RFM: 0, 1).");
export type StatusDto = z.infer<typeof statusSchema>;

/** A reason as the API shows it (GraphQL `MotivoConciliacao`): the code (for styling) and its text in the request's language. */
export const reasonSchema = z
  .object({
    codigo: z.enum([
      ...COMMERCIAL_ROW_REASONS,
      ...FISCAL_BLOCKING_REASONS,
      ...FISCAL_CONDITIONAL_REASONS,
      ...EVENT_REASONS,
    ]),
    gravidade: z
      .enum(['blocking', 'conditional', 'commercial', 'event'])
      .describe("blocking (fiscal 3), conditional (fiscal 4), commercial (a row's refusal) or event"),
    texto: z.string(),
  })
  .describe("Why a row or a step was refused or made conditional, in the request's language.");
export type ReasonDto = z.infer<typeof reasonSchema>;

/** conciliacaoComercial's answer (GraphQL `ResultadoConciliacaoComercial`): the new conciliation and its commercial side. */
export const commercialCheckResultSchema = z.object({
  id: int,
  idPedido: int,
  statusConciliacaoComercial: statusSchema,
  motivoReprovacao: z.string().nullable().describe("In the request's language; null when the commercial side is 2."),
});
export type CommercialCheckResultDto = z.infer<typeof commercialCheckResultSchema>;

/** POST /api/conciliacaofiscal/conciliacaoFiscal's (and conciliacaoCondicional's) answer. */
export const fiscalCheckResultSchema = z
  .object({
    idConciliacao: int,
    idPedido: int,
    statusConciliacaoComercial: statusSchema,
    statusConciliacaoFiscal: statusSchema.describe('2 reconciled, 3 rejected (blocking), 4 conditional'),
    motivoReprovacao: z.string().nullable().describe("the reasons in the request's language; null when 2"),
    /** Every fiscal divergence, blocking and conditional, rendered. */
    divergencias: z.array(reasonSchema),
  })
  .describe('FiscalCheckResultDto');
export type FiscalCheckResultDto = z.infer<typeof fiscalCheckResultSchema>;

const optionalText = z.string().nullable();
const optionalDecimal = decimalTextSchema.nullable();

/** conciliacaoItems (GraphQL `ItemConciliacao`): order (Po) and invoice (Nf) side by side; null where that side has no item. */
export const conciliationItemSchema = z.object({
  numeroItemNf: int.nullable(),
  codItemPo: optionalText,
  codItemNf: optionalText,
  descricaoCurtaPo: optionalText,
  descricaoCurtaNf: optionalText,
  eanPo: optionalText,
  eanNf: optionalText,
  quantityPo: optionalDecimal,
  quantityNf: optionalDecimal,
  ncmPo: optionalText,
  ncmNf: optionalText,
  custoUnitarioPo: optionalDecimal,
  custoUnitarioNf: optionalDecimal,
  valorVendaPo: optionalDecimal,
  valorVendaNf: optionalDecimal,
  aliquotaIcmsPo: optionalDecimal,
  aliquotaIcmsNf: optionalDecimal,
  aliquotaIpiPo: optionalDecimal,
  aliquotaIpiNf: optionalDecimal,
  /** The row's reasons rendered and joined ('; '); null when the row matches. */
  motivoReprovacao: optionalText,
  motivos: z.array(reasonSchema),
});
export type ConciliationItemDto = z.infer<typeof conciliationItemSchema>;

/** The supplier of a conciliation's order (GraphQL `FornecedorConciliacao`). */
export const conciliationSupplierSchema = z.object({ id: int, nome: z.string(), cnpj: z.string() });

/** The order of a conciliation result (GraphQL `PedidoResultadoConciliacao`). */
export const conciliationOrderSchema = z.object({
  id: int,
  status: z.string(),
  fornecedor: conciliationSupplierSchema,
});

/** Who accepted a conditional conciliation, and when (GraphQL `CondicionalConciliacao`). */
export const conditionalAcceptanceSchema = z.object({ usuario: z.string(), data: z.string().describe('ISO 8601') });

/** buscarResultadoConciliacaoPorPedido(pedido) (GraphQL `ResultadoConciliacao`): the order's newest conciliation, or null. */
export const conciliationResultSchema = z.object({
  id: int,
  pedido: conciliationOrderSchema,
  statusConciliacaoComercial: statusSchema,
  statusConciliacaoFiscal: statusSchema,
  notaFiscal: optionalText,
  serieNotaFiscal: optionalText,
  chaveAcesso: optionalText,
  /** ISO 8601 */
  dataNotaFiscal: optionalText,
  /** ISO 8601: when the invoice was uploaded. */
  dataConciliacao: z.string(),
  valorNotaFiscal: optionalDecimal,
  cnpjEmitente: optionalText,
  nomeEmitente: optionalText,
  cnpjDestinatario: optionalText,
  motivoReprovacao: optionalText,
  divergencias: z.array(reasonSchema),
  observacao: optionalText,
  cancelada: z.boolean(),
  motivoCancelamento: optionalText,
  dataCancelamento: optionalText,
  /** Who cancelled it. */
  usuarioCancelamento: optionalText,
  condicional: conditionalAcceptanceSchema.nullable(),
  statusRFM: statusSchema,
  dataRFM: optionalText,
  conciliacaoItems: z.array(conciliationItemSchema),
});
export type ConciliationResultDto = z.infer<typeof conciliationResultSchema>;

/** buscarHistoricoReprovacaoConciliacaoPorPedido(pedido) (GraphQL `HistoricoConciliacao`): every rejection, conditional result and cancellation. */
export const conciliationHistoryEntrySchema = z
  .object({
    idConciliacao: int,
    dtConciliacaoComercial: z.string().describe('ISO 8601 of the event'),
    tipo: z.string().describe('commercial, fiscal, conditional or cancel'),
    motivoReprovacao: z.string(),
    observacao: optionalText,
    usuario: optionalText,
  })
  .describe('A rejection (commercial 3, fiscal 3 or 4), conditional acceptance or cancellation.');
export type ConciliationHistoryEntryDto = z.infer<typeof conciliationHistoryEntrySchema>;

/** A row of buscarConciliacoesParaListagem (GraphQL `LinhaConciliacao`; spec 000 §3 plus the fiscal side and cancellation). */
export const conciliationListRowSchema = z.object({
  conciliacao: int,
  pedido: int,
  codigoFornecedor: int,
  nomeFornecedor: z.string(),
  /** ISO 8601 */
  dataConciliacao: z.string(),
  motivoReprovacao: optionalText,
  statusComercial: statusSchema,
  statusFiscal: statusSchema,
  statusRFM: statusSchema,
  notaFiscal: optionalText,
  serieNotaFiscal: optionalText,
  cancelada: z.boolean(),
  documentosEmAuditoria: z
    .array(z.enum(COMPLIANCE_DOCUMENT_KINDS))
    .describe("the order's compliance documents sent and still awaiting the retailer's audit (issue 16)"),
});
export type ConciliationListRowDto = z.infer<typeof conciliationListRowSchema>;

/** GraphQL `PaginaConciliacoes`. */
export const conciliationListPageSchema = listPageOf(conciliationListRowSchema, CONCILIATION_LIST_PAGE_SIZE);
export type ConciliationListPageDto = z.infer<typeof conciliationListPageSchema>;

/** POST /api/conciliacaofiscal/getXmlNota: the stored XML, base64, with the file name to save it as. */
export const invoiceXmlSchema = z.object({ idConciliacao: int, nomeArquivo: z.string(), xmlBase64: z.string() });
export type InvoiceXmlDto = z.infer<typeof invoiceXmlSchema>;

/** POST /api/conciliacaofiscal/emiteRFM's answer. */
export const rfmResultSchema = z.object({ id: int, statusRFM: statusSchema, dataRFM: z.string() });
export type RfmResultDto = z.infer<typeof rfmResultSchema>;

/** validarAmostraPedidoParaConciliacao(idPedido) (GraphQL `ValidacaoAmostra`). */
export const sampleValidationSchema = z.object({ success: z.boolean(), messageError: optionalText });
export type SampleValidationDto = z.infer<typeof sampleValidationSchema>;

/** GET /api/config/conciliacao: the waits of the reconcile flow (0 in tests). */
export const reconcileConfigSchema = z
  .object({ pausasMs: z.tuple([z.number(), z.number()]).describe('waits before the commercial and the fiscal step') })
  .describe('ReconcileConfigDto');
export type ReconcileConfigDto = z.infer<typeof reconcileConfigSchema>;
