import type { Language } from '../i18n/languages';
import { formatCnpj } from '../shared/cnpj';
import {
  COMMERCIAL_ROW_REASONS,
  type CommercialRowReason,
  type ConciliationReason,
  type ConciliationReasonCode,
  EVENT_REASONS,
  FISCAL_BLOCKING_REASONS,
  FISCAL_CONDITIONAL_REASONS,
  type ReasonDto,
} from './conciliation-contracts';
import { formatDecimal, normalizeDecimal, parseDecimal } from './decimal';
import { isCsosn } from './icms-situation';

/**
 * Texts of the conciliation reasons (conciliation-contracts.ts) in the three languages. Reasons are stored
 * structured and rendered when read, so one rejection reads well in pt-BR, en-US and es-ES.
 *
 * What a reason's fields mean here:
 * - row reasons (quantity, ncm, …, icmsRate, ipiRate): `item` the item code, `nItem` the invoice line(s),
 *   `po` the order's value, `nf` the invoice's; a reason with `count` and no `item` is a summary
 *   ("3 items with a different quantity"); icmsRate adds the invoice's CST / CSOSN (`cst`, and `credit`
 *   when `nf` is the Simples Nacional credit pCredSN); repeatedItem at another cost: `text` the first line,
 *   `po` its unit cost, `nf` this line's;
 * - notInOrder: `item` the invoice's cProd, `nf` its EAN; otherOrder: `order` the order named in xPed;
 *   missingFromInvoice: `po` the order's quantity;
 * - fiscal reasons: `po` the expected value (the order's supplier or buyer CNPJ, the protocol's key, the key's
 *   CNPJ), `nf` the invoice's; notAuthorised: `nf` cStat and `text` xMotivo; invoiceAlreadyUsed: `order`
 *   the order whose conciliation holds the key;
 * - events: cancelled `text` the reason; conditionalAccepted `text` who accepted (optional); superseded none.
 * Amounts are shown without trailing zeros (money keeps two decimals), with the language's separator;
 * CNPJs masked. A missing value shows as '—'.
 */

export type ReasonSeverity = ReasonDto['gravidade'];

type ValueKind = 'quantity' | 'money' | 'rate' | 'plain';

/** Row reasons that compare one value of the order with one of the invoice. */
type ComparedRowReason = 'quantity' | 'ncm' | 'saleValue' | 'unitCost' | 'itemCode' | 'icmsRate' | 'ipiRate';
type ItemReason = CommercialRowReason | 'icmsRate' | 'ipiRate';

const COMPARED_KIND: Readonly<Record<ComparedRowReason, ValueKind>> = {
  quantity: 'quantity',
  ncm: 'plain',
  saleValue: 'money',
  unitCost: 'money',
  itemCode: 'plain',
  icmsRate: 'rate',
  ipiRate: 'rate',
};

const ITEM_REASONS: ReadonlySet<string> = new Set<string>([...COMMERCIAL_ROW_REASONS, 'icmsRate', 'ipiRate']);

interface LanguageTexts {
  decimalSeparator: '.' | ',';
  /** "Item 000123 (line 4)", "Item 000123", "Line 4". */
  itemLabel(item: string | null, nItem: string | null): string;
  /** The field's name in "quantity 12 on the order, 10 on the invoice". */
  field: Readonly<Record<ComparedRowReason, string>>;
  compared(label: string, field: string, po: string, nf: string): string;
  notInOrder(label: string, ean: string | null): string;
  otherOrder(label: string, order: string): string;
  /** A repetition at another unit cost names the first line and both costs. */
  repeatedItem(label: string, first: { nItem: string; cost: string; here: string } | null): string;
  /** Appended to an ICMS rate reason: the invoice item's CST or CSOSN, and whether its rate is the SN credit. */
  icmsSituation(code: string, csosn: boolean, credit: boolean): string;
  missingFromInvoice(label: string, quantity: string | null): string;
  /** Summaries: [one, many] with {n}. */
  summary: Readonly<Record<ItemReason, readonly [string, string]>>;
  accessKeyFormat(key: string): string;
  accessKeyCheckDigit(key: string): string;
  accessKeyMismatch(invoiceKey: string, protocolKey: string): string;
  accessKeyIssuer(keyCnpj: string, issuer: string): string;
  model(model: string): string;
  notAuthorised(status: string, reason: string | null): string;
  issuerNotSupplier(issuer: string, supplier: string): string;
  recipientNotBuyer(recipient: string, buyer: string): string;
  invoiceAlreadyUsed(order: string | null): string;
  issuerOtherBranch(issuer: string, supplier: string): string;
  recipientOtherBranch(recipient: string, buyer: string): string;
  cancelled(reason: string | null): string;
  conditionalAccepted(by: string | null): string;
  /** A run abandoned after its commercial step, cancelled by a new upload (conciliation-run.ts). */
  superseded: string;
}

