import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  APP_TIME_ZONE,
  COMMERCIAL_ROW_REASONS,
  FISCAL_BLOCKING_REASONS,
  FISCAL_CONDITIONAL_REASONS,
  ORDER_NATURES,
  ORDER_STATUSES,
  commercialWeekOf,
  decimal,
  decimalsEqual,
  isValidCnpj,
  isValidEan13,
  isValidNfeAccessKey,
  saoPauloDate,
  toIsoDate,
  type ConciliationReason,
} from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readNfe } from '../../modules/conciliation/nfe-xml';
import { testToday, useTestDatabase } from '../../../test/support/test-database';
import {
  DEMO_CD_ID,
  DEMO_PASSWORD,
  DEMO_SUPPLIER_A_ID,
  DEMO_SUPPLIER_B_ID,
  DEMO_USERS,
  WEEKS_AROUND,
  generateDemoData,
  hasDemoData,
  type DemoData,
} from './index';

const TODAY = '2026-03-18';
const COMMERCIAL_CODES = new Set<string>(COMMERCIAL_ROW_REASONS);

const generated = new Map<string, DemoData>();

/** The pure generator's data of a day, made once per file (it takes a second or more on a busy machine). */
function demoDataOf(today: string): DemoData {
  let data = generated.get(today);
  if (!data) {
    data = generateDemoData(today);
    generated.set(today, data);
  }
  return data;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

describe('generateDemoData (pure)', () => {
  let data: DemoData;
  beforeAll(() => {
    data = demoDataOf(TODAY);
  });

  it('gives the same data for the same day and other orders for another day', () => {
    // compared as JSON: toEqual over 20,000 rows is slow and says no more
    expect(JSON.stringify(generateDemoData(TODAY))).toBe(JSON.stringify(data));
    const other = generateDemoData('2026-03-25');
    expect(other.suppliers).toEqual(data.suppliers);
    expect(JSON.stringify(other.orders.slice(0, 20))).not.toBe(JSON.stringify(data.orders.slice(0, 20)));
  });

  it('has at least 4 CDs with opening hours, 40 suppliers and 3000 orders', () => {
    const cds = data.locations.filter((l) => l.locationType === 'CD');
    expect(cds.length).toBeGreaterThanOrEqual(4);
    expect(data.locations.some((l) => l.locationType !== 'CD')).toBe(true);
    for (const cd of cds) {
      const hours = data.openingHours.filter((h) => h.locationId === cd.id);
      expect(hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(hours[0]!.startTime).toBe(hours[0]!.endTime); // Sunday closed
      expect(isValidCnpj(cd.cnpj)).toBe(true);
    }
    expect(cds.some((cd) => cd.id === DEMO_CD_ID)).toBe(true);
    expect(data.suppliers.length).toBeGreaterThanOrEqual(40);
    expect(data.orders.length).toBeGreaterThanOrEqual(3000);
  });

  it('gives every supplier a valid unique CNPJ, some in the 2026 alphanumeric format', () => {
    const cnpjs = data.suppliers.map((s) => s.row.cnpj);
    expect(cnpjs.every((c) => isValidCnpj(c))).toBe(true);
    expect(new Set(cnpjs).size).toBe(cnpjs.length);
    expect(cnpjs.filter((c) => /[A-Z]/.test(c.slice(0, 12))).length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.suppliers.map((s) => s.row.id)).size).toBe(data.suppliers.length);
  });

  it('covers every status and nature, and each demo supplier has every status', () => {
    expect(new Set(data.orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(data.orders.map((o) => o.nature))).toEqual(new Set(ORDER_NATURES));
    expect(new Set(data.orders.map((o) => o.companyId))).toEqual(new Set([1, 3, 4]));
    for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
      const own = data.orders.filter((o) => o.supplierId === supplierId);
      expect(own.length).toBeGreaterThanOrEqual(250);
      expect(new Set(own.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
      expect(new Set(own.map((o) => o.nature))).toEqual(new Set(ORDER_NATURES));
    }
  });

  it('numbers orders with unique 7-8 digit ERP numbers and links samples to earlier orders', () => {
    const ids = new Set(data.orders.map((o) => o.id));
    expect(ids.size).toBe(data.orders.length);
    expect(data.orders.every((o) => o.id >= 1_000_000 && o.id < 100_000_000)).toBe(true);
    const byId = new Map(data.orders.map((o) => [o.id, o]));
    for (const o of data.orders) {
      if (o.nature !== 'Amostra') {
        expect(o.sampleOriginOrderId).toBeNull();
        continue;
      }
      expect(o.isSample).toBe(true);
      const origin = byId.get(o.sampleOriginOrderId!);
      expect(origin).toMatchObject({ supplierId: o.supplierId, companyId: o.companyId, nature: 'Normal' });
      expect(o.originStatus).toBe(origin!.status);
    }
  });

  // The checks below collect the offending rows and expect none: one expect per row is slow.
  it('places each order in the commercial week of its delivery, within the window around today', () => {
    const first = commercialWeekOf(toIsoDate(new Date(Date.parse(TODAY) - WEEKS_AROUND * 7 * 86_400_000)));
    const last = commercialWeekOf(toIsoDate(new Date(Date.parse(TODAY) + WEEKS_AROUND * 7 * 86_400_000)));
    const wrong = data.orders.filter((o) => {
      const start = o.deliveryStart!;
      const end = o.deliveryEnd!;
      const week = commercialWeekOf(saoPauloDate(start));
      return (
        week.year !== o.year ||
        week.week !== o.week ||
        commercialWeekOf(saoPauloDate(end)).start !== week.start ||
        start.getTime() >= end.getTime() ||
        week.start < first.start ||
        week.start > last.start ||
        o.issuedAt > TODAY ||
        o.acceptedBy !== null ||
        (o.status === 'D' && week.start > TODAY)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('makes order quantities the sums over their items', () => {
    const itemsByOrder = new Map<number, DemoData['items']>();
    for (const i of data.items) itemsByOrder.set(i.orderId, [...(itemsByOrder.get(i.orderId) ?? []), i]);
    const wrong = data.orders.filter((o) => {
      const items = itemsByOrder.get(o.id) ?? [];
      return (
        items.length < 2 ||
        items.length > 8 ||
        o.qtPurchase !== items.reduce((s, i) => s + i.qtPurchase, 0) ||
        o.qtVolumes !== items.reduce((s, i) => s + i.qtVolume, 0) ||
        o.qtPieces !== items.reduce((s, i) => s + i.qtPurchase * (i.qtItems ?? 1), 0) ||
        new Set(items.map((i) => i.ean)).size !== items.length
      );
    });
    expect(wrong.map((o) => o.id)).toEqual([]);
  });

  it('gives items valid Brazilian EANs, sale above cost and a details row', () => {
    const detailIds = new Set(data.details.map((d) => d.itemId));
    const wrong = data.items.filter(
      (i) =>
        !isValidEan13(i.ean) ||
        !i.ean.startsWith('789') ||
        !/^\d{8}$/.test(i.ncm) ||
        !['12.00', '17.00', '18.00'].includes(i.icmsRate) ||
        !['0.00', '5.00'].includes(i.ipiRate) ||
        Number(i.salePrice) <= Number(i.cost) ||
        Number(i.cost) < Number(i.unitCost) - 0.005 ||
        !/^\d+\.\d{4}$/.test(i.unitCost) ||
        !/^\d+\.\d{2}$/.test(i.salePrice) ||
        i.shortDescription.length > 20 ||
        i.qtPurchase % (i.qtPackage ?? 1) !== 0 ||
        !detailIds.has(i.id),
    );
    expect(wrong).toEqual([]);
  });
});

describe('generateDemoData: gates, loads and schedules', () => {
  let data: DemoData;
  beforeAll(() => {
    data = demoDataOf(TODAY);
  });

  it('gives each CD 3 to 5 named gates', () => {
    for (const cd of data.locations.filter((l) => l.locationType === 'CD')) {
      const gates = data.logistics.gates.filter((g) => g.cdId === cd.id);
      expect(gates.length).toBeGreaterThanOrEqual(3);
      expect(gates.length).toBeLessThanOrEqual(5);
      expect(gates.every((g) => /^Portão \d{2} - \S/.test(g.name))).toBe(true);
    }
  });

  it('loads about 30% of the A/W/S orders, 1 to 6 of one supplier, CD and week each, an order at most once', () => {
    const { loads, loadOrders } = data.logistics;
    const byId = new Map(data.orders.map((o) => [o.id, o]));
    const loadById = new Map(loads.map((l) => [l.id, l]));
    expect(new Set(loadOrders.map((lo) => lo.orderId)).size).toBe(loadOrders.length);
    const wrong = loadOrders.filter((lo) => {
      const o = byId.get(lo.orderId)!;
      const l = loadById.get(lo.loadId)!;
      return (
        !['A', 'W', 'S'].includes(o.status) ||
        o.supplierId !== l.supplierId ||
        o.cdId !== l.cdId ||
        o.year !== l.year ||
        o.week !== l.week
      );
    });
    expect(wrong).toEqual([]);
    const sizes = loads.map((l) => loadOrders.filter((lo) => lo.loadId === l.id).length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(6);
    const candidates = data.orders.filter((o) => ['A', 'W', 'S'].includes(o.status)).length;
    expect(loadOrders.length / candidates).toBeGreaterThan(0.25);
    expect(loadOrders.length / candidates).toBeLessThan(0.35);
  });

  it('schedules about half of the loads at a gate of their CD, on a weekday of their week, 08:00 to 17:00, never on a holiday', () => {
    const { loads, schedules, gates } = data.logistics;
    const loadById = new Map(loads.map((l) => [l.id, l]));
    const gateById = new Map(gates.map((g) => [g.id, g]));
    expect(new Set(schedules.map((s) => s.loadId)).size).toBe(schedules.length);
    expect(schedules.length / loads.length).toBeGreaterThan(0.4);
    expect(schedules.length / loads.length).toBeLessThan(0.6);
    const wrong = schedules.filter((s) => {
      const l = loadById.get(s.loadId)!;
      const week = commercialWeekOf(s.deliveryDate);
      const weekday = new Date(`${s.deliveryDate}T12:00:00Z`).getUTCDay();
      return (
        gateById.get(s.gateId)!.cdId !== l.cdId ||
        week.year !== l.year ||
        week.week !== l.week ||
        weekday < 1 ||
        weekday > 5 ||
        !/^(0[89]|1[0-7]):00:00$/.test(s.deliveryTime) ||
        data.logistics.cdExceptions.some((e) => e.cdId === l.cdId && e.date === s.deliveryDate)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('gives every gate seven weekdays of hours inside its CD hours, and a variation starting on a Sunday', () => {
    const { gates, gateHours, gateVariations } = data.logistics;
    expect(gateHours).toHaveLength(gates.length * 7);
    for (const h of gateHours) {
      const cd = data.openingHours.find((o) => o.weekday === h.weekday)!;
      if (h.startTime === h.endTime) continue;
      expect(h.startTime >= cd.startTime && h.endTime <= cd.endTime, `gate ${h.gateId} day ${h.weekday}`).toBe(true);
    }
    expect(gateVariations).toHaveLength(1);
    expect(new Date(`${gateVariations[0]!.startDate}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('gives suppliers A and B loads and scheduled loads', () => {
    const { loads, schedules } = data.logistics;
    for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
      const own = loads.filter((l) => l.supplierId === supplierId).map((l) => l.id);
      expect(own.length).toBeGreaterThan(0);
      expect(schedules.some((s) => own.includes(s.loadId))).toBe(true);
    }
  });
});

describe('generateDemoData: conciliations', () => {
  let data: DemoData;
  let orderById: Map<number, DemoData['orders'][number]>;
  let itemsOf: Map<number, DemoData['items']>;
  let rowsOf: Map<number, DemoData['conciliations']['items']>;
  let historyOf: Map<number, DemoData['conciliations']['history']>;
  let blocked: Set<number>;
  beforeAll(() => {
    data = demoDataOf(TODAY);
    orderById = new Map(data.orders.map((o) => [o.id, o]));
    itemsOf = groupBy(data.items, (i) => i.orderId);
    rowsOf = groupBy(data.conciliations.items, (r) => r.conciliationId);
    historyOf = groupBy(data.conciliations.history, (h) => h.conciliationId);
    blocked = new Set(
      data.orders
        .filter((o) => o.sampleOriginOrderId && o.sampleStatus !== 'Aprovado')
        .map((o) => o.sampleOriginOrderId!),
    );
  });
  const codes = (reasons: readonly ConciliationReason[] | null | undefined) => (reasons ?? []).map((r) => r.code);
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    a != null && b != null && decimalsEqual(decimal(a), decimal(b));

  it('reconciles about 25% of the invoiced A orders and 40% of the D orders, none that a sample blocks', () => {
    const { conciliations } = data.conciliations;
    const wrong = conciliations.filter((c) => {
      const o = orderById.get(c.orderId)!;
      return !['A', 'D'].includes(o.status) || blocked.has(o.id) || o.id === data.pendingSample.originId;
    });
    expect(wrong).toEqual([]);
    const reconciled = new Set(conciliations.map((c) => c.orderId));
    for (const status of ['A', 'D']) {
      const candidates = data.orders.filter((o) => o.status === status && !blocked.has(o.id));
      const share = candidates.filter((o) => reconciled.has(o.id)).length / candidates.length;
      // A orders delivered more than a week ahead are not invoiced yet
      expect(share, status).toBeGreaterThan(status === 'A' ? 0.08 : 0.33);
      expect(share, status).toBeLessThan(status === 'A' ? 0.25 : 0.47);
    }
    expect(reconciled.size).toBeLessThan(conciliations.length); // some orders have several
    expect(conciliations.map((c) => c.id)).toEqual(conciliations.map((_, i) => i + 1));
    // ids grow with the upload time, as the sequence gave them
    expect(conciliations.filter((c, i) => i > 0 && c.createdAt! < conciliations[i - 1]!.createdAt!)).toEqual([]);
  });

  it('gives suppliers A and B every current result the journeys need, on A and on D orders', () => {
    const current = new Map<number, DemoData['conciliations']['conciliations'][number]>();
    for (const c of data.conciliations.conciliations) if (c.cancelledAt === null) current.set(c.orderId, c);
    for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
      const results = new Set(
        [...current.values()]
          .filter((c) => orderById.get(c.orderId)!.supplierId === supplierId)
          .map(
            (c) =>
              `${orderById.get(c.orderId)!.status} ${c.commercialStatus}/${c.fiscalStatus}${c.conditionalAt ? ' accepted' : ''}`,
          ),
      );
      for (const wanted of ['A 2/2', 'A 3/0', 'A 2/3', 'A 2/4', 'D 2/2', 'D 2/2 accepted'])
        expect(results.has(wanted), `${supplierId}: ${wanted}`).toBe(true);
    }
    const all = data.conciliations.conciliations;
    expect(all.filter((c) => c.cancelledAt !== null).length).toBeGreaterThan(5);
    expect(all.filter((c) => c.observation !== null).length).toBeGreaterThan(10);
    expect(all.filter((c) => c.rfmStatus === 1).length).toBeGreaterThan(20);
  });

  it('fills the invoice header: a valid key of the issuer, model 55, the protocol, issuer and recipient', () => {
    const { conciliations } = data.conciliations;
    const suppliers = new Map(data.suppliers.map((s) => [s.row.id, s.row]));
    const wrong = conciliations.filter((c) => {
      const o = orderById.get(c.orderId)!;
      const supplier = suppliers.get(o.supplierId)!;
      const key = c.accessKey!;
      const reasons = codes(c.rejection);
      return (
        !isValidNfeAccessKey(key) ||
        key.slice(6, 20) !== c.issuerCnpj ||
        key.slice(20, 22) !== '55' ||
        Number(key.slice(22, 25)) !== Number(c.invoiceSeries) ||
        Number(key.slice(25, 34)) !== Number(c.invoiceNumber) ||
        c.protocolAccessKey !== key ||
        c.invoiceModel !== '55' ||
        (c.protocolStatus === '100') === reasons.includes('notAuthorised') ||
        (c.protocolStatus === '101') !== (c.protocolNumber === null) ||
        (reasons.includes('issuerNotSupplier')
          ? c.issuerCnpj!.slice(0, 8) === supplier.cnpj.slice(0, 8)
          : c.issuerCnpj!.slice(0, 8) !== supplier.cnpj.slice(0, 8) || c.issuerName !== supplier.name) ||
        (c.issuerCnpj !== supplier.cnpj) !==
          reasons.some((r) => r === 'issuerNotSupplier' || r === 'issuerOtherBranch') ||
        (c.recipientCnpj !== o.buyerCnpj) !==
          reasons.some((r) => r === 'recipientNotBuyer' || r === 'recipientOtherBranch') ||
        !/^\d+\.\d{2}$/.test(c.invoiceTotal!) ||
        c.invoiceIssuedAt! > c.createdAt! ||
        // issued after the order (São Paulo days)
        c.invoiceIssuedAt!.getTime() < Date.parse(`${o.issuedAt}T03:00:00Z`) + 86_400_000
      );
    });
    expect(wrong).toEqual([]);
    expect(new Set(conciliations.map((c) => c.accessKey)).size).toBe(conciliations.length);
  });

  it('lists every order item once; accepted commercial sides equal the order, rejected ones have 1 to 3 divergent rows', () => {
    const wrong = data.conciliations.conciliations.filter((c) => {
      const rows = rowsOf.get(c.id)!;
      const orderItems = itemsOf.get(c.orderId)!;
      const invoiced = rows.filter((r) => r.invoiceItemNumber !== null);
      const layout =
        rows.length === orderItems.length &&
        new Set(rows.map((r) => r.orderItemId)).size === rows.length &&
        rows.every((r) => orderItems.some((i) => i.id === r.orderItemId)) &&
        rows.every((r, i) => r.line === i + 1) &&
        invoiced.every((r, i) => r.invoiceItemNumber === i + 1 && r === rows[i]);
      const commercial = rows.filter((r) => r.reasons.some((x) => COMMERCIAL_CODES.has(x.code)));
      const matches = (r: (typeof rows)[number]) =>
        r.invoiceItemNumber !== null &&
        r.itemCodeNf === r.itemCodePo &&
        r.eanNf === r.eanPo &&
        same(r.quantityNf, r.quantityPo) === !codes(r.reasons).includes('quantity') &&
        (r.ncmNf === r.ncmPo) === !codes(r.reasons).includes('ncm') &&
        same(r.unitCostNf, r.unitCostPo) === !codes(r.reasons).includes('unitCost') &&
        (r.saleValueNf === null || same(r.saleValueNf, r.saleValuePo) === !codes(r.reasons).includes('saleValue'));
      if (!layout) return true;
      if (c.commercialStatus === 2) return commercial.length > 0 || rows.some((r) => !matches(r));
      const summary = new Map<string, number>();
      for (const r of commercial) for (const x of r.reasons) summary.set(x.code, (summary.get(x.code) ?? 0) + 1);
      return (
        c.commercialStatus !== 3 ||
        commercial.length < 1 ||
        commercial.length > 3 ||
        rows
          .filter((r) => r.invoiceItemNumber === null)
          .some((r) => !codes(r.reasons).includes('missingFromInvoice')) ||
        rows.filter((r) => r.invoiceItemNumber !== null).some((r) => !matches(r)) ||
        JSON.stringify(c.rejection) !==
          JSON.stringify(
            [...summary]
              .sort(
                ([a], [b]) => COMMERCIAL_ROW_REASONS.indexOf(a as never) - COMMERCIAL_ROW_REASONS.indexOf(b as never),
              )
              .map(([code, count]) => ({ code, count })),
          )
      );
    });
    expect(wrong.map((c) => c.id)).toEqual([]);
  });

  it('stores the fiscal side as the checks would: blocking 3, conditional 4, rates only where a row says so', () => {
    const blocking = new Set<string>(FISCAL_BLOCKING_REASONS);
    const conditional = new Set<string>(FISCAL_CONDITIONAL_REASONS);
    const wrong = data.conciliations.conciliations.filter((c) => {
      const rows = rowsOf.get(c.id)!;
      const reasons = codes(c.rejection);
      const rates = rows.flatMap((r) => r.reasons.filter((x) => x.code === 'icmsRate' || x.code === 'ipiRate'));
      const ratesDiffer = rows.every(
        (r) =>
          r.invoiceItemNumber === null ||
          (same(r.icmsRateNf, r.icmsRatePo) === !codes(r.reasons).includes('icmsRate') &&
            same(r.ipiRateNf ?? '0', r.ipiRatePo) === !codes(r.reasons).includes('ipiRate')),
      );
      if (!ratesDiffer) return true;
      if (c.commercialStatus === 3) return c.fiscalStatus !== 0 || c.fiscalAt !== null;
      if (c.fiscalAt == null || c.fiscalAt <= c.commercialAt!) return true;
      if (c.fiscalStatus === 3) return reasons.length !== 1 || !blocking.has(reasons[0]!) || rates.length > 0;
      if (c.fiscalStatus === 4 || c.conditionalAt !== null)
        return (
          (c.fiscalStatus === 4) === (c.conditionalAt !== null) ||
          reasons.length === 0 ||
          !reasons.every((r) => conditional.has(r)) ||
          rates.length !== reasons.filter((r) => r === 'icmsRate' || r === 'ipiRate').length
        );
      return c.fiscalStatus !== 2 || c.rejection !== null || rows.some((r) => r.reasons.length > 0);
    });
    expect(wrong.map((c) => c.id)).toEqual([]);
  });

  it('writes the history the checks and the actions would have written, before today', () => {
    const cutoff = Date.parse(`${TODAY}T03:00:00Z`); // midnight in São Paulo
    const internal: Record<string, string[]> = {
      conditional: ['admin', 'usuario', 'youcom', 'camicado'],
      cancel: ['admin', 'camicado'],
      rfm: ['admin', 'logistica'],
    };
    const wrong = data.conciliations.conciliations.filter((c) => {
      const o = orderById.get(c.orderId)!;
      const entries = historyOf.get(c.id) ?? [];
      const expected = [
        ...(c.commercialStatus === 3 ? ['commercial:3'] : []),
        ...(c.fiscalStatus === 3 ? ['fiscal:3'] : c.fiscalStatus === 4 || c.conditionalAt ? ['fiscal:4'] : []),
        ...(c.conditionalAt ? ['conditional:2'] : []),
        ...(c.cancelledAt ? ['cancel:null'] : []),
        ...(c.observation ? ['observation:null'] : []),
        ...(c.rfmStatus === 1 ? ['rfm:null'] : []),
      ];
      const of = (kind: string) => entries.find((e) => e.kind === kind);
      const times = [
        c.createdAt,
        c.commercialAt,
        c.fiscalAt,
        c.conditionalAt,
        c.cancelledAt,
        c.rfmAt,
        ...entries.map((e) => e.at),
      ];
      return (
        JSON.stringify(entries.map((e) => `${e.kind}:${e.status}`).sort()) !== JSON.stringify(expected.sort()) ||
        entries.some((e) => (e.at as Date) < c.createdAt!) ||
        times.some((t) => t && t.getTime() >= cutoff) ||
        (c.commercialStatus === 3 && JSON.stringify(of('commercial')!.reasons) !== JSON.stringify(c.rejection)) ||
        (c.fiscalStatus !== 2 &&
          c.fiscalStatus !== 0 &&
          JSON.stringify(of('fiscal')!.reasons) !== JSON.stringify(c.rejection)) ||
        (['commercial', 'fiscal'] as const).some((k) => of(k) && of(k)!.userLogin !== c.createdByLogin) ||
        (c.conditionalAt &&
          (of('conditional')!.at!.valueOf() !== c.conditionalAt.valueOf() ||
            of('conditional')!.userLogin !== c.conditionalByLogin ||
            !internal.conditional!.includes(c.conditionalByLogin!) ||
            of('conditional')!.reasons![0]!.code !== 'conditionalAccepted')) ||
        (c.cancelledAt &&
          (of('cancel')!.note !== c.cancelReason ||
            !c.cancelReason ||
            of('cancel')!.userLogin !== c.cancelledByLogin ||
            !internal.cancel!.includes(c.cancelledByLogin!))) ||
        (c.observation && of('observation')!.note !== c.observation) ||
        (c.rfmStatus === 1 &&
          (c.commercialStatus !== 2 ||
            c.fiscalStatus !== 2 ||
            c.cancelledAt !== null ||
            o.status !== 'D' ||
            c.rfmAt! < o.deliveryStart! ||
            !internal.rfm!.includes(c.rfmByLogin!))) ||
        (o.supplierId === DEMO_SUPPLIER_A_ID && c.createdByLogin !== 'fornecedor') ||
        (o.supplierId === DEMO_SUPPLIER_B_ID && !['fornecedor2', 'fornecedor2b'].includes(c.createdByLogin!))
      );
    });
    expect(wrong.map((c) => c.id)).toEqual([]);
    const { history } = data.conciliations;
    expect(history.map((h) => h.id)).toEqual(history.map((_, i) => i + 1));
  });

  it('keeps at most one accepted conciliation per order and the RFM on the current one', () => {
    const byOrder = groupBy(data.conciliations.conciliations, (c) => c.orderId);
    const wrong = [...byOrder].filter(([, list]) => {
      const current = list.filter((c) => c.cancelledAt === null).at(-1);
      const accepted = list.filter((c) => c.cancelledAt === null && c.commercialStatus === 2 && c.fiscalStatus === 2);
      return (
        accepted.length > 1 ||
        (accepted.length === 1 && accepted[0] !== current) ||
        list.some((c) => c.rfmStatus === 1 && c !== current) ||
        list.some((c, i) => i > 0 && c.createdAt! <= list[i - 1]!.createdAt!)
      );
    });
    expect(wrong.map(([id]) => id)).toEqual([]);
  });

  it('leaves each demo supplier A orders to reconcile and supplier A a sample awaiting approval of an A order', () => {
    const reconciled = new Set(data.conciliations.conciliations.map((c) => c.orderId));
    for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
      const free = data.orders.filter(
        (o) => o.supplierId === supplierId && o.status === 'A' && !reconciled.has(o.id) && !blocked.has(o.id),
      );
      expect(free.length).toBeGreaterThanOrEqual(10);
      expect(free.filter((o) => !o.usesSubcontractor && o.companyId === 3).length + free.length).toBeGreaterThan(10);
      expect(free.every((o) => itemsOf.get(o.id)!.every((i) => isValidEan13(i.ean)))).toBe(true);
    }
    const sample = orderById.get(data.pendingSample.sampleId)!;
    const origin = orderById.get(data.pendingSample.originId)!;
    expect(sample).toMatchObject({
      supplierId: DEMO_SUPPLIER_A_ID,
      isSample: true,
      sampleStatus: 'Em Aprovação',
      sampleOriginOrderId: origin.id,
      originStatus: 'A',
      companyId: origin.companyId,
    });
    expect(origin).toMatchObject({ supplierId: DEMO_SUPPLIER_A_ID, status: 'A', nature: 'Normal' });
    expect(reconciled.has(origin.id)).toBe(false);
  });
});

describe('seedDemoData (in the shared test database)', () => {
  const database = useTestDatabase();

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await database.db.execute(query)) as { rows: T[] }).rows;

  /** How many rows each table holds, and each further from-clause gives, read in one statement, by name. */
  const countsOf = async <T extends string, K extends string = never>(
    tables: readonly T[],
    froms: Record<K, SQL> = {} as Record<K, SQL>,
  ): Promise<Record<T | K, number>> => {
    const columns = [
      ...tables.map((table) => [table, sql.identifier(table)] as const),
      ...Object.entries<SQL>(froms),
    ].map(([name, from]) => sql`(select count(*)::int from ${from}) as ${sql.identifier(name)}`);
    const [counts] = await rows<Record<T | K, number>>(sql`select ${sql.join(columns, sql`, `)}`);
    return counts!;
  };

  it('is present, with the counts the pure generator gives for the same day', async () => {
    expect(await hasDemoData(database.db)).toBe(true);
    const expected = demoDataOf(testToday());
    const counts = await countsOf(['suppliers', 'orders', 'order_items', 'order_item_details'], {
      cds: sql`physical_locations where location_type = 'CD'`,
    });
    expect(counts).toEqual({
      suppliers: expected.suppliers.length,
      orders: expected.orders.length,
      order_items: expected.items.length,
      order_item_details: expected.items.length,
      cds: expected.locations.filter((l) => l.locationType === 'CD').length,
    });
  });

  it('stores the calendar week of each delivery and totals equal to the item sums', async () => {
    const wrongWeek = await rows(sql`
      select o.id from orders o join commercial_calendar c on c.id = o.commercial_week_id
      where (o.delivery_start at time zone ${APP_TIME_ZONE})::date not between c.start_date and c.end_date`);
    expect(wrongWeek).toEqual([]);
    const wrongTotals = await rows(sql`
      select o.id from orders o join order_items i on i.order_id = o.id
      group by o.id having o.qt_purchase <> sum(i.qt_purchase) or o.qt_volumes <> sum(i.qt_volume)`);
    expect(wrongTotals).toEqual([]);
    const [buyer] = await rows<{ n: number }>(sql`select count(distinct buyer_cnpj)::int as n from orders`);
    expect(buyer!.n).toBe(3);
  });

  it('creates every demo user with the shared password and the right links', async () => {
    const users = await rows<{
      login: string;
      profile_names: string;
      supplier_id: number | null;
      cd_id: number | null;
      company_id: number | null;
      password_hash: string;
    }>(sql`select login, profile_names, supplier_id, cd_id, company_id, password_hash from users order by id`);
    expect(users.map((u) => u.login)).toEqual(DEMO_USERS.map((u) => u.login));
    for (const demo of DEMO_USERS) {
      const user = users.find((u) => u.login === demo.login)!;
      expect(user.profile_names).toBe(demo.profileNames);
      expect(user.supplier_id).toBe(
        demo.supplier === 'A' ? DEMO_SUPPLIER_A_ID : demo.supplier === 'B' ? DEMO_SUPPLIER_B_ID : null,
      );
      expect(user.cd_id).toBe(demo.cd ? DEMO_CD_ID : null);
      expect(user.company_id).toBe(demo.companyId);
    }
    expect(users.find((u) => u.login === 'admin')!.profile_names).toBe('NPFornec_Renner_Admin');
    expect(users.find((u) => u.login === 'multiperfil')!.profile_names).toBe(
      'NPFornec_Renner_Admin,NPFornec_Renner_Usuario',
    );
    expect(await verify(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('stores the loads and schedules, with sequences past their ids', async () => {
    const expected = demoDataOf(testToday()).logistics;
    const counts = await countsOf(['gates', 'loads', 'load_orders', 'schedules']);
    expect(counts).toEqual({
      gates: expected.gates.length,
      loads: expected.loads.length,
      load_orders: expected.loadOrders.length,
      schedules: expected.schedules.length,
    });
    const [load] = await rows<{ id: number }>(sql`
      insert into loads (supplier_id, cd_id, commercial_week_id) select supplier_id, cd_id, commercial_week_id from loads limit 1 returning id`);
    expect(load!.id).toBe(expected.loads.length + 1);
    const wrongWeek = await rows(sql`
      select s.id from schedules s join loads l on l.id = s.load_id join commercial_calendar c on c.id = l.commercial_week_id
      where s.delivery_date not between c.start_date and c.end_date`);
    expect(wrongWeek).toEqual([]);
  });

  it('stores the conciliations with their items, history and invoice XMLs, users resolved by login', async () => {
    const expected = demoDataOf(testToday()).conciliations;
    const counts = await countsOf(['conciliations', 'conciliation_items', 'conciliation_history'], {
      files: sql`stored_files f where not exists (select 1 from measurement_charts m where m.file_id = f.id)
        and not exists (select 1 from origin_certificates oc where oc.file_id = f.id)
        and not exists (select 1 from producer_declarations d where d.file_id = f.id)
        and not exists (select 1 from sustainability_certificates s where s.file_id = f.id)`,
      linked: sql`conciliations c join stored_files f on f.id = c.invoice_file_id`,
    });
    expect(counts).toEqual({
      conciliations: expected.conciliations.length,
      conciliation_items: expected.items.length,
      conciliation_history: expected.history.length,
      files: expected.files.length,
      linked: expected.files.length,
    });
    const uploaders = await rows<{ supplier_id: number; login: string | null; n: number }>(sql`
      select o.supplier_id::int as supplier_id, u.login, count(*)::int as n from conciliations c
      join orders o on o.id = c.order_id left join users u on u.id = c.created_by
      where o.supplier_id in (${DEMO_SUPPLIER_A_ID}, ${DEMO_SUPPLIER_B_ID}) or c.created_by is not null
      group by 1, 2 order by 1, 2`);
    expect(uploaders.map((u) => [u.supplier_id, u.login])).toEqual([
      [DEMO_SUPPLIER_A_ID, 'fornecedor'],
      [DEMO_SUPPLIER_B_ID, 'fornecedor2'],
      [DEMO_SUPPLIER_B_ID, 'fornecedor2b'],
    ]);
    const [acting] = await rows<{ wrong: number }>(sql`
      select count(*)::int as wrong from conciliations c
      left join users a on a.id = c.conditional_by left join users x on x.id = c.cancelled_by left join users r on r.id = c.rfm_by
      where (c.conditional_at is null) <> (a.id is null) or (c.cancelled_at is null) <> (x.id is null)
         or (c.rfm_status = 1) <> (r.id is not null)`);
    expect(acting!.wrong).toBe(0);
    const [history] = await rows<{ wrong: number }>(sql`
      select count(*)::int as wrong from conciliation_history h join conciliations c on c.id = h.conciliation_id
      where h.at < c.created_at or (h.kind in ('conditional', 'cancel', 'rfm') and h.user_id is null)`);
    expect(history!.wrong).toBe(0);

    // the identity sequences continue after the seeded ids
    const [conciliation] = await rows<{ id: number }>(sql`
      insert into conciliations (order_id) select id from orders limit 1 returning id`);
    expect(conciliation!.id).toBe(expected.conciliations.length + 1);
    const [item] = await rows<{ id: number }>(sql`
      insert into conciliation_items (conciliation_id, line) values (${conciliation!.id}, 1) returning id`);
    expect(item!.id).toBe(expected.items.length + 1);
    const [entry] = await rows<{ id: number }>(sql`
      insert into conciliation_history (conciliation_id, kind) values (${conciliation!.id}, 'observation') returning id`);
    expect(entry!.id).toBe(expected.history.length + 1);
  });

  it('stores each invoice XML byte for byte: it reads as an NF-e whose key, header and items are the columns', async () => {
    const files = await rows<{
      id: number;
      content: Uint8Array;
      size: number;
      sha256: string;
      mime_type: string;
      access_key: string;
      invoice_number: string;
      invoice_series: string;
      issuer_cnpj: string;
      recipient_cnpj: string;
      protocol_status: string;
      invoice_total: string;
    }>(sql`
      select c.id, f.content, f.size, f.sha256, f.mime_type, c.access_key, c.invoice_number, c.invoice_series,
             c.issuer_cnpj, c.recipient_cnpj, c.protocol_status, c.invoice_total::text as invoice_total
      from conciliations c join stored_files f on f.id = c.invoice_file_id where c.invoice_file_id is not null order by c.id`);
    expect(files.length).toBeGreaterThan(100);
    const items = groupBy(
      await rows<{
        conciliation_id: number;
        invoice_item_number: number | null;
        ean_nf: string | null;
        item_code_nf: string | null;
        ncm_nf: string | null;
        quantity_nf: string | null;
        unit_cost_nf: string | null;
        icms_rate_nf: string | null;
        ipi_rate_nf: string | null;
      }>(sql`
        select conciliation_id, invoice_item_number, ean_nf, item_code_nf, ncm_nf, quantity_nf::text as quantity_nf,
               unit_cost_nf::text as unit_cost_nf, icms_rate_nf::text as icms_rate_nf, ipi_rate_nf::text as ipi_rate_nf
        from conciliation_items where invoice_item_number is not null order by conciliation_id, invoice_item_number`),
      (r) => r.conciliation_id,
    );
    const wrong = files.filter((f) => {
      const content = Buffer.from(f.content);
      const nfe = readNfe(content);
      const rows = items.get(f.id) ?? [];
      return (
        content.length !== f.size ||
        createHash('sha256').update(content).digest('hex') !== f.sha256 ||
        f.mime_type !== 'text/xml' ||
        nfe.accessKey !== f.access_key ||
        nfe.protocol.accessKey !== f.access_key ||
        nfe.protocol.status !== f.protocol_status ||
        nfe.model !== '55' ||
        nfe.number !== f.invoice_number ||
        nfe.series !== f.invoice_series ||
        nfe.issuerCnpj !== f.issuer_cnpj ||
        nfe.recipientCnpj !== f.recipient_cnpj ||
        nfe.totals.invoice !== f.invoice_total ||
        nfe.items.length !== rows.length ||
        nfe.items.some((i, k) => {
          const r = rows[k]!;
          return (
            Number(i.itemNumber) !== r.invoice_item_number ||
            i.ean !== r.ean_nf ||
            i.code !== r.item_code_nf ||
            i.ncm !== r.ncm_nf ||
            i.quantity !== r.quantity_nf ||
            i.unitValue !== r.unit_cost_nf ||
            i.icmsRate !== r.icms_rate_nf ||
            (i.ipiRate ?? null) !== r.ipi_rate_nf ||
            i.orderNumber === undefined
          );
        })
      );
    });
    expect(wrong.map((f) => f.id)).toEqual([]);
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const [location] = await rows<{ id: number }>(sql`
      insert into physical_locations (code, name, location_type, city, state) values ('999', 'CD Teste', 'CD', 'Itajaí', 'SC') returning id`);
    expect(location!.id).toBeGreaterThan(8);
    const [item] = await rows<{ max: number }>(sql`select max(id)::int as max from order_items`);
    const [next] = await rows<{ id: number }>(sql`
      insert into order_items (order_id, item_code, purchase_sku, description, short_description, size, colour, qt_purchase, qt_volume, unit_cost, cost, sale_price, ean, ncm, icms_rate, ipi_rate)
      select id, '1', '1', 'x', 'x', 'U', 'Preto', 1, 1, 1, 1, 2, '7890000000000', '61091000', 12, 0 from orders limit 1 returning id`);
    expect(next!.id).toBeGreaterThan(item!.max);
  });
});
