import {
  ORDER_NATURES,
  ORDER_STATUSES,
  UTIL_CODE_IMPORT_ON_ACCOUNT,
  addDays,
  commercialWeekOf,
  type OrderNature,
  type OrderStatus,
} from '@portal/domain';
import type { orders } from '../schema/index';
import { BRANDS, DEPARTMENTS, PRODUCTS, type ProductTemplate } from './catalog.data';
import { generateItems, type ItemCounters, type ItemDetailRow, type ItemRow } from './items.seed';
import {
  FIXTURE_LOADS,
  FREE_ORDER_PLACES,
  FREE_ORDERS_PER_WEEK,
  bookedLoadDay,
  horizonWeekOffsets,
  weekOffsetOf,
  type DemoFixtures,
  type FixtureLoadKind,
} from './fixtures.seed';
import { COMPANY_CNPJS, cdsOfCompany, type LocationRow } from './locations.seed';
import type { Random } from './random';
import { saoPauloAt } from './sao-paulo-time';
import { DEMO_SUPPLIER_A_ID, type DemoSupplier } from './suppliers.seed';

/** An order row whose calendar week is named by (year, week); the writer turns it into the row id. */
export type DemoOrder = Omit<typeof orders.$inferInsert, 'commercialWeekId'> & {
  id: number;
  year: number;
  week: number;
};

/** An approved (status A) order of nature Normal of supplier A to the company: what most demo fixtures start from. */
export function isApprovedNormalOfA(order: DemoOrder, companyId: number): boolean {
  return (
    order.supplierId === DEMO_SUPPLIER_A_ID &&
    order.companyId === companyId &&
    order.status === 'A' &&
    order.nature === 'Normal'
  );
}

/** Orders span the commercial weeks from WEEKS_AROUND before to WEEKS_AROUND after today. */
export const WEEKS_AROUND = 12;

/** Why a head was planted (fixtures.seed.ts): it goes to a given CD and stays out of the random draws. */
type Planted = { kind: 'free'; cdId: number } | { kind: 'load'; load: FixtureLoadKind; cdId: number };

interface OrderHead {
  seq: number;
  supplier: DemoSupplier;
  companyId: number;
  offset: number;
  status: OrderStatus;
  nature: OrderNature;
  issuedAt: string;
  id: number;
  origin?: OrderHead;
  planted?: Planted;
}

const PAST: readonly (readonly [OrderStatus, number])[] = [
  ['D', 50],
  ['A', 14],
  ['C', 12],
  ['I', 5],
  ['S', 5],
  ['W', 4],
  ['N', 5],
  ['M', 5],
];
const CURRENT: readonly (readonly [OrderStatus, number])[] = [
  ['A', 35],
  ['D', 15],
  ['S', 12],
  ['W', 10],
  ['N', 12],
  ['M', 8],
  ['C', 5],
  ['I', 3],
];
const FUTURE: readonly (readonly [OrderStatus, number])[] = [
  ['A', 30],
  ['N', 22],
  ['M', 12],
  ['W', 12],
  ['S', 12],
  ['C', 8],
  ['I', 4],
];
const NATURES: readonly (readonly [OrderNature, number])[] = [
  ['Normal', 78],
  ['Importado', 8],
  ['Amostra', 6],
  ['Bonificado MKT', 4],
  ['Bonificado Compras', 4],
];