const DASH = '—';

/** nItem of an order item split over lines: '1, 3'. */
function several(nItem: string | null): boolean {
  return nItem !== null && nItem.includes(',');
}

const PT_BR: LanguageTexts = {
  decimalSeparator: ',',
  itemLabel: (item, nItem) =>
    item !== null
      ? nItem !== null
        ? `Item ${item} (${several(nItem) ? 'linhas' : 'linha'} ${nItem})`
        : `Item ${item}`
      : `${several(nItem) ? 'Linhas' : 'Linha'} ${nItem ?? DASH}`,
  field: {
    quantity: 'quantidade',
    ncm: 'NCM',
    saleValue: 'valor de venda',
    unitCost: 'custo unitário',
    itemCode: 'código',
    icmsRate: 'alíquota de ICMS',
    ipiRate: 'alíquota de IPI',
  },
  compared: (label, field, po, nf) => `${label}: ${field} ${po} no pedido, ${nf} na nota`,
  notInOrder: (label, ean) => (ean ? `${label}: EAN ${ean} não está no pedido` : `${label}: não está no pedido`),
  otherOrder: (label, order) => `${label}: a nota indica o pedido ${order}`,
  repeatedItem: (label, first) =>
    first
      ? `${label}: repete o item da linha ${first.nItem} com outro custo unitário (${first.here} nesta linha, ${first.cost} na linha ${first.nItem})`
      : `${label}: item repetido na nota`,
  icmsSituation: (code, csosn, credit) =>
    csosn ? ` (CSOSN ${code}${credit ? ': crédito do Simples Nacional' : ''})` : ` (CST ${code})`,
  missingFromInvoice: (label, quantity) =>
    quantity !== null ? `${label}: quantidade ${quantity} no pedido, ausente da nota` : `${label}: ausente da nota`,
  summary: {
    quantity: ['{n} item com quantidade divergente', '{n} itens com quantidade divergente'],
    ncm: ['{n} item com NCM divergente', '{n} itens com NCM divergente'],
    saleValue: ['{n} item com valor de venda divergente', '{n} itens com valor de venda divergente'],
    unitCost: ['{n} item com custo unitário divergente', '{n} itens com custo unitário divergente'],
    itemCode: ['{n} item com código divergente', '{n} itens com código divergente'],
    notInOrder: ['{n} item da nota fora do pedido', '{n} itens da nota fora do pedido'],
    otherOrder: ['{n} item de outro pedido', '{n} itens de outro pedido'],
    repeatedItem: ['{n} item repetido na nota', '{n} itens repetidos na nota'],
    missingFromInvoice: ['{n} item do pedido ausente da nota', '{n} itens do pedido ausentes da nota'],
    icmsRate: ['{n} item com alíquota de ICMS divergente', '{n} itens com alíquota de ICMS divergente'],
    ipiRate: ['{n} item com alíquota de IPI divergente', '{n} itens com alíquota de IPI divergente'],
  },
  accessKeyFormat: (key) => `Chave de acesso inválida: ${key}`,
  accessKeyCheckDigit: (key) => `Dígito verificador da chave de acesso incorreto: ${key}`,
  accessKeyMismatch: (nf, prot) => `A chave da nota (${nf}) difere da chave do protocolo (${prot})`,
  accessKeyIssuer: (keyCnpj, issuer) => `A chave de acesso indica o CNPJ ${keyCnpj}, o emitente é ${issuer}`,
  model: (model) => `Modelo ${model}: só a NF-e modelo 55 é aceita`,
  notAuthorised: (status, reason) =>
    `Nota não autorizada pela SEFAZ (situação ${status}${reason ? `: ${reason}` : ''})`,
  issuerNotSupplier: (issuer, supplier) => `Emitente ${issuer} não é o fornecedor do pedido (${supplier})`,
  recipientNotBuyer: (recipient, buyer) => `Destinatário ${recipient} não é o comprador do pedido (${buyer})`,
  invoiceAlreadyUsed: (order) =>
    order
      ? `Nota fiscal já utilizada na conciliação do pedido ${order}`
      : 'Nota fiscal já utilizada em outra conciliação',
  issuerOtherBranch: (issuer, supplier) => `Emitente ${issuer} é outra filial do fornecedor do pedido (${supplier})`,
  recipientOtherBranch: (recipient, buyer) =>
    `Destinatário ${recipient} é outra filial do comprador do pedido (${buyer})`,
  cancelled: (reason) => (reason ? `Conciliação cancelada: ${reason}` : 'Conciliação cancelada'),
  conditionalAccepted: (by) => (by ? `Conciliação condicional aceita por ${by}` : 'Conciliação condicional aceita'),
  superseded: 'Conciliação substituída por um novo envio: a etapa fiscal dela não chegou',
};

