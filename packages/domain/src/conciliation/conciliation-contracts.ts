import { z } from 'zod';
import { CONCILIATION_STATUSES } from '../orders/order-actions';
import { LIST_PAGE_MAX } from '../shared/paging';

/**
 * The conciliation area's API contract (spec 000 §3 and §7): GraphQL conciliacaoComercial,
 * buscarResultadoConciliacaoPorPedido, buscarHistoricoReprovacaoConciliacaoPorPedido,
 * buscarConciliacoesParaListagem, cancelarConciliacao, salvarObservacao, validarAmostraPedidoParaConciliacao;
 * REST /api/conciliacaofiscal/{conciliacaoFiscal, conciliacaoCondicional, getXmlNota, emiteRFM},
 * /api/seloConciliacoes/gerar/{id} and /api/relatorios/Reports/conciliacao.pdf.
 * Amounts, quantities and rates travel as decimal strings, exactly as stored ("12.3400"), never as floats.
 */

const id = z.coerce.number().int().positive();
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
 * conciliation's day in America/Sao_Paulo, both ends included. Empty strings count as absent.
 */
export const conciliationFilterSchema = z
  .object({
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
  })
  .refine(
    (f) =>
      f.dataConciliacaoInicial === undefined ||
      f.dataConciliacaoFinal === undefined ||
      f.dataConciliacaoInicial <= f.dataConciliacaoFinal,
    { message: 'dateRange', path: ['dataConciliacaoFinal'] },
  );
export type ConciliationFilter = z.infer<typeof conciliationFilterSchema>;

/** query buscarConciliacoesParaListagem(filtro, pagina, max): pagina from 0, max at most 20. */
export const conciliationListSchema = z.object({
  filtro: conciliationFilterSchema.default({ orderBy: 'pedido' }),
  pagina: z.coerce.number().int().min(0).max(LIST_PAGE_MAX).default(0),
  max: z.coerce.number().int().min(1).max(CONCILIATION_LIST_PAGE_SIZE).default(CONCILIATION_LIST_PAGE_SIZE),
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

export interface StatusDto {
  id: number;
  descricao: string;
}

/** conciliacaoComercial's answer: the new conciliation and its commercial side. */
export interface CommercialCheckResultDto {
  id: number;
  idPedido: number;
  statusConciliacaoComercial: StatusDto;
  /** Rendered in the request's language; null when the side is 2. */
  motivoReprovacao: string | null;
}

/** POST /api/conciliacaofiscal/conciliacaoFiscal's answer. */
export interface FiscalCheckResultDto {
  idConciliacao: number;
  idPedido: number;
  statusConciliacaoComercial: StatusDto;
  statusConciliacaoFiscal: StatusDto;
  motivoReprovacao: string | null;
  /** Every fiscal divergence, blocking and conditional, rendered. */
  divergencias: ReasonDto[];
}

/** A reason as the API shows it: the code (for styling) and its text in the request's language. */
export interface ReasonDto {
  codigo: ConciliationReasonCode;
  /** 'blocking' (3), 'conditional' (4) or 'commercial' (a row's refusal). */
  gravidade: 'blocking' | 'conditional' | 'commercial' | 'event';
  texto: string;
}

/** conciliacaoItems: order (Po) and invoice (Nf) side by side; null where that side has no item. */
export interface ConciliationItemDto {
  numeroItemNf: number | null;
  codItemPo: string | null;
  codItemNf: string | null;
  descricaoCurtaPo: string | null;
  descricaoCurtaNf: string | null;
  eanPo: string | null;
  eanNf: string | null;
  quantityPo: string | null;
  quantityNf: string | null;
  ncmPo: string | null;
  ncmNf: string | null;
  custoUnitarioPo: string | null;
  custoUnitarioNf: string | null;
  valorVendaPo: string | null;
  valorVendaNf: string | null;
  aliquotaIcmsPo: string | null;
  aliquotaIcmsNf: string | null;
  aliquotaIpiPo: string | null;
  aliquotaIpiNf: string | null;
  /** The row's reasons rendered and joined ('; '); null when the row matches. */
  motivoReprovacao: string | null;
  motivos: ReasonDto[];
}

/** buscarResultadoConciliacaoPorPedido(pedido): the order's newest conciliation (cancelled ones too), or null. */
export interface ConciliationResultDto {
  id: number;
  pedido: { id: number; status: string; fornecedor: { id: number; nome: string; cnpj: string } };
  statusConciliacaoComercial: StatusDto;
  statusConciliacaoFiscal: StatusDto;
  notaFiscal: string | null;
  serieNotaFiscal: string | null;
  chaveAcesso: string | null;
  /** ISO 8601 */
  dataNotaFiscal: string | null;
  /** ISO 8601: when the invoice was uploaded. */
  dataConciliacao: string;
  valorNotaFiscal: string | null;
  cnpjEmitente: string | null;
  nomeEmitente: string | null;
  cnpjDestinatario: string | null;
  motivoReprovacao: string | null;
  divergencias: ReasonDto[];
  observacao: string | null;
  cancelada: boolean;
  motivoCancelamento: string | null;
  dataCancelamento: string | null;
  /** Who cancelled it. */
  usuarioCancelamento: string | null;
  condicional: { usuario: string; data: string } | null;
  statusRFM: StatusDto;
  dataRFM: string | null;
  conciliacaoItems: ConciliationItemDto[];
}

/** buscarHistoricoReprovacaoConciliacaoPorPedido(pedido): every rejection, conditional result and cancellation. */
export interface ConciliationHistoryEntryDto {
  idConciliacao: number;
  /** ISO 8601 of the event. */
  dtConciliacaoComercial: string;
  /** 'commercial' | 'fiscal' | 'conditional' | 'cancel' */
  tipo: string;
  motivoReprovacao: string;
  observacao: string | null;
  usuario: string | null;
}

/** A row of buscarConciliacoesParaListagem (spec 000 §3 plus the fiscal side and cancellation). */
export interface ConciliationListRowDto {
  conciliacao: number;
  pedido: number;
  codigoFornecedor: number;
  nomeFornecedor: string;
  /** ISO 8601 */
  dataConciliacao: string;
  motivoReprovacao: string | null;
  statusComercial: StatusDto;
  statusFiscal: StatusDto;
  statusRFM: StatusDto;
  notaFiscal: string | null;
  serieNotaFiscal: string | null;
  cancelada: boolean;
}

export interface ConciliationListPageDto {
  itens: ConciliationListRowDto[];
  pagina: number;
  /** Whether another page exists. */
  temMais: boolean;
}

/** POST /api/conciliacaofiscal/getXmlNota: the stored XML, base64, with the file name to save it as. */
export interface InvoiceXmlDto {
  idConciliacao: number;
  nomeArquivo: string;
  xmlBase64: string;
}

/** POST /api/conciliacaofiscal/emiteRFM's answer. */
export interface RfmResultDto {
  id: number;
  statusRFM: StatusDto;
  dataRFM: string;
}

/** validarAmostraPedidoParaConciliacao(idPedido). */
export interface SampleValidationDto {
  success: boolean;
  messageError: string | null;
}

/** GET /api/config/conciliacao: the waits of the reconcile flow (0 in tests). */
export interface ReconcileConfigDto {
  pausasMs: [number, number];
}
