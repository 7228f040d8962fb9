import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  addDays,
  cnpjCheckDigits,
  cnpjRootOf,
  runCommercialCheck,
  runFiscalCheck,
  type CommercialInvoiceItem,
  type CommercialOrderItem,
  type CommercialRowReason,
  type ConciliationReason,
} from '@portal/domain';
import type { conciliationHistory, conciliationItems, conciliations } from '../schema/index';
import type { ItemRow } from './items.seed';
import { COMPANY_CNPJS, DEMO_CD_ID, locationRows } from './locations.seed';
import { buildNfeXml, nfeAccessKey, type NfeAddress, type NfeItemInput } from './nfe-builder';
import type { DemoOrder } from './orders.seed';
import type { Random } from './random';
import { orderWeekStart, saoPauloAt, sefazTime } from './sao-paulo-time';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID, type DemoSupplier } from './suppliers.seed';

/**
 * Demo conciliations: a quarter of the invoiced A orders and 40% of the D orders carry one or more uploads
 * (none for an order a pending sample blocks, nor for one the journeys need free), each a full record as
 * the checks would have written it: the invoice header, its XML in stored_files, one row per invoice item and
 * per order item it lacks (order values beside invoice values), structured reasons, and the history
 * (rejections, conditional results and acceptances, cancellations, observations, RFM).
 *
 * Who did what is named by demo login (`…Login`); the writer turns logins into user ids.
 */

export type DemoConciliation = Omit<
  typeof conciliations.$inferInsert,
  'createdBy' | 'conditionalBy' | 'cancelledBy' | 'rfmBy'
> & {
  id: number;
  createdByLogin: string | null;
  conditionalByLogin: string | null;
  cancelledByLogin: string | null;
  rfmByLogin: string | null;
};
export type ConciliationItemRow = typeof conciliationItems.$inferInsert & { id: number; reasons: ConciliationReason[] };
export type DemoHistoryEntry = Omit<typeof conciliationHistory.$inferInsert, 'userId'> & {
  id: number;
  userLogin: string | null;
};
/** An uploaded invoice: the XML as text (the writer stores its UTF-8 bytes). */
export interface DemoInvoiceFile {
  id: string;
  name: string;
  mimeType: string;
  xml: string;
  createdAt: Date;
  createdByLogin: string | null;
}

export interface GeneratedConciliations {
  conciliations: DemoConciliation[];
  items: ConciliationItemRow[];
  history: DemoHistoryEntry[];
  files: DemoInvoiceFile[];
}

/** Share of the eligible A orders (invoiced: delivery up to next week) and of the D orders with conciliations. */
export const RECONCILED_SHARE = { A: 0.25, D: 0.4 } as const;
/**
 * The current results each demo supplier has, whatever the day: on an A order a 2/2 (reconcile refused), a
 * commercial and a fiscal rejection (reconcile again) and a 2/4 (accept conditionally, cancel); on a D order a
 * 2/2 and a conditional acceptance (seal, RFM).
 */
const JOURNEYS: readonly (readonly [Outcome, 'A' | 'D'])[] = [
  ['ok', 'A'],
  ['commercial', 'A'],
  ['blocking', 'A'],
  ['conditional', 'A'],
  ['ok', 'D'],
  ['accepted', 'D'],
];
/**
 * Only the newest this many conciliations get a stored XML. All of them: about 550 invoices, 5.5 MB, some 0.3 s
 * of the seed on PGlite (building and storing); lower it if the seed must get faster.
 */
export const XML_FOR_NEWEST = Number.POSITIVE_INFINITY;

type Outcome = 'ok' | 'accepted' | 'commercial' | 'blocking' | 'conditional';

interface Attempt {
  order: DemoOrder;
  outcome: Outcome;
  cancel: boolean;
  observation: boolean;
  rfm: boolean;
  /** ms: upload, then the events of this upload. */
  createdAt: number;
  acceptedAt: number | null;
  cancelledAt: number | null;
  observedAt: number | null;
  rfmAt: number | null;
  /** Position among its order's uploads; `last` for the newest. */
  index: number;
  last: boolean;
}

interface SupplierInvoicing {
  series: string;
  next: number;
  /** Whether its invoices state the retail price ("VALOR VENDA: …") in infAdProd. */
  statesSaleValue: boolean;
  address: NfeAddress;
  uf: string;
}