const IMPORT_COUNTRIES = [
  ['China', 'CN'],
  ['Bangladesh', 'BD'],
  ['Índia', 'IN'],
  ['Vietnã', 'VN'],
] as const;
const ORDER_TYPES: Record<OrderNature, readonly (readonly [string, string])[]> = {
  Normal: [
    ['REP', 'Reposição'],
    ['LAN', 'Lançamento'],
    ['PRG', 'Programado'],
  ],
  Importado: [['IMP', 'Importação']],
  Amostra: [['AMO', 'Amostra']],
  'Bonificado MKT': [['BMK', 'Bonificação Marketing']],
  'Bonificado Compras': [['BCP', 'Bonificação Compras']],
};
const DOMESTIC_TERMS: readonly (readonly [string, number])[] = [
  ['30/60/90 DDL', 90],
  ['28/56 DDL', 56],
  ['60 DDL', 60],
  ['30/60 DDL', 60],
  ['90/120 DDL', 120],
  ['45 DDL', 45],
];
const IMPORT_TERMS: readonly (readonly [string, number])[] = [
  ['90 dias após embarque', 90],
  ['120 dias após embarque', 120],
];
const NOTES = [
  'Entregar com etiqueta RFID aplicada.',
  'Pedido sujeito a inspeção de qualidade no recebimento.',
  'Agendar a entrega com no mínimo 48 horas de antecedência.',
  'Produto de coleção: não aceitar entrega parcial.',
  'Embalar peças em cabide conforme manual do fornecedor.',
  'Volumes devem respeitar o limite de 20 kg por caixa.',
] as const;
/** ICMS inside each CD's state; between states it is 12%. */
const INTERNAL_ICMS: Record<string, 17 | 18> = { SP: 18, MG: 18, RJ: 18, PE: 18, SC: 17, RS: 17 };

function statusFor(random: Random, offset: number): OrderStatus {
  return random.weighted(offset < 0 ? PAST : offset === 0 ? CURRENT : FUTURE);
}

function offsetFor(random: Random, status: OrderStatus): number {
  // delivered orders lie in the past or this week
  return status === 'D' ? random.int(-WEEKS_AROUND, 0) : random.int(-WEEKS_AROUND, WEEKS_AROUND);
}

/** Orders per supplier: the demo suppliers get many, each status and nature several times per company. */
function planHeads(random: Random, suppliers: readonly DemoSupplier[], today: string): OrderHead[] {
  const heads: OrderHead[] = [];
  const push = (
    supplier: DemoSupplier,
    companyId: number,
    status: OrderStatus,
    nature: OrderNature,
    offset: number,
    planted?: Planted,
  ) => {
    const weekStart = commercialWeekOf(addDays(today, offset * 7)).start;
    let issuedAt = addDays(weekStart, -random.int(20, 90));
    if (issuedAt > today) issuedAt = addDays(today, -random.int(0, 10));
    heads.push({ seq: heads.length, supplier, companyId, offset, status, nature, issuedAt, id: 0, planted });
  };
  for (const supplier of suppliers) {
    if (supplier.volume === 'high') {
      for (const companyId of supplier.companies) {
        for (const status of ORDER_STATUSES)
          for (let i = 0; i < 3; i++) push(supplier, companyId, status, 'Normal', offsetFor(random, status));
        for (const nature of ORDER_NATURES)
          for (let i = 0; i < 2; i++)
            push(supplier, companyId, random.pick(['A', 'N', 'D', 'S'] as const), nature, random.int(-WEEKS_AROUND, 0));
      }
    }
    const count = supplier.volume === 'high' ? 300 : random.int(55, 75);
    for (let i = 0; i < count; i++) {
      const offset = random.int(-WEEKS_AROUND, WEEKS_AROUND);
      push(supplier, random.pick(supplier.companies), statusFor(random, offset), random.weighted(NATURES), offset);
    }
  }

  // the fixtures (fixtures.seed.ts): approved Normal orders at a given CD
  const byId = new Map(suppliers.map((s) => [s.row.id, s]));
  for (const offset of horizonWeekOffsets(today))
    for (const place of FREE_ORDER_PLACES)
      for (let i = 0; i < FREE_ORDERS_PER_WEEK; i++)
        push(byId.get(DEMO_SUPPLIER_A_ID)!, place.companyId, 'A', 'Normal', offset, { kind: 'free', cdId: place.cdId });
  const loadWeeks: Record<FixtureLoadKind, number> = {
    ready: 1,
    booked: weekOffsetOf(today, bookedLoadDay(today)),
    cd5: 1,
  };
  for (const [load, plan] of Object.entries(FIXTURE_LOADS) as [
    FixtureLoadKind,
    (typeof FIXTURE_LOADS)[FixtureLoadKind],
  ][])
    for (let i = 0; i < plan.orders; i++) {
      push(byId.get(plan.supplierId)!, plan.companyId, 'A', 'Normal', loadWeeks[load], {
        kind: 'load',
        load,
        cdId: plan.cdId,
      });
      // the booked load's orders are supplier A's newest: the first page of /main shows them
      if (load === 'booked') heads.at(-1)!.issuedAt = today;
    }
  return heads;
}

