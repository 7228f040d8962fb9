import { SAMPLE_CONCESSION_PAGE_SIZE, SAMPLE_CONCESSION_STATUS, sampleConcessionInputSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { generateDemoData } from './demo-data';
import { DEMO_CD_ID } from './locations.seed';
import { demoSampleConcessions, PENDING_CONCESSION } from './samples.seed';
import { DEMO_SUPPLIER_A_ID } from './suppliers.seed';

const data = generateDemoData(TEST_TODAY);
const concessions = demoSampleConcessions(data);
const orderById = new Map(data.orders.map((o) => [o.id, o]));

describe('demoSampleConcessions', () => {
  it('is a pure function of the day', () => {
    expect(demoSampleConcessions(generateDemoData(TEST_TODAY))).toEqual(concessions);
  });

  it('decides sample orders the ERP has not approved, one concession each, for their origin and its supplier', () => {
    expect(new Set(concessions.map((c) => c.sampleOrderId)).size).toBe(concessions.length);
    for (const c of concessions) {
      const sample = orderById.get(c.sampleOrderId)!;
      expect(sample.isSample).toBe(true);
      expect(sample.sampleStatus).not.toBe('Aprovado');
      expect(sample.sampleOriginOrderId).toBe(c.originalOrderId);
      expect(orderById.get(c.originalOrderId)!.supplierId).toBe(c.supplierId);
    }
  });

  it('passes the form the users fill in: description and reason within 255, a known status', () => {
    for (const c of concessions)
      expect(
        sampleConcessionInputSchema.safeParse({
          descricao: c.description,
          pedidoAmostra: c.sampleOrderId,
          pedido: c.originalOrderId,
          status: c.status,
          motivo: c.reason,
        }).success,
      ).toBe(true);
  });

  it('fills more than a page, every status, some for the logistics login CD, registered before today in order', () => {
    expect(concessions.length).toBeGreaterThan(SAMPLE_CONCESSION_PAGE_SIZE);
    expect(new Set(concessions.map((c) => c.status))).toEqual(new Set([1, 2, 3]));
    expect(concessions.filter((c) => orderById.get(c.originalOrderId)!.cdId === DEMO_CD_ID).length).toBeGreaterThan(2);
    const today = Date.parse(`${TEST_TODAY}T03:00:00Z`);
    for (const [i, c] of concessions.entries()) {
      expect(c.createdAt.getTime()).toBeLessThan(today);
      expect(c.updatedAt.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
      if (i > 0) expect(c.createdAt.getTime()).toBeGreaterThanOrEqual(concessions[i - 1]!.createdAt.getTime());
    }
  });

  it("plants the pending concession of supplier A's sample awaiting approval", () => {
    const planted = concessions.find((c) => c.sampleOrderId === data.pendingSample.sampleId);
    expect(planted).toMatchObject({
      originalOrderId: data.pendingSample.originId,
      supplierId: DEMO_SUPPLIER_A_ID,
      status: SAMPLE_CONCESSION_STATUS.pending,
      description: PENDING_CONCESSION.description,
      reason: PENDING_CONCESSION.reason,
    });
    const samplesOfOrigin = data.orders.filter((o) => o.sampleOriginOrderId === data.pendingSample.originId);
    expect(samplesOfOrigin.map((o) => o.id)).toEqual([data.pendingSample.sampleId]);
  });
});