const EN_US: LanguageTexts = {
  decimalSeparator: '.',
  itemLabel: (item, nItem) =>
    item !== null
      ? nItem !== null
        ? `Item ${item} (${several(nItem) ? 'lines' : 'line'} ${nItem})`
        : `Item ${item}`
      : `${several(nItem) ? 'Lines' : 'Line'} ${nItem ?? DASH}`,
  field: {
    quantity: 'quantity',
    ncm: 'NCM',
    saleValue: 'sale value',
    unitCost: 'unit cost',
    itemCode: 'code',
    icmsRate: 'ICMS rate',
    ipiRate: 'IPI rate',
  },
  compared: (label, field, po, nf) => `${label}: ${field} ${po} on the order, ${nf} on the invoice`,
  notInOrder: (label, ean) => (ean ? `${label}: EAN ${ean} is not on the order` : `${label}: not on the order`),
  otherOrder: (label, order) => `${label}: the invoice names order ${order}`,
  repeatedItem: (label, first) =>
    first
      ? `${label}: repeats the item of line ${first.nItem} at another unit cost (${first.here} on this line, ${first.cost} on line ${first.nItem})`
      : `${label}: item repeated on the invoice`,
  icmsSituation: (code, csosn, credit) =>
    csosn ? ` (CSOSN ${code}${credit ? ': Simples Nacional credit' : ''})` : ` (CST ${code})`,
  missingFromInvoice: (label, quantity) =>
    quantity !== null
      ? `${label}: quantity ${quantity} on the order, missing from the invoice`
      : `${label}: missing from the invoice`,
  summary: {
    quantity: ['{n} item with a different quantity', '{n} items with a different quantity'],
    ncm: ['{n} item with a different NCM', '{n} items with a different NCM'],
    saleValue: ['{n} item with a different sale value', '{n} items with a different sale value'],
    unitCost: ['{n} item with a different unit cost', '{n} items with a different unit cost'],
    itemCode: ['{n} item with a different code', '{n} items with a different code'],
    notInOrder: ['{n} invoice item not on the order', '{n} invoice items not on the order'],
    otherOrder: ['{n} item of another order', '{n} items of another order'],
    repeatedItem: ['{n} item repeated on the invoice', '{n} items repeated on the invoice'],
    missingFromInvoice: ['{n} order item missing from the invoice', '{n} order items missing from the invoice'],
    icmsRate: ['{n} item with a different ICMS rate', '{n} items with a different ICMS rate'],
    ipiRate: ['{n} item with a different IPI rate', '{n} items with a different IPI rate'],
  },
  accessKeyFormat: (key) => `Invalid access key: ${key}`,
  accessKeyCheckDigit: (key) => `Wrong check digit in the access key: ${key}`,
  accessKeyMismatch: (nf, prot) => `The invoice's key (${nf}) differs from the protocol's key (${prot})`,
  accessKeyIssuer: (keyCnpj, issuer) => `The access key names CNPJ ${keyCnpj}, the issuer is ${issuer}`,
  model: (model) => `Model ${model}: only NF-e model 55 is accepted`,
  notAuthorised: (status, reason) => `Invoice not authorised by SEFAZ (status ${status}${reason ? `: ${reason}` : ''})`,
  issuerNotSupplier: (issuer, supplier) => `Issuer ${issuer} is not the order's supplier (${supplier})`,
  recipientNotBuyer: (recipient, buyer) => `Recipient ${recipient} is not the order's buyer (${buyer})`,
  invoiceAlreadyUsed: (order) =>
    order
      ? `Invoice already used in the reconciliation of order ${order}`
      : 'Invoice already used in another reconciliation',
  issuerOtherBranch: (issuer, supplier) => `Issuer ${issuer} is another branch of the order's supplier (${supplier})`,
  recipientOtherBranch: (recipient, buyer) =>
    `Recipient ${recipient} is another branch of the order's buyer (${buyer})`,
  cancelled: (reason) => (reason ? `Reconciliation cancelled: ${reason}` : 'Reconciliation cancelled'),
  conditionalAccepted: (by) =>
    by ? `Conditional reconciliation accepted by ${by}` : 'Conditional reconciliation accepted',
  superseded: 'Reconciliation replaced by a new upload: its fiscal step never came',
};

