import { normalizeCnpj } from '../shared/cnpj';
import type { ConciliationReason, FiscalBlockingReason, FiscalConditionalReason } from './conciliation-contracts';
import { decimalsEqual, parseDecimal } from './decimal';
import { authorisationReasons, partyReasons } from './document-check';
import { icmsRateToCompare } from './icms-situation';
import { NFE_MODEL, normalizeNfeAccessKey, parseNfeAccessKey } from './nfe-access-key';

/**
 * The fiscal check (docs/decisions.md, issue 5), run only after a commercial 2 on the invoice stored then.
 *
 * Blocking (fiscal 3), in FISCAL_BLOCKING_REASONS order: the key's format, check digit, infNFe@Id against
 * protNFe/chNFe, the key's CNPJ against emit/CNPJ, model 55, cStat 100 or 150, the issuer's company (CNPJ root)
 * against the order's supplier, the recipient's against the order's buyer, and the key already backing another
 * accepted conciliation. Conditional (fiscal 4): same company but another establishment (issuer or recipient),
 * and per item the ICMS rate (as the item's CST / CSOSN says: pICMS, the Simples Nacional credit pCredSN, or
 * nothing to compare; icms-situation.ts) and pIPI against the order's aliquotaIcms / aliquotaIpi (exact
 * decimals; an absent rate counts as 0). Blocking wins over conditional, but every divergence is reported.
 * The authorisation and party rules are document-check.ts's, which the commercial step runs first.
 *
 * CNPJs may be alphanumeric (IN RFB 2.229/2024): the root is the first 8 characters after normalizeCnpj.
 * Pure: the server says whether the key is already used (`keyUsedByOrder`) and re-checks it under the
 * unique index.
 */

/** The invoice's header as stored at the commercial step. */
export interface FiscalInvoiceHeader {
  /** infNFe@Id without 'NFe'. */
  accessKey: string | null;
  /** protNFe/infProt/chNFe. */
  protocolAccessKey: string | null;
  /** ide/mod. */
  model: string | null;
  /** protNFe/infProt/cStat and xMotivo. */
  protocolStatus: string | null;
  protocolReason: string | null;
  /** emit/CNPJ and dest/CNPJ (null when identified otherwise, e.g. by CPF). */
  issuerCnpj: string | null;
  recipientCnpj: string | null;
}

/** One reconciled row's rates: the order's and the invoice's, as stored. */
export interface FiscalItemRates {
  /** The row's item code and invoice line, to name it in a reason. */
  item: string | null;
  nItem: string | null;
  icmsRatePo: string | number | null;
  icmsRateNf: string | number | null;
  /** The invoice item's CST or CSOSN and pCredSN; absent (older rows): pICMS is compared. */
  icmsCstNf?: string | null;
  icmsCreditRateNf?: string | number | null;
  ipiRatePo: string | number | null;
  ipiRateNf: string | number | null;
}

export interface FiscalCheckInput {
  invoice: FiscalInvoiceHeader;
  /** The order's supplier CNPJ and cnpjComprador. */
  supplierCnpj: string;
  buyerCnpj: string;
  items: readonly FiscalItemRates[];
  /** The order (number) whose non-cancelled conciliation with fiscal 2 or 4 already holds this key, if any. */
  keyUsedByOrder?: string | number | null;
}

export interface FiscalCheckOutcome {
  /** 3 when a blocking reason exists, else 4 when a conditional one exists, else 2. */
  status: 2 | 3 | 4;
  blocking: ConciliationReason[];
  conditional: ConciliationReason[];
  /** Per row (same index as the input items): its rate reasons, empty when the rates agree. */
  itemReasons: ConciliationReason[][];
  /**
   * What the conciliation keeps (rejection): blocking, then conditional; per-item rate reasons up to
   * FISCAL_ITEM_REASONS_MAX of a code, a summary with the count beyond.
   */
  reasons: ConciliationReason[];
}

/** Per-item rate reasons kept one by one on the conciliation; beyond this, one summary with the count. */
export const FISCAL_ITEM_REASONS_MAX = 20;

/** Exact decimal equality; absent (null, '') counts as 0; a value that is not a decimal equals only itself. */
export function sameRate(a: string | number | null, b: string | number | null): boolean {
  const x = a === null || String(a).trim() === '' ? '0' : String(a).trim();
  const y = b === null || String(b).trim() === '' ? '0' : String(b).trim();
  const dx = parseDecimal(x);
  const dy = parseDecimal(y);
  if (!dx.ok || !dy.ok) return x === y;
  return decimalsEqual(dx.value, dy.value);
}

