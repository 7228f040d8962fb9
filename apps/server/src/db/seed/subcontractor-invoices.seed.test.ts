import { subcontractorInvoiceProblems, type InvoiceOnOrder } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { generateDemoData, type DemoData } from './demo-data';
import { workshopsOf } from './subcontractors.seed';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

type Invoice = DemoData['subcontractorInvoices'][number];

function byOrder(invoices: readonly Invoice[]): Map<number, Invoice[]> {
  const map = new Map<number, Invoice[]>();
  for (const i of invoices) map.set(i.orderId, [...(map.get(i.orderId) ?? []), i]);
  return map;
}

describe('the demo subcontractor invoices', () => {
  const data = generateDemoData(TEST_TODAY);
  const orderOf = new Map(data.orders.map((o) => [o.id, o]));
  const invoices = data.subcontractorInvoices;

  it('are a pure function of the day', () => {
    expect(generateDemoData(TEST_TODAY).subcontractorInvoices).toEqual(invoices);
    expect(generateDemoData('2026-07-01').subcontractorInvoices).not.toEqual(invoices);
  });

  it('belong to orders that use a subcontractor of suppliers A and B, naming a workshop linked to the supplier', () => {
    expect(invoices.length).toBeGreaterThan(10);
    for (const i of invoices) {
      const order = orderOf.get(i.orderId)!;
      expect(order.usesSubcontractor).toBe(true);
      expect(order.supplierId).toBe(i.supplierId);
      expect(workshopsOf(i.supplierId).map((w) => w.position)).toContain(i.workshop);
    }
    expect(new Set(invoices.map((i) => i.supplierId))).toEqual(new Set([DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]));
  });

  it('keep every rule of the invoice form, dates within the order’s life', () => {
    let id = 0;
    for (const [orderId, ofOrder] of byOrder(invoices)) {
      const order = orderOf.get(orderId)!;
      const stored: InvoiceOnOrder[] = [];
      for (const i of ofOrder) {
        const input = {
          idSubcontratado: i.workshop,
          dataNotaFiscalSaida: i.outboundDate,
          numeroNotaFiscalSaida: i.outboundNumber,
          quantidadePecasSaida: i.outboundPieces,
          dataNotaFiscalRetorno: i.returnDate,
          numeroNotaFiscalRetorno: i.returnNumber,
          quantidadePecasRetorno: i.returnPieces,
        };
        const context = { today: TEST_TODAY, orderPieces: order.qtPieces, invoices: stored, editing: null };
        expect(subcontractorInvoiceProblems(input, context), `order ${orderId}`).toEqual([]);
        expect(i.outboundDate >= order.issuedAt).toBe(true);
        expect(i.outboundNumber).toMatch(/^[1-9]\d{0,8}$/);
        if (i.returnNumber !== null) expect(i.returnNumber).toMatch(/^[1-9]\d{0,8}$/);
        stored.push({
          id: ++id,
          idSubcontratado: i.workshop,
          numeroNotaFiscalSaida: i.outboundNumber,
          quantidadePecasSaida: i.outboundPieces,
        });
      }
    }
  });

  it('show returned and open invoices, several lots and several workshops on an order', () => {
    expect(invoices.some((i) => i.returnDate !== null)).toBe(true);
    expect(invoices.some((i) => i.returnDate === null)).toBe(true);
    const lists = [...byOrder(invoices).values()];
    expect(lists.some((list) => list.length > 1 && new Set(list.map((i) => i.workshop)).size === 1)).toBe(true);
    expect(lists.some((list) => new Set(list.map((i) => i.workshop)).size > 1)).toBe(true);
  });

  it('leave the planted free orders without invoices and give the planted invoiced one an invoice', () => {
    const invoiced = new Set(invoices.map((i) => i.orderId));
    for (const id of data.subcontractorOrders.free) expect(invoiced.has(id)).toBe(false);
    for (const id of data.subcontractorOrders.invoiced) expect(invoiced.has(id)).toBe(true);
  });

  it('give every subcontractor-using order with a conciliation its returned invoices', () => {
    const reconciled = new Set(data.conciliations.conciliations.map((c) => c.orderId));
    for (const o of data.orders.filter((o) => o.usesSubcontractor && reconciled.has(o.id))) {
      if (workshopsOf(o.supplierId).length === 0) continue;
      const ofOrder = invoices.filter((i) => i.orderId === o.id);
      expect(ofOrder.length, `order ${o.id}`).toBeGreaterThan(0);
      for (const i of ofOrder) expect(i.returnDate, `order ${o.id}`).not.toBeNull();
    }
  });
});