/** ERP numbers grow with the issue date: 7 digits from 4,200,000 upwards. */
function assignIds(random: Random, heads: OrderHead[]): void {
  const sorted = [...heads].sort((a, b) =>
    a.issuedAt < b.issuedAt ? -1 : a.issuedAt > b.issuedAt ? 1 : a.seq - b.seq,
  );
  let id = 4_200_000;
  for (const h of sorted) {
    id += random.int(1, 9);
    h.id = id;
  }
}

/** A sample order points at an earlier Normal order of the same supplier and company; without one it becomes Normal. */
function linkSamples(random: Random, heads: OrderHead[]): void {
  const bySupplierAndCompany = new Map<string, OrderHead[]>();
  for (const h of heads) {
    const key = `${h.supplier.row.id}|${h.companyId}`;
    const group = bySupplierAndCompany.get(key);
    if (group) group.push(h);
    else bySupplierAndCompany.set(key, [h]);
  }
  for (const h of heads) {
    if (h.nature !== 'Amostra') continue;
    const candidates = bySupplierAndCompany
      .get(`${h.supplier.row.id}|${h.companyId}`)!
      .filter((o) => o.nature === 'Normal' && o.id < h.id && !o.planted);
    if (candidates.length === 0) h.nature = 'Normal';
    else h.origin = random.pick(candidates);
  }
}

/** The products a supplier makes for a company's departments (or any of them, when none fits). */
function productPool(supplier: DemoSupplier, companyId: number): readonly ProductTemplate[] {
  const departments = new Set(DEPARTMENTS.filter((d) => d.companies.includes(companyId)).map((d) => d.id));
  const fitting = PRODUCTS.filter((p) => departments.has(p.departmentId) && supplier.segments.includes(p.segment));
  return fitting.length > 0 ? fitting : PRODUCTS.filter((p) => departments.has(p.departmentId));
}

function templatesFor(random: Random, pool: readonly ProductTemplate[]): ProductTemplate[] {
  const main = random.pick(pool);
  const sameDepartment = pool.filter((p) => p.departmentId === main.departmentId && p !== main);
  return sameDepartment.length > 0 && random.chance(0.3) ? [main, random.pick(sameDepartment)] : [main];
}

function season(iso: string): string {
  const year = Number(iso.slice(0, 4));
  return Number(iso.slice(5, 7)) <= 6
    ? `Outono-Inverno ${year}`
    : `Primavera-Verão ${year}/${String(year + 1).slice(2)}`;
}

function promotionKey(iso: string): string {
  const month = Number(iso.slice(5, 7));
  if (month === 5) return 'DIA_DAS_MAES';
  if (month === 8) return 'DIA_DOS_PAIS';
  if (month === 11) return 'BLACK_FRIDAY';
  if (month === 12) return 'NATAL';
  if (month === 1 || month === 7) return 'LIQUIDA';
  return 'SEMANA_DO_CLIENTE';
}

export interface GeneratedOrders {
  orders: DemoOrder[];
  items: ItemRow[];
  details: ItemDetailRow[];
  /** the planted orders, by purpose (the loads' ids come from the logistics generator) */
  fixtures: Pick<DemoFixtures, 'freeOrders' | 'loadOrders'>;
}