function text(value: string | number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

function accessKeyReasons(invoice: FiscalInvoiceHeader): ConciliationReason[] {
  const reasons: ConciliationReason[] = [];
  const add = (code: FiscalBlockingReason, extra: Omit<ConciliationReason, 'code'> = {}) =>
    reasons.push({ code, ...extra });
  const key = invoice.accessKey === null ? '' : normalizeNfeAccessKey(invoice.accessKey);
  const parsed = parseNfeAccessKey(key);
  if (!parsed.ok && (parsed.reason === 'length' || parsed.reason === 'characters')) {
    add('accessKeyFormat', { nf: invoice.accessKey });
  } else if (!parsed.ok && parsed.reason === 'checkDigit') {
    add('accessKeyCheckDigit', { nf: invoice.accessKey });
  }
  const protocolKey = invoice.protocolAccessKey === null ? '' : normalizeNfeAccessKey(invoice.protocolAccessKey);
  if (key !== protocolKey) add('accessKeyMismatch', { nf: invoice.accessKey, po: invoice.protocolAccessKey });
  // the key's CNPJ field is readable whenever the key has the right shape (even with a bad check digit)
  if (/^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$/.test(key)) {
    const keyCnpj = key.slice(6, 20);
    const issuer = invoice.issuerCnpj === null ? null : normalizeCnpj(invoice.issuerCnpj);
    if (issuer !== keyCnpj) add('accessKeyIssuer', { po: keyCnpj, nf: invoice.issuerCnpj });
  }
  const keyModel = /^[0-9]{22}/.test(key) ? key.slice(20, 22) : null;
  const model = invoice.model?.trim() ?? null;
  if (model !== NFE_MODEL) add('model', { nf: invoice.model });
  else if (keyModel !== null && keyModel !== NFE_MODEL) add('model', { nf: keyModel });
  return reasons;
}

function rateReasons(items: readonly FiscalItemRates[]): ConciliationReason[][] {
  return items.map((row) => {
    const reasons: ConciliationReason[] = [];
    const at = { item: row.item, nItem: row.nItem };
    const cst = row.icmsCstNf?.trim() || null;
    const icms = icmsRateToCompare({ situation: cst, rate: row.icmsRateNf, creditRate: row.icmsCreditRateNf });
    if (icms.compared && !sameRate(row.icmsRatePo, icms.nf)) {
      reasons.push({
        code: 'icmsRate',
        ...at,
        po: text(row.icmsRatePo),
        nf: text(icms.nf),
        ...(cst === null ? {} : { cst }),
        ...(icms.kind === 'credit' ? { credit: true } : {}),
      });
    }
    if (!sameRate(row.ipiRatePo, row.ipiRateNf)) {
      reasons.push({ code: 'ipiRate', ...at, po: text(row.ipiRatePo), nf: text(row.ipiRateNf) });
    }
    return reasons;
  });
}

/** Per-item reasons of one code as they go on the conciliation: one by one, or a summary beyond the cap. */
function keptItemReasons(itemReasons: ConciliationReason[][], code: FiscalConditionalReason): ConciliationReason[] {
  const all = itemReasons.flat().filter((reason) => reason.code === code);
  return all.length > FISCAL_ITEM_REASONS_MAX ? [{ code, count: all.length }] : all;
}

/** Runs the fiscal check of a commercially reconciled invoice. */
export function runFiscalCheck(input: FiscalCheckInput): FiscalCheckOutcome {
  const { invoice } = input;
  const blocking = accessKeyReasons(invoice);
  const conditional: ConciliationReason[] = [];

  blocking.push(...authorisationReasons(invoice));
  const parties = partyReasons(invoice, input.supplierCnpj, input.buyerCnpj);
  blocking.push(...parties.blocking);
  conditional.push(...parties.conditional);

  if (input.keyUsedByOrder !== undefined && input.keyUsedByOrder !== null) {
    blocking.push({ code: 'invoiceAlreadyUsed', order: String(input.keyUsedByOrder) });
  }

  const itemReasons = rateReasons(input.items);
  for (const row of itemReasons) conditional.push(...row);

  const kept = [
    ...blocking,
    ...conditional.filter((reason) => reason.code !== 'icmsRate' && reason.code !== 'ipiRate'),
    ...keptItemReasons(itemReasons, 'icmsRate'),
    ...keptItemReasons(itemReasons, 'ipiRate'),
  ];
  return {
    status: blocking.length > 0 ? 3 : conditional.length > 0 ? 4 : 2,
    blocking,
    conditional,
    itemReasons,
    reasons: kept,
  };
}

/** The status and reasons once the key turned out to be taken (the unique index refused the write). */
export function withKeyAlreadyUsed(outcome: FiscalCheckOutcome, order?: string | number | null): FiscalCheckOutcome {
  if (outcome.blocking.some((reason) => reason.code === 'invoiceAlreadyUsed')) return outcome;
  const reason: ConciliationReason = {
    code: 'invoiceAlreadyUsed',
    order: order === undefined || order === null ? null : String(order),
  };
  const blocking = [...outcome.blocking, reason];
  // reasons hold the blocking ones first: the new one goes after them
  const at = outcome.blocking.length;
  const reasons = [...outcome.reasons.slice(0, at), reason, ...outcome.reasons.slice(at)];
  return { ...outcome, status: 3, blocking, reasons };
}
