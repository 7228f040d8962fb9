import {
  decimalsEqual,
  parseDecimal,
  type ConciliationItemDto,
  type ConciliationReasonCode,
  type ConciliationResultDto,
} from '@portal/domain';

/** Rows per page of the item table: a 990-item invoice stays light (pages of 50). */
export const ITEMS_PAGE_SIZE = 50;

/**
 * The compared columns, each an order (Po) value and an invoice (Nf) value, in the table's order: the
 * values the checks compare come first so they stay in view; the EAN (the matching key) comes last.
 */
export const ITEM_FIELDS = [
  'code',
  'description',
  'quantity',
  'ncm',
  'unitCost',
  'saleValue',
  'icms',
  'ipi',
  'ean',
] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

/** The tax-rate columns, shown only when the fiscal step found divergences. */
export const RATE_FIELDS: readonly ItemField[] = ['icms', 'ipi'];

/**
 * The table's columns: without fiscal divergences the rates are left out; with them they come right after
 * the item's identity, since the commercial values all matched before the fiscal step ran.
 */
export function tableFields(withRates: boolean): readonly ItemField[] {
  const rest = ITEM_FIELDS.filter((f) => !RATE_FIELDS.includes(f) && f !== 'code' && f !== 'description');
  return withRates ? ['code', 'description', ...RATE_FIELDS, ...rest] : ['code', 'description', ...rest];
}

type ItemKey = keyof ConciliationItemDto;

/** Where each column's two values live in the row. */
export const FIELD_VALUES: Readonly<Record<ItemField, readonly [po: ItemKey, nf: ItemKey]>> = {
  code: ['codItemPo', 'codItemNf'],
  description: ['descricaoCurtaPo', 'descricaoCurtaNf'],
  ean: ['eanPo', 'eanNf'],
  quantity: ['quantityPo', 'quantityNf'],
  ncm: ['ncmPo', 'ncmNf'],
  unitCost: ['custoUnitarioPo', 'custoUnitarioNf'],
  saleValue: ['valorVendaPo', 'valorVendaNf'],
  icms: ['aliquotaIcmsPo', 'aliquotaIcmsNf'],
  ipi: ['aliquotaIpiPo', 'aliquotaIpiNf'],
};

/** How a column's two values are compared and shown. */
export const FIELD_KIND: Readonly<Record<ItemField, 'text' | 'quantity' | 'money' | 'rate'>> = {
  code: 'text',
  description: 'text',
  ean: 'text',
  quantity: 'quantity',
  ncm: 'text',
  unitCost: 'money',
  saleValue: 'money',
  icms: 'rate',
  ipi: 'rate',
};

/** The column a row reason points at (reasons about the whole row point at none). */
const REASON_FIELD: Partial<Record<ConciliationReasonCode, ItemField>> = {
  quantity: 'quantity',
  ncm: 'ncm',
  saleValue: 'saleValue',
  unitCost: 'unitCost',
  itemCode: 'code',
  icmsRate: 'icms',
  ipiRate: 'ipi',
};

function value(item: ConciliationItemDto, key: ItemKey): string | null {
  const v = item[key];
  return v === null || v === undefined || typeof v === 'object' ? null : String(v).trim() || null;
}

/** Exact decimal equality ("10.0000" equals "10"); texts that are not decimals compare as texts. */
function sameNumber(a: string, b: string): boolean {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return x.ok && y.ok ? decimalsEqual(x.value, y.value) : a === b;
}

const NO_GTIN = /^SEM GTIN$/i;

/** Whether the row's two values of a column differ (by the rules of the checks, docs/decisions.md). */
function differs(item: ConciliationItemDto, field: ItemField): boolean {
  const [poKey, nfKey] = FIELD_VALUES[field];
  const po = value(item, poKey);
  const nf = value(item, nfKey);
  // a row with one side only is refused as a whole (missingFromInvoice, notInOrder): no cell compares
  const bothSides = item.codItemPo !== null && (item.codItemNf !== null || item.numeroItemNf !== null);
  if (!bothSides) return false;
  switch (field) {
    case 'description':
      return false; // the invoice's wording is the supplier's: never compared
    case 'ean':
      return po !== null && nf !== null && !NO_GTIN.test(po) && !NO_GTIN.test(nf) && po !== nf;
    case 'code':
      return po !== null && nf !== null && po !== nf;
    case 'ncm':
      return po !== null && nf !== null && po.replace(/\D/g, '') !== nf.replace(/\D/g, '');
    case 'saleValue':
      // compared only when the invoice states it
      return po !== null && nf !== null && !sameNumber(po, nf);
    case 'icms':
    case 'quantity':
      // the checks' reasons decide (itemRow): an ICMS rate is compared as the item's CST / CSOSN says, and an
      // order item split over invoice lines is compared on their sum (docs/decisions.md, issue 13)
      return false;
    case 'ipi':
      // an absent rate counts as 0
      return (po !== null || nf !== null) && !sameNumber(po ?? '0', nf ?? '0');
    case 'unitCost':
      return (po === null) !== (nf === null) || (po !== null && nf !== null && !sameNumber(po, nf));
  }
}

/** One row of the table with what diverges in it. */
export interface ItemRow {
  /** position in the conciliation's list (stable key) */
  index: number;
  item: ConciliationItemDto;
  /** columns whose values differ or that a reason names */
  divergent: ReadonlySet<ItemField>;
  /** the row has a refusal or a differing column */
  hasDivergence: boolean;
  /** which side has no item ('nf': the invoice lacks it; 'po': the order lacks it) */
  absent: 'po' | 'nf' | null;
}

export function itemRow(item: ConciliationItemDto, index: number): ItemRow {
  const divergent = new Set<ItemField>();
  for (const field of ITEM_FIELDS) if (differs(item, field)) divergent.add(field);
  for (const reason of item.motivos ?? []) {
    const field = REASON_FIELD[reason.codigo];
    if (field) divergent.add(field);
  }
  const absent = item.codItemPo === null ? 'po' : item.codItemNf === null && item.numeroItemNf === null ? 'nf' : null;
  const hasDivergence =
    divergent.size > 0 || (item.motivos?.length ?? 0) > 0 || Boolean(item.motivoReprovacao) || absent !== null;
  return { index, item, divergent, hasDivergence, absent };
}

export function itemRows(items: readonly ConciliationItemDto[]): ItemRow[] {
  return items.map(itemRow);
}

/** The tax-rate columns are shown when the fiscal step found divergences (or a row names a rate). */
export function showsRates(result: Pick<ConciliationResultDto, 'divergencias'>, rows: readonly ItemRow[]): boolean {
  const fiscal = result.divergencias.some((d) => d.gravidade === 'blocking' || d.gravidade === 'conditional');
  return fiscal || rows.some((r) => r.divergent.has('icms') || r.divergent.has('ipi'));
}

export interface ItemPage {
  rows: ItemRow[];
  /** rows after the filter */
  total: number;
  /** 1-based page, clamped to the pages there are */
  page: number;
  pages: number;
  /** 1-based positions shown (0 and 0 when none) */
  from: number;
  to: number;
}

/** The rows of one page, after the "only divergent rows" filter. */
export function pageOfRows(rows: readonly ItemRow[], onlyDivergent: boolean, page: number): ItemPage {
  const filtered = onlyDivergent ? rows.filter((r) => r.hasDivergence) : rows;
  const pages = Math.max(1, Math.ceil(filtered.length / ITEMS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * ITEMS_PAGE_SIZE;
  const slice = filtered.slice(start, start + ITEMS_PAGE_SIZE);
  return {
    rows: slice,
    total: filtered.length,
    page: current,
    pages,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}