const HOUR = 3_600_000;

/** IBGE state codes (cUF of the access key). */
// prettier-ignore
const UF_CODES: Record<string, string> = {
  RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17', MA: '21', PI: '22', CE: '23', RN: '24',
  PB: '25', PE: '26', AL: '27', SE: '28', BA: '29', MG: '31', ES: '32', RJ: '33', SP: '35', PR: '41', SC: '42',
  RS: '43', MS: '50', MT: '51', GO: '52', DF: '53',
};

/** IBGE city code and a CEP of the demo suppliers' and CDs' cities. */
const CITIES: Record<string, readonly [string, string]> = {
  Blumenau: ['4202404', '89010000'],
  Brusque: ['4202909', '88350000'],
  'Jaraguá do Sul': ['4208906', '89251000'],
  Pomerode: ['4213203', '89107000'],
  'Caxias do Sul': ['4305108', '95020000'],
  'São Paulo': ['3550308', '01310000'],
  Americana: ['3501608', '13465000'],
  Fortaleza: ['2304400', '60060000'],
  Divinópolis: ['3122306', '35500000'],
  'Nova Friburgo': ['3303401', '28610000'],
  Cianorte: ['4105508', '87200000'],
  Maringá: ['4115200', '87013000'],
  Goiânia: ['5208707', '74015000'],
  Toritama: ['2615409', '55125000'],
  Caruaru: ['2604106', '55002000'],
  'Novo Hamburgo': ['4313409', '93510000'],
  Franca: ['3516200', '14400000'],
  Birigui: ['3506508', '16200000'],
  Sapiranga: ['4319901', '93800000'],
  'Campina Grande': ['2504009', '58400000'],
  'Porto Ferreira': ['3540705', '13660000'],
  Pedreira: ['3537107', '13920000'],
  'Campo Largo': ['4104204', '83601000'],
  'São Bento do Sul': ['4215802', '89280000'],
  'Porto Alegre': ['4314902', '91410400'],
  Cabreúva: ['3508306', '13318000'],
  Palhoça: ['4211900', '88130000'],
  Recife: ['2611606', '50030000'],
  Extrema: ['3125101', '37640000'],
  'Duque de Caxias': ['3301702', '25070000'],
};

const STREETS = [
  'RUA XV DE NOVEMBRO',
  'RUA DAS INDUSTRIAS',
  'AVENIDA BRASIL',
  'RUA SETE DE SETEMBRO',
  'RODOVIA BR 470 KM 12',
  'RUA DOS TECELOES',
  'AVENIDA INDUSTRIAL',
] as const;

/** The legal names printed on the invoices' dest, per company. */
const RECIPIENT_NAMES: Record<number, string> = {
  1: 'LOJAS RENNER S.A.',
  3: 'CAMICADO HOUSEWARE LTDA',
  4: 'YOUCOM COMERCIO DE VESTUARIO LTDA',
};

/** Why an upload was cancelled, by what it had given. */
const CANCEL_REASONS: Record<'ok' | 'conditional', readonly string[]> = {
  ok: [
    'Nota fiscal cancelada pelo fornecedor na SEFAZ; uma nova nota será enviada.',
    'Solicitação do comprador: o pedido será recebido com nova nota fiscal.',
    'Nota emitida com data de saída incorreta; o fornecedor enviará nova nota.',
  ],
  conditional: [
    'Divergência fiscal não aceita pelo comprador: o fornecedor emitirá nota substituta.',
    'Nota fiscal cancelada pelo fornecedor na SEFAZ; uma nova nota será enviada.',
  ],
};

/** Notes saved on an order's last conciliation, by what it gave. */
const OBSERVATIONS: Record<'accepted' | 'rejected' | 'conditional', readonly string[]> = {
  accepted: [
    'Recebimento liberado após conferência fiscal.',
    'Valores de venda conferidos com o comercial.',
    'Conferido com o comprador: nota e pedido de acordo.',
  ],
  rejected: [
    'Fornecedor informou que a nota substituta será emitida até sexta-feira.',
    'Fornecedor orientado a informar o número do pedido em todos os itens da nota.',
    'Divergência repassada ao comprador para análise.',
  ],
  conditional: [
    'Aguardando a aprovação do comprador para a divergência fiscal.',
    'Divergência repassada ao comprador para análise.',
  ],
};