export function generateOrders(random: Random, suppliers: readonly DemoSupplier[], today: string): GeneratedOrders {
  const heads = planHeads(random, suppliers, today);
  assignIds(random, heads);
  linkSamples(random, heads);
  heads.sort((a, b) => a.id - b.id);

  const preferredCd = new Map<string, LocationRow>();
  const pools = new Map<string, readonly ProductTemplate[]>();
  const counters: ItemCounters = { nextItemId: 1, nextItemCode: 300_000_000, eanSerial: new Map() };
  const fixtures: GeneratedOrders['fixtures'] = { freeOrders: [], loadOrders: { ready: [], booked: [], cd5: [] } };
  const result: GeneratedOrders = { orders: [], items: [], details: [], fixtures };

  for (const h of heads) {
    const { supplier, companyId, status, nature } = h;
    const week = commercialWeekOf(addDays(today, h.offset * 7));
    const cds = cdsOfCompany(companyId);
    const key = `${supplier.row.id}-${companyId}`;
    let cd: LocationRow;
    if (h.planted) {
      cd = cds.find((c) => c.id === h.planted!.cdId)!;
      plant(fixtures, h);
    } else {
      if (!preferredCd.has(key)) preferredCd.set(key, random.pick(cds));
      // most of a supplier's orders go to one CD, so loads (same week, CD and supplier) can be assembled
      cd = random.chance(0.7) ? preferredCd.get(key)! : random.pick(cds);
    }
    const imported = nature === 'Importado';
    const [country, countryCode] = imported ? random.pick(IMPORT_COUNTRIES) : (['Brasil', 'BR'] as const);
    const poolKey = `${supplier.row.id}|${companyId}`;
    let pool = pools.get(poolKey);
    if (!pool) pools.set(poolKey, (pool = productPool(supplier, companyId)));
    const templates = templatesFor(random, pool);
    const department = DEPARTMENTS.find((d) => d.id === templates[0]!.departmentId)!;
    const cotton = templates.some((t) => t.cotton);
    const sustainability = cotton && random.chance(0.3) ? 'BCI' : random.chance(0.08) ? 'OUTROS' : 'NENHUM';

    const startDay = addDays(week.start, random.int(1, 3)); // Monday to Wednesday
    const deliveryStart = saoPauloAt(startDay, random.int(7, 10), random.pick([0, 30]));
    const deliveryEnd = saoPauloAt(addDays(startDay, 2), 17, 0);
    const poReceivedAt = addDays(h.issuedAt, random.int(0, 3));
    const [termsText, termDays] = nature.startsWith('Bonificado')
      ? (['Bonificação', 0] as const satisfies readonly [string, number])
      : random.pick(imported ? IMPORT_TERMS : DOMESTIC_TERMS);
    const [orderType, orderTypeDescription] = random.pick(ORDER_TYPES[nature]);
    const promoted = nature === 'Normal' && random.chance(0.1);
    const promotionStart = addDays(startDay, 9);
    const cancelledAt = status === 'C' ? minDate(addDays(h.issuedAt, random.int(3, 30)), today) : null;

    const { items, details } = generateItems(
      random,
      h.id,
      {
        status,
        nature,
        templates,
        eanPrefix: supplier.eanPrefix,
        icms: supplier.row.state === cd.state && !imported ? (INTERNAL_ICMS[cd.state] ?? 18) : 12,
        originCountry: countryCode,
        season: season(week.start),
        bci: sustainability === 'BCI',
      },
      counters,
    );

    result.orders.push({
      id: h.id,
      supplierId: supplier.row.id,
      companyId,
      cdId: cd.id,
      year: week.year,
      week: week.week,
      brand: random.weighted(BRANDS[companyId]!),
      status,
      nature,
      qtPurchase: sum(items, (i) => i.qtPurchase),
      qtPackages: sum(items, (i) => Math.ceil(i.qtPurchase / (i.qtPackage ?? 1))),
      qtPieces: sum(items, (i) => i.qtPurchase * (i.qtItems ?? 1)),
      qtVolumes: sum(items, (i) => i.qtVolume),
      issuedAt: h.issuedAt,
      isSample: nature === 'Amostra',
      sampleOriginOrderId: h.origin?.id ?? null,
      sampleStatus: h.origin
        ? random.weighted([
            ['Em Aprovação', 3],
            ['Aprovado', 5],
            ['Reprovado', 1],
          ] as const)
        : null,
      originStatus: h.origin?.status ?? null,
      sustainability,
      // planted orders go straight from the sample validation to /reconcile where their company allows it
      usesSubcontractor:
        !h.planted &&
        !imported &&
        ['A', 'W', 'S', 'D'].includes(status) &&
        (supplier.row.isSubcontractor || random.chance(0.06)),
      department: department.name,
      departmentId: department.id,
      notes: random.chance(0.25) ? random.pick(NOTES) : null,
      country,
      paymentCondition: termsText,
      paymentTermDays: termDays,
      paymentMethod: nature.startsWith('Bonificado')
        ? 'Sem Pagamento'
        : imported
          ? random.pick(['Carta de Crédito', 'Remessa ao Exterior'])
          : random.weighted([
              ['Boleto Bancário', 6],
              ['Depósito em Conta', 3],
              ['Antecipação de Recebíveis', 1],
            ] as const),
      promotionKey: promoted ? `${promotionKey(promotionStart)}_${promotionStart.slice(0, 4)}` : null,
      promotionId: promoted ? random.int(1000, 9999) : null,
      promotionStart: promoted ? promotionStart : null,
      promotionEnd: promoted ? addDays(promotionStart, 13) : null,
      freightTerms: imported
        ? 'FOB'
        : random.weighted([
            ['CIF', 7],
            ['FOB', 3],
          ] as const),
      orderType,
      orderTypeDescription,
      version: status === 'M' ? random.int(2, 4) : random.chance(0.1) ? 2 : 1,
      cancelledAt,
      deliveryStart,
      deliveryEnd,
      poReceivedAt: minDate(poReceivedAt, today),
      fastInd: random.chance(0.1),
      ffdd: addDays(startDay, 9),
      buyerCnpj: COMPANY_CNPJS[companyId]!,
      utilCode: imported && random.chance(0.5) ? UTIL_CODE_IMPORT_ON_ACCOUNT : null,
      acceptedBy: null,
      acceptedAt: demoAcceptance(h.id, status, minDate(poReceivedAt, today), today),
    });
    result.items.push(...items);
    result.details.push(...details);
  }
  return result;
}

