import { addDays, EXPIRY_WARNING_DAYS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { generateDemoData } from './demo-data';
import { demoCertificates, ordersNeedingCertificate, uncertifiedOrdersOfA } from './sustainability.seed';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

describe('the demo sustainability certificates', () => {
  const data = generateDemoData(TEST_TODAY);
  const certificates = demoCertificates(data);
  const needing = new Set(ordersNeedingCertificate(data).map((o) => o.id));

  it('are for orders that need one, enough to page, with every status, both types and second certificates', () => {
    expect(certificates.length).toBeGreaterThan(40);
    expect(certificates.every((c) => needing.has(c.orderId))).toBe(true);
    expect(new Set(certificates.map((c) => c.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(certificates.map((c) => c.certificateType))).toEqual(new Set([1, 2]));
    expect(certificates.some((c) => c.slot === 2 && c.uda !== null)).toBe(true);
    expect(certificates.every((c) => c.status !== 2 || c.notes !== null)).toBe(true);
    for (const supplier of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID])
      expect(certificates.filter((c) => c.supplierId === supplier).length).toBeGreaterThan(5);
  });

  it('have some lapsing within 30 days and some lapsed, relative to the day', () => {
    const dated = certificates.filter((c) => c.validUntil !== null && c.status !== 2);
    expect(dated.some((c) => c.validUntil! < TEST_TODAY)).toBe(true);
    expect(
      dated.some((c) => c.validUntil! >= TEST_TODAY && c.validUntil! <= addDays(TEST_TODAY, EXPIRY_WARNING_DAYS)),
    ).toBe(true);
    expect(certificates.every((c) => c.createdAt.getTime() <= Date.parse(`${TEST_TODAY}T23:59:59-03:00`))).toBe(true);
  });

  it("leave supplier A's approved orders that need one without a certificate, but its newest two", () => {
    const kept = uncertifiedOrdersOfA(data);
    expect(kept.length).toBeGreaterThan(3);
    const certified = new Set(certificates.map((c) => c.orderId));
    expect(kept.filter((id) => certified.has(id))).toEqual([]);
    expect(data.orders.filter((o) => kept.includes(o.id)).every((o) => o.status === 'A')).toBe(true);
  });

  it('are the same for the same day', () => {
    expect(demoCertificates(data)).toEqual(certificates);
  });
});