/** Internal users who may accept a conditional result (btn-conciliate-conditional), per company. */
const CONDITIONAL_USERS: Record<number, readonly string[]> = {
  1: ['usuario', 'admin'],
  3: ['camicado'],
  4: ['youcom'],
};
/** Internal users who follow a company's conciliations (observations). */
const FOLLOWERS: Record<number, string> = { 1: 'usuario', 3: 'camicado', 4: 'youcom' };

/** A value computed on first use, then kept. */
function once<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => (value ??= { made: make() }).made;
}

function branchCnpj(cnpj: string, branch: string): string {
  const base = cnpj.slice(0, 8) + branch;
  return base + cnpjCheckDigits(base);
}

/** A UUID (version 4 layout) derived from a text, so the same day gives the same ids. */
function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function addressOf(city: string, uf: string, street: string, number: string, district = 'Centro'): NfeAddress {
  const [cityCode, cep] = CITIES[city] ?? [`${UF_CODES[uf] ?? '35'}00000`, '00000000'];
  return { street, number, district, city: city.toUpperCase(), cityCode, uf, cep };
}

const HEAD_OFFICES: Record<number, NfeAddress> = (() => {
  const renner = locationRows.find((l) => l.cnpj === COMPANY_CNPJS[1])!;
  const camicado = locationRows.find((l) => l.cnpj === COMPANY_CNPJS[3])!;
  const of = (l: typeof renner): NfeAddress =>
    addressOf(l.city!, l.state!, l.street!.toUpperCase(), l.number!, l.district!.toUpperCase());
  return { 1: of(renner), 3: of(camicado), 4: of(renner) };
})();

/** The last upload's result; D orders were mostly accepted. */
function lastOutcome(random: Random, status: string): Outcome {
  return random.weighted<Outcome>([
    ['ok', status === 'D' ? 7 : 3.5],
    ['accepted', status === 'D' ? 1 : 0.5],
    ['blocking', 2],
    ['commercial', 2],
    ['conditional', 1.5],
  ]);
}

/** Orders that the sample validation blocks (a sample of them not yet approved) cannot have been reconciled. */
function blockedBySamples(orders: readonly DemoOrder[]): Set<number> {
  const blocked = new Set<number>();
  for (const o of orders)
    if (o.sampleOriginOrderId != null && o.sampleStatus !== 'Aprovado') blocked.add(o.sampleOriginOrderId);
  return blocked;
}

/** Plans the uploads of one order: times relative to the last upload, then anchored before `cutoff`. */
function planOrder(random: Random, o: DemoOrder, cutoff: number, forced?: Outcome): Attempt[] {
  const last = forced ?? lastOutcome(random, o.status);
  const plans: { outcome: Outcome; cancel: boolean }[] = [];
  // some orders were rejected first and reconciled on a second invoice, a few had an upload cancelled
  if (random.chance(0.2)) plans.push({ outcome: random.pick<Outcome>(['commercial', 'blocking']), cancel: false });
  if (random.chance(0.05)) plans.push({ outcome: random.pick<Outcome>(['ok', 'conditional']), cancel: true });
  plans.push({ outcome: last, cancel: !forced && last === 'conditional' && random.chance(0.25) });
  const observation = random.chance(0.12);
  const rfm = o.status === 'D' && (last === 'ok' || last === 'accepted') && random.chance(0.6);

  const attempts: Attempt[] = [];
  let t = 0;
  for (const [index, plan] of plans.entries()) {
    if (index > 0) t += random.int(2, 72) * HOUR + random.int(0, 59) * 60_000;
    const attempt: Attempt = {
      order: o,
      outcome: plan.outcome,
      cancel: plan.cancel,
      observation: false,
      rfm: false,
      createdAt: t,
      acceptedAt: null,
      cancelledAt: null,
      observedAt: null,
      rfmAt: null,
      index,
      last: index === plans.length - 1,
    };
    if (plan.outcome === 'accepted') t = attempt.acceptedAt = t + random.int(2, 48) * HOUR + random.int(0, 59) * 60_000;
    if (plan.cancel) t = attempt.cancelledAt = t + random.int(1, 72) * HOUR + random.int(0, 59) * 60_000;
    attempts.push(attempt);
  }
  const final = attempts[attempts.length - 1]!;
  if (observation) {
    final.observation = true;
    t = final.observedAt = t + random.int(1, 48) * HOUR + random.int(0, 59) * 60_000;
  }
  // the last upload a few days before the delivery week, at office hours, and every event before today
  const lastUpload = saoPauloAt(addDays(orderWeekStart(o), -random.int(1, 5)), random.int(8, 18), random.int(0, 59));
  let shift = lastUpload.getTime() - final.createdAt;
  if (shift + t >= cutoff) shift = cutoff - random.int(2, 30) * HOUR - t;
  // an invoice is issued after its order: an order placed days ago keeps its uploads for later
  if (attempts[0]!.createdAt + shift < saoPauloAt(addDays(o.issuedAt!, 3), 0, 0).getTime()) return [];
  for (const a of attempts) {
    a.createdAt += shift;
    if (a.acceptedAt !== null) a.acceptedAt += shift;
    if (a.cancelledAt !== null) a.cancelledAt += shift;
    if (a.observedAt !== null) a.observedAt += shift;
  }
  if (rfm) {
    // the fiscal goods receipt follows the delivery; none yet when the goods arrive today or later
    const after = Math.max((o.deliveryStart as Date).getTime(), t + shift);
    const at = after + random.int(2, 72) * HOUR;
    if (at < cutoff) {
      final.rfm = true;
      final.rfmAt = at;
    }
  }
  return attempts;
}