/**
 * When the supplier accepted an order that has left N/M (the IDGF report's acceptance figure, decision A34): two
 * thirds of the approved, scheduled, in-transit and delivered orders were accepted in the portal 0 to 4 days after
 * they were received (most within the 2-day notice), before today. A function of the id, not a random draw, so the
 * rest of the demo data stays as it was.
 */
export function demoAcceptance(id: number, status: string, receivedOn: string, today: string): Date | null {
  if (!['A', 'W', 'S', 'D'].includes(status) || id % 3 === 0) return null;
  const day = addDays(receivedOn, [0, 1, 1, 2, 2, 0, 3, 1, 4][id % 9]!);
  return day < today ? saoPauloAt(day, 8 + (id % 10), (id * 7) % 60) : null;
}

/** Files a planted order under its purpose. */
function plant(fixtures: GeneratedOrders['fixtures'], h: OrderHead): void {
  const planted = h.planted!;
  if (planted.kind === 'load') {
    fixtures.loadOrders[planted.load].push(h.id);
    return;
  }
  let place = fixtures.freeOrders.find((f) => f.cdId === planted.cdId && f.weekOffset === h.offset);
  if (!place) fixtures.freeOrders.push((place = { cdId: planted.cdId, weekOffset: h.offset, orderIds: [] }));
  place.orderIds.push(h.id);
}

function sum<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((s, r) => s + value(r), 0);
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