const ES_ES: LanguageTexts = {
  decimalSeparator: ',',
  itemLabel: (item, nItem) =>
    item !== null
      ? nItem !== null
        ? `Artículo ${item} (${several(nItem) ? 'líneas' : 'línea'} ${nItem})`
        : `Artículo ${item}`
      : `${several(nItem) ? 'Líneas' : 'Línea'} ${nItem ?? DASH}`,
  field: {
    quantity: 'cantidad',
    ncm: 'NCM',
    saleValue: 'valor de venta',
    unitCost: 'costo unitario',
    itemCode: 'código',
    icmsRate: 'alícuota de ICMS',
    ipiRate: 'alícuota de IPI',
  },
  compared: (label, field, po, nf) => `${label}: ${field} ${po} en el pedido, ${nf} en la factura`,
  notInOrder: (label, ean) => (ean ? `${label}: el EAN ${ean} no está en el pedido` : `${label}: no está en el pedido`),
  otherOrder: (label, order) => `${label}: la factura indica el pedido ${order}`,
  repeatedItem: (label, first) =>
    first
      ? `${label}: repite el artículo de la línea ${first.nItem} con otro costo unitario (${first.here} en esta línea, ${first.cost} en la línea ${first.nItem})`
      : `${label}: artículo repetido en la factura`,
  icmsSituation: (code, csosn, credit) =>
    csosn ? ` (CSOSN ${code}${credit ? ': crédito del Simples Nacional' : ''})` : ` (CST ${code})`,
  missingFromInvoice: (label, quantity) =>
    quantity !== null
      ? `${label}: cantidad ${quantity} en el pedido, ausente de la factura`
      : `${label}: ausente de la factura`,
  summary: {
    quantity: ['{n} artículo con cantidad distinta', '{n} artículos con cantidad distinta'],
    ncm: ['{n} artículo con NCM distinto', '{n} artículos con NCM distinto'],
    saleValue: ['{n} artículo con valor de venta distinto', '{n} artículos con valor de venta distinto'],
    unitCost: ['{n} artículo con costo unitario distinto', '{n} artículos con costo unitario distinto'],
    itemCode: ['{n} artículo con código distinto', '{n} artículos con código distinto'],
    notInOrder: ['{n} artículo de la factura fuera del pedido', '{n} artículos de la factura fuera del pedido'],
    otherOrder: ['{n} artículo de otro pedido', '{n} artículos de otro pedido'],
    repeatedItem: ['{n} artículo repetido en la factura', '{n} artículos repetidos en la factura'],
    missingFromInvoice: [
      '{n} artículo del pedido ausente de la factura',
      '{n} artículos del pedido ausentes de la factura',
    ],
    icmsRate: ['{n} artículo con alícuota de ICMS distinta', '{n} artículos con alícuota de ICMS distinta'],
    ipiRate: ['{n} artículo con alícuota de IPI distinta', '{n} artículos con alícuota de IPI distinta'],
  },
  accessKeyFormat: (key) => `Clave de acceso no válida: ${key}`,
  accessKeyCheckDigit: (key) => `Dígito verificador de la clave de acceso incorrecto: ${key}`,
  accessKeyMismatch: (nf, prot) => `La clave de la factura (${nf}) difiere de la clave del protocolo (${prot})`,
  accessKeyIssuer: (keyCnpj, issuer) => `La clave de acceso indica el CNPJ ${keyCnpj}, el emisor es ${issuer}`,
  model: (model) => `Modelo ${model}: solo se acepta la NF-e modelo 55`,
  notAuthorised: (status, reason) =>
    `Factura no autorizada por la SEFAZ (situación ${status}${reason ? `: ${reason}` : ''})`,
  issuerNotSupplier: (issuer, supplier) => `El emisor ${issuer} no es el proveedor del pedido (${supplier})`,
  recipientNotBuyer: (recipient, buyer) => `El destinatario ${recipient} no es el comprador del pedido (${buyer})`,
  invoiceAlreadyUsed: (order) =>
    order ? `Factura ya utilizada en la conciliación del pedido ${order}` : 'Factura ya utilizada en otra conciliación',
  issuerOtherBranch: (issuer, supplier) =>
    `El emisor ${issuer} es otra sucursal del proveedor del pedido (${supplier})`,
  recipientOtherBranch: (recipient, buyer) =>
    `El destinatario ${recipient} es otra sucursal del comprador del pedido (${buyer})`,
  cancelled: (reason) => (reason ? `Conciliación cancelada: ${reason}` : 'Conciliación cancelada'),
  conditionalAccepted: (by) =>
    by ? `Conciliación condicional aceptada por ${by}` : 'Conciliación condicional aceptada',
  superseded: 'Conciliación sustituida por un nuevo envío: su etapa fiscal no llegó',
};