/** One order item on its way to the invoice: the values the supplier writes (strings, as the XML has them). */
interface Line {
  item: ItemRow;
  nf: NfeItemInput & { quantity: string; unitCost: string; ncm: string; icmsRate: string };
  missing: boolean;
}

function otherNcm(random: Random, ncm: string): string {
  const endings = ['1000', '2000', '3000', '9000', '9010', '9090'].filter((e) => e !== ncm.slice(4));
  return ncm.slice(0, 4) + random.pick(endings);
}

/** Makes 1 to 3 rows differ (quantity, NCM, unit cost, sale value), or leaves an order item out. */
function applyCommercialDivergences(random: Random, lines: Line[], statesSaleValue: boolean): void {
  const diverge = (line: Line, code: CommercialRowReason): void => {
    const { item, nf } = line;
    if (code === 'quantity') {
      const delta = random.pick([-12, -6, -3, -1, 2, 6]);
      nf.quantity = `${item.qtPurchase + delta >= 1 ? item.qtPurchase + delta : item.qtPurchase + 2}.0000`;
    } else if (code === 'ncm') {
      nf.ncm = otherNcm(random, item.ncm);
    } else if (code === 'unitCost') {
      // 3% to 12% above the order, in whole cents
      nf.unitCost = new Decimal(item.unitCost).times(random.int(103, 112)).dividedBy(100).toDecimalPlaces(2).toFixed(4);
    } else {
      nf.saleValue = new Decimal(item.salePrice).plus(random.pick([-10, 10, 20])).toFixed(2);
    }
  };
  const codes: (readonly [CommercialRowReason, number])[] = [
    ['quantity', 4],
    ['unitCost', 3],
    ['ncm', 2],
    ...(statesSaleValue ? [['saleValue', 2] as const] : []),
  ];
  if (random.chance(0.25)) {
    const [gone, other] = random.sample(lines, 2);
    gone!.missing = true;
    if (other && random.chance(0.3)) diverge(other, random.weighted(codes));
    return;
  }
  const count = random.weighted([
    [1, 5],
    [2, 3],
    [3, 1],
  ] as const);
  for (const line of random.sample(lines, count)) diverge(line, random.weighted(codes));
}

/** An ICMS rate the supplier may have applied instead of the order's (interstate 7% or 12%, or internal). */
const ICMS_DIVERGENT: Record<string, readonly string[]> = {
  '12.00': ['7.00', '17.00', '18.00'],
  '17.00': ['12.00', '7.00'],
  '18.00': ['12.00', '7.00'],
};

