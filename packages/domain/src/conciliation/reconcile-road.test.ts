import { describe, expect, it } from 'vitest';
import { missingReconcileStep, type ReconcileRoadFacts } from './reconcile-road';

const CLEAR: ReconcileRoadFacts = {
  orderId: 4200290,
  sampleRefusal: null,
  usesSubcontractor: false,
  subcontractorInvoices: 0,
};
const SAMPLE = {
  code: 'sampleNotApproved' as const,
  params: { amostra: '4204040', pedido: '4200290', status: 'reprovada' },
};

describe('missingReconcileStep: the first step the road to a conciliation still lacks (decision A20)', () => {
  it.each<[string, Partial<ReconcileRoadFacts>, ReturnType<typeof missingReconcileStep>]>([
    ['nothing to do', {}, null],
    ['a subcontractor order with its invoice', { usesSubcontractor: true, subcontractorInvoices: 1 }, null],
    ['invoices of an order that no longer uses a subcontractor', { subcontractorInvoices: 2 }, null],
    [
      'a subcontractor order without invoice',
      { usesSubcontractor: true },
      {
        step: 'notaFiscalSubcontratado',
        route: '/subcontractor-invoice',
        code: 'subcontractorInvoiceRequired',
        params: { pedido: '4200290' },
      },
    ],
    ['a sample in the way', { sampleRefusal: SAMPLE }, { step: 'amostra', route: null, ...SAMPLE }],
    [
      'the sample before the invoice, as the road takes them',
      { sampleRefusal: SAMPLE, usesSubcontractor: true },
      { step: 'amostra', route: null, ...SAMPLE },
    ],
  ])('%s', (_case, facts, expected) => {
    expect(missingReconcileStep({ ...CLEAR, ...facts })).toEqual(expected);
  });
});