const TEXTS: Readonly<Record<Language, LanguageTexts>> = { 'pt-BR': PT_BR, 'en-US': EN_US, 'es-ES': ES_ES };

function textsOf(language: Language): LanguageTexts {
  return TEXTS[language] ?? PT_BR;
}

function present(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** A value as the texts show it: decimals without trailing zeros (money with two places), CNPJs masked. */
function showValue(value: string | null | undefined, kind: ValueKind, texts: LanguageTexts): string {
  const v = present(value);
  if (v === null) return DASH;
  if (kind === 'plain') return v;
  const parsed = parseDecimal(v);
  if (!parsed.ok) return v;
  let shown = normalizeDecimal(parsed.value);
  if (kind === 'money' && shown.scale < 2) shown = { units: shown.units * 10n ** BigInt(2 - shown.scale), scale: 2 };
  return formatDecimal(shown, { decimalSeparator: texts.decimalSeparator });
}

function renderItemReason(code: ItemReason, reason: ConciliationReason, texts: LanguageTexts): string {
  const item = present(reason.item);
  const nItem = present(reason.nItem);
  if (item === null && nItem === null && reason.count !== undefined) {
    const [one, many] = texts.summary[code];
    return (reason.count === 1 ? one : many).replace('{n}', String(reason.count));
  }
  const label = texts.itemLabel(item, nItem);
  switch (code) {
    case 'quantity':
    case 'ncm':
    case 'saleValue':
    case 'unitCost':
    case 'itemCode':
    case 'icmsRate':
    case 'ipiRate': {
      const kind = COMPARED_KIND[code];
      const compared = texts.compared(
        label,
        texts.field[code],
        showValue(reason.po, kind, texts),
        showValue(reason.nf, kind, texts),
      );
      const cst = code === 'icmsRate' ? present(reason.cst) : null;
      return cst === null ? compared : compared + texts.icmsSituation(cst, isCsosn(cst), reason.credit === true);
    }
    case 'notInOrder':
      return texts.notInOrder(label, present(reason.nf));
    case 'otherOrder':
      return texts.otherOrder(label, present(reason.order) ?? DASH);
    case 'repeatedItem': {
      const first = present(reason.text);
      return texts.repeatedItem(
        label,
        first === null
          ? null
          : { nItem: first, cost: showValue(reason.po, 'money', texts), here: showValue(reason.nf, 'money', texts) },
      );
    }
    case 'missingFromInvoice': {
      const quantity = present(reason.po);
      return texts.missingFromInvoice(label, quantity === null ? null : showValue(quantity, 'quantity', texts));
    }
  }
}

type OtherReason = Exclude<ConciliationReasonCode, ItemReason>;

const plain = (value: string | null | undefined): string => present(value) ?? DASH;
/** A CNPJ masked; anything that is not 14 characters of the CNPJ alphabet as it came. */
const cnpj = (value: string | null | undefined): string => {
  const v = present(value);
  if (v === null) return DASH;
  return /^[0-9A-Za-z]{14}$/.test(v) ? formatCnpj(v) : v;
};

/** How each reason that names no item reads (the fiscal checks and the events): its values, in its texts. */
const OTHER_REASON_TEXTS: {
  readonly [C in OtherReason]: (reason: ConciliationReason, texts: LanguageTexts) => string;
} = {
  accessKeyFormat: (r, t) => t.accessKeyFormat(plain(r.nf)),
  accessKeyCheckDigit: (r, t) => t.accessKeyCheckDigit(plain(r.nf)),
  accessKeyMismatch: (r, t) => t.accessKeyMismatch(plain(r.nf), plain(r.po)),
  accessKeyIssuer: (r, t) => t.accessKeyIssuer(cnpj(r.po), cnpj(r.nf)),
  model: (r, t) => t.model(plain(r.nf)),
  notAuthorised: (r, t) => t.notAuthorised(plain(r.nf), present(r.text)),
  issuerNotSupplier: (r, t) => t.issuerNotSupplier(cnpj(r.nf), cnpj(r.po)),
  recipientNotBuyer: (r, t) => t.recipientNotBuyer(cnpj(r.nf), cnpj(r.po)),
  invoiceAlreadyUsed: (r, t) => t.invoiceAlreadyUsed(present(r.order)),
  issuerOtherBranch: (r, t) => t.issuerOtherBranch(cnpj(r.nf), cnpj(r.po)),
  recipientOtherBranch: (r, t) => t.recipientOtherBranch(cnpj(r.nf), cnpj(r.po)),
  cancelled: (r, t) => t.cancelled(present(r.text)),
  conditionalAccepted: (r, t) => t.conditionalAccepted(present(r.text)),
  superseded: (_r, t) => t.superseded,
};

/** One reason in the given language. */
export function renderReason(reason: ConciliationReason, language: Language): string {
  const texts = textsOf(language);
  const code = reason.code;
  if (ITEM_REASONS.has(code)) return renderItemReason(code as ItemReason, reason, texts);
  const render = Object.hasOwn(OTHER_REASON_TEXTS, code) ? OTHER_REASON_TEXTS[code as OtherReason] : undefined;
  // an unknown code stored by a later version: show the code rather than fail
  return render === undefined ? String(code) : render(reason, texts);
}

/** Several reasons joined with '; ' ('' for none). */
export function renderReasons(reasons: readonly ConciliationReason[] | null | undefined, language: Language): string {
  return (reasons ?? []).map((reason) => renderReason(reason, language)).join('; ');
}

const BLOCKING: ReadonlySet<string> = new Set<string>(FISCAL_BLOCKING_REASONS);
const CONDITIONAL: ReadonlySet<string> = new Set<string>(FISCAL_CONDITIONAL_REASONS);
const EVENTS: ReadonlySet<string> = new Set<string>(EVENT_REASONS);

/** 'blocking' makes the fiscal side 3, 'conditional' 4, 'commercial' refuses a row, 'event' is not a check. */
export function reasonSeverity(code: ConciliationReasonCode): ReasonSeverity {
  if (BLOCKING.has(code)) return 'blocking';
  if (CONDITIONAL.has(code)) return 'conditional';
  if (EVENTS.has(code)) return 'event';
  return 'commercial';
}

/** Reasons as the API shows them. */
export function toReasonDtos(
  reasons: readonly ConciliationReason[] | null | undefined,
  language: Language,
): ReasonDto[] {
  return (reasons ?? []).map((reason) => ({
    codigo: reason.code,
    gravidade: reasonSeverity(reason.code),
    texto: renderReason(reason, language),
  }));
}