/** The invoice items as the server's NF-e reader returns them from the XML (nfe-xml.ts). */
function invoiceItemsOf(lines: readonly Line[]): CommercialInvoiceItem[] {
  return lines.map((l, k) => ({
    itemNumber: String(k + 1),
    code: l.nf.code,
    ean: l.nf.ean,
    description: l.nf.description,
    ncm: l.nf.ncm,
    quantity: l.nf.quantity,
    unitValue: l.nf.unitCost,
    orderNumber: l.nf.orderNumber,
    additionalInfo: l.nf.saleValue === undefined ? undefined : `VALOR VENDA: ${String(l.nf.saleValue)}`,
    icmsRate: l.nf.icmsRate,
    ipiRate: l.nf.ipiRate === undefined ? undefined : String(l.nf.ipiRate),
    icmsCst: undefined,
    icmsCreditRate: undefined,
  }));
}

/** The order items as the server reads them (reconcile.repository findOrderItems). */
function orderItemsOf(items: readonly ItemRow[]): CommercialOrderItem[] {
  return items.map((i) => ({
    id: i.id,
    codItem: i.itemCode,
    descricaoCurta: i.shortDescription,
    ean: i.ean,
    qtCompra: i.qtPurchase,
    ncm: i.ncm,
    custoUnitario: i.unitCost,
    valorVenda: i.salePrice,
    aliquotaIcms: i.icmsRate,
    aliquotaIpi: i.ipiRate,
  }));
}

export interface ConciliationInput {
  orders: readonly DemoOrder[];
  items: readonly ItemRow[];
  suppliers: readonly DemoSupplier[];
  today: string;
  /** Orders the journeys need without any conciliation. */
  keepFree: ReadonlySet<number>;
}

/** Pure: depends on the random stream and the input only. */
export function generateConciliations(random: Random, input: ConciliationInput): GeneratedConciliations {
  const { orders, suppliers, today } = input;
  const cutoff = saoPauloAt(today, 0, 0).getTime();
  const supplierById = new Map(suppliers.map((s) => [s.row.id, s]));
  const itemsByOrder = new Map<number, ItemRow[]>();
  for (const i of input.items) {
    const list = itemsByOrder.get(i.orderId);
    if (list) list.push(i);
    else itemsByOrder.set(i.orderId, [i]);
  }
  const invoicing = new Map<number, SupplierInvoicing>(
    suppliers.map((s) => {
      const uf = s.row.state!;
      const street = random.pick(STREETS);
      return [
        s.row.id,
        {
          series: random.weighted([
            ['1', 8],
            ['2', 1],
            ['3', 1],
          ] as const),
          next: random.int(1_200, 480_000),
          statesSaleValue: s.row.id === DEMO_SUPPLIER_A_ID || s.row.id === DEMO_SUPPLIER_B_ID || random.chance(0.7),
          address: addressOf(s.row.city!, uf, street, String(random.int(10, 4800))),
          uf,
        },
      ];
    }),
  );

  // 1. which orders, and when each upload and event happened
  const blocked = blockedBySamples(orders);
  const latestWeek = addDays(today, 7);
  const attempts: Attempt[] = [];
  const eligible = orders.filter(
    (o) =>
      (o.status === 'D' || (o.status === 'A' && orderWeekStart(o) <= latestWeek)) && // further ahead: not invoiced yet
      !blocked.has(o.id) &&
      !input.keepFree.has(o.id),
  );
  const reconciled = new Set<number>();
  for (const o of eligible) {
    if (!random.chance(RECONCILED_SHARE[o.status as 'A' | 'D'])) continue;
    const planned = planOrder(random, o, cutoff);
    if (planned.length > 0) reconciled.add(o.id);
    attempts.push(...planned);
  }
  // the demo suppliers' users find every current result: one the draw missed goes to one more order
  for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
    const current = attempts.filter((a) => a.order.supplierId === supplierId && a.last && a.cancelledAt === null);
    for (const [outcome, status] of JOURNEYS) {
      if (current.some((a) => a.outcome === outcome && a.order.status === status)) continue;
      const o = eligible.find((e) => e.supplierId === supplierId && e.status === status && !reconciled.has(e.id));
      if (!o) continue;
      const planned = planOrder(random, o, cutoff, outcome);
      if (planned.length > 0) reconciled.add(o.id);
      attempts.push(...planned);
    }
  }
  // ids grow with time, as the sequence would have given them; so does each supplier's invoice number
  attempts.sort((a, b) => a.createdAt - b.createdAt || a.order.id - b.order.id || a.index - b.index);

  const result: GeneratedConciliations = { conciliations: [], items: [], history: [], files: [] };
  const history: Omit<DemoHistoryEntry, 'id'>[] = [];
  const xmlFrom = attempts.length - Math.min(attempts.length, XML_FOR_NEWEST);

  for (const [position, a] of attempts.entries()) {
    const o = a.order;
    const id = position + 1;
    const supplier = supplierById.get(o.supplierId)!;
    const uploader =
      o.supplierId === DEMO_SUPPLIER_A_ID
        ? 'fornecedor'
        : o.supplierId === DEMO_SUPPLIER_B_ID
          ? random.pick(['fornecedor2', 'fornecedor2b'])
          : null;
    const buyer = o.buyerCnpj!;
    const own = invoicing.get(o.supplierId)!;
    const orderItems = itemsByOrder.get(o.id)!;
    const lines: Line[] = orderItems.map((item, k) => ({
      item,
      missing: false,
      nf: {
        ean: item.ean,
        code: item.itemCode,
        description: `${item.description} TAM ${item.size}`.toUpperCase(),
        ncm: item.ncm,
        quantity: `${item.qtPurchase}.0000`,
        unitCost: item.unitCost,
        saleValue: own.statesSaleValue ? item.salePrice : undefined,
        icmsRate: item.icmsRate,
        ipiRate: item.ipiRate === '0.00' ? undefined : item.ipiRate,
        orderNumber: String(o.id),
        orderItem: String(k + 1),
      },
    }));

    // what the supplier got wrong, if anything
    let issuer = supplier;
    let issuerCnpj = supplier.row.cnpj;
    let recipientCnpj = buyer;
    let protocolStatus = '100';
    if (a.outcome === 'commercial') {
      applyCommercialDivergences(random, lines, own.statesSaleValue);
    } else if (a.outcome === 'blocking') {
      const kind = random.weighted([
        ['recipientNotBuyer', 3],
        ['notAuthorised', 2],
        ['issuerNotSupplier', 1],
      ] as const);
      if (kind === 'recipientNotBuyer') {
        // addressed to another company of the group
        recipientCnpj = random.pick(Object.values(COMPANY_CNPJS).filter((c) => c !== buyer));
      } else if (kind === 'notAuthorised') {
        // use denied, or cancelled at SEFAZ after authorisation
        protocolStatus = random.pick(['110', '101']);
      } else {
        // another supplier's invoice sent by mistake
        issuer = random.pick(suppliers.filter((s) => cnpjRootOf(s.row.cnpj) !== cnpjRootOf(supplier.row.cnpj)));
        issuerCnpj = issuer.row.cnpj;
      }
    } else if (a.outcome === 'conditional' || a.outcome === 'accepted') {
      const cdCnpj = locationRows.find((l) => l.id === o.cdId)!.cnpj!;
      const kind = random.weighted([
        ['icmsRate', 4],
        ['ipiRate', 2],
        ['issuerOtherBranch', 2],
        // the CD's own CNPJ, when the CD belongs to the buying company
        ...(cnpjRootOf(cdCnpj) === cnpjRootOf(buyer) ? [['recipientOtherBranch', 1.5] as const] : []),
      ] as const);
      if (kind === 'icmsRate') {
        for (const line of random.sample(lines, random.int(1, 2)))
          line.nf.icmsRate = random.pick(ICMS_DIVERGENT[line.item.icmsRate] ?? ['12.00']);
      } else if (kind === 'ipiRate') {
        for (const line of random.sample(lines, random.int(1, 2)))
          line.nf.ipiRate = line.item.ipiRate === '0.00' ? '5.00' : '6.50';
      } else if (kind === 'issuerOtherBranch') {
        issuerCnpj = branchCnpj(supplier.row.cnpj, '0002');
      } else {
        recipientCnpj = cdCnpj;
      }
    }

    // the invoice: the issuer's next number (numbers grow with time)
    const inv = invoicing.get(issuer.row.id)!;
    const number = inv.next;
    inv.next += random.int(1, 35);
    const recipientAddress = HEAD_OFFICES[o.companyId]!;
    const cfop = inv.uf === recipientAddress.uf ? '5102' : '6102';
    const issuedMs = a.createdAt - random.int(1, 40) * HOUR - random.int(0, 59) * 60_000;
    const issuedAt = sefazTime(issuedMs);
    const cUF = UF_CODES[inv.uf] ?? '35';
    const invoiceLines = lines.filter((l) => !l.missing);
    // every draw is made now, in stream order; the XML itself is built when first read (the writer reads it,
    // a check of the plan does not), since building it is most of this generator's time
    const numericCode = random.digits(8);
    const protocolNumber = `1${cUF}${issuedAt.slice(2, 4)}${random.digits(10)}`;
    const authorisedAt = sefazTime(issuedMs + random.int(20, 600) * 1000);
    const accessKey = nfeAccessKey({
      uf: cUF,
      issuedAt,
      cnpj: issuerCnpj,
      series: inv.series,
      number: String(number),
      numericCode,
    });
    const document = once(() =>
      buildNfeXml(
        {
          issuerCnpj,
          issuerName: issuer.row.name,
          issuerTradeName: issuer.row.name.replace(/ (Ltda|S\.A\.|EIRELI|ME)$/, '').toUpperCase(),
          issuerAddress: inv.address,
          recipientCnpj,
          recipientName: RECIPIENT_NAMES[o.companyId],
          recipientAddress,
          number,
          series: inv.series,
          items: invoiceLines.map((l) => ({ ...l.nf, cfop })),
          issuedAt,
          uf: cUF,
          numericCode,
        },
        { status: protocolStatus, protocolNumber, authorisedAt, accessKey },
      ),
    );

    // the checks themselves decide rows, statuses and reasons, as they did on upload
    const commercial = runCommercialCheck({
      orderId: o.id,
      orderItems: orderItemsOf(orderItems),
      invoiceItems: invoiceItemsOf(invoiceLines),
    });
    const rows = commercial.rows;
    const fiscal =
      commercial.status === 2
        ? runFiscalCheck({
            invoice: {
              accessKey: accessKey,
              protocolAccessKey: accessKey,
              model: '55',
              protocolStatus,
              protocolReason: null,
              issuerCnpj,
              recipientCnpj,
            },
            supplierCnpj: supplier.row.cnpj,
            buyerCnpj: buyer,
            items: rows.map((r) => ({
              item: r.itemCodePo,
              nItem: r.invoiceItemNumber,
              icmsRatePo: r.icmsRatePo,
              icmsRateNf: r.icmsRateNf,
              ipiRatePo: r.ipiRatePo,
              ipiRateNf: r.ipiRateNf,
            })),
          })
        : null;
    const expected = { ok: [2, 2], accepted: [2, 4], commercial: [3, 0], blocking: [2, 3], conditional: [2, 4] }[
      a.outcome
    ];
    if (commercial.status !== expected[0] || (fiscal?.status ?? 0) !== expected[1])
      throw new Error(`demo conciliation ${id}: ${a.outcome} gave ${commercial.status}/${fiscal?.status ?? 0}`);
    fiscal?.itemReasons.forEach((reasons, i) => rows[i]!.reasons.push(...reasons));
    const commercialStatus = commercial.status;
    const fiscalStatus = a.outcome === 'accepted' ? 2 : (fiscal?.status ?? 0);
    const rejection =
      commercial.status === 3 ? commercial.summary : fiscal!.reasons.length > 0 ? fiscal!.reasons : null;

    const fileId = position >= xmlFrom ? stableUuid(`demo-invoice:${id}:${accessKey}`) : null;
    const createdAt = new Date(a.createdAt);
    if (fileId)
      result.files.push({
        id: fileId,
        name: `${accessKey}-procNFe.xml`,
        mimeType: 'text/xml',
        get xml() {
          return document().xml;
        },
        createdAt,
        createdByLogin: uploader,
      });

    // the upload runs the commercial step; the fiscal one follows after the flow's 4 s pause
    const commercialAt = createdAt;
    const fiscalAt = fiscal ? new Date(a.createdAt + 4_200 + random.int(0, 1_500)) : null;
    const company = o.companyId;
    const acceptedBy = a.acceptedAt !== null ? random.pick(CONDITIONAL_USERS[company]!) : null;
    const cancelledBy = a.cancel ? (company === 3 ? 'camicado' : 'admin') : null;
    const cancelReason = a.cancel ? random.pick(CANCEL_REASONS[a.outcome === 'ok' ? 'ok' : 'conditional']) : null;
    const observation = a.observation
      ? random.pick(
          OBSERVATIONS[
            a.cancel || a.outcome === 'commercial' || a.outcome === 'blocking'
              ? 'rejected'
              : a.outcome === 'conditional'
                ? 'conditional'
                : 'accepted'
          ],
        )
      : null;
    const observer = a.observation ? (uploader && random.chance(0.4) ? uploader : FOLLOWERS[company]!) : null;
    const rfmBy = a.rfm ? (o.cdId === DEMO_CD_ID ? 'logistica' : 'admin') : null;

    result.conciliations.push({
      id,
      orderId: o.id,
      commercialStatus,
      fiscalStatus,
      invoiceNumber: String(number),
      invoiceSeries: inv.series,
      accessKey: accessKey,
      invoiceIssuedAt: new Date(issuedMs),
      issuerCnpj,
      issuerName: issuer.row.name,
      recipientCnpj,
      invoiceModel: '55',
      protocolStatus,
      // SEFAZ gives a protocol number to an authorised (100) or denied (110) invoice
      protocolNumber: protocolStatus === '100' || protocolStatus === '110' ? protocolNumber : null,
      protocolAccessKey: accessKey,
      get invoiceTotal() {
        return document().totals.invoice;
      },
      invoiceFileId: fileId,
      rejection,
      commercialAt,
      fiscalAt,
      observation,
      conditionalAt: a.acceptedAt === null ? null : new Date(a.acceptedAt),
      cancelledAt: a.cancelledAt === null ? null : new Date(a.cancelledAt),
      cancelReason,
      rfmStatus: a.rfm ? 1 : 0,
      rfmAt: a.rfmAt === null ? null : new Date(a.rfmAt),
      createdAt,
      createdByLogin: uploader,
      conditionalByLogin: acceptedBy,
      cancelledByLogin: cancelledBy,
      rfmByLogin: rfmBy,
    });

    for (const r of rows)
      result.items.push({
        id: result.items.length + 1,
        conciliationId: id,
        line: r.line,
        orderItemId: r.orderItemId,
        invoiceItemNumber: r.invoiceItemNumber === null ? null : Number(r.invoiceItemNumber),
        itemCodePo: r.itemCodePo,
        itemCodeNf: r.itemCodeNf,
        descriptionPo: r.descriptionPo,
        descriptionNf: r.descriptionNf,
        eanPo: r.eanPo,
        eanNf: r.eanNf,
        quantityPo: r.quantityPo,
        quantityNf: r.quantityNf,
        ncmPo: r.ncmPo,
        ncmNf: r.ncmNf,
        unitCostPo: r.unitCostPo,
        unitCostNf: r.unitCostNf,
        saleValuePo: r.saleValuePo,
        saleValueNf: r.saleValueNf,
        icmsRatePo: r.icmsRatePo,
        icmsRateNf: r.icmsRateNf,
        ipiRatePo: r.ipiRatePo,
        ipiRateNf: r.ipiRateNf,
        reasons: r.reasons,
      });

    // the history the checks and the actions write
    const entry = (kind: string, at: Date, userLogin: string | null, extra: Partial<DemoHistoryEntry> = {}) =>
      history.push({ conciliationId: id, kind, at, userLogin, status: null, reasons: null, note: null, ...extra });
    if (commercialStatus === 3) entry('commercial', commercialAt, uploader, { status: 3, reasons: rejection });
    if (fiscal && fiscal.status !== 2)
      entry('fiscal', fiscalAt!, uploader, { status: fiscal.status, reasons: rejection });
    if (a.acceptedAt !== null)
      entry('conditional', new Date(a.acceptedAt), acceptedBy, {
        status: 2,
        reasons: [{ code: 'conditionalAccepted' }, ...(rejection ?? [])],
      });
    if (a.cancelledAt !== null) entry('cancel', new Date(a.cancelledAt), cancelledBy, { note: cancelReason });
    if (a.observedAt !== null) entry('observation', new Date(a.observedAt), observer, { note: observation });
    if (a.rfmAt !== null) entry('rfm', new Date(a.rfmAt), rfmBy);
  }

  history.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime() || a.conciliationId - b.conciliationId);
  result.history = history.map((h, i) => ({ id: i + 1, ...h }));
  return result;
}
