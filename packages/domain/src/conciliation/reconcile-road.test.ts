import { describe, expect, it } from 'vitest';
import { missingReconcileStep, type ReconcileRoadFacts } from './reconcile-road';

const CLEAR: ReconcileRoadFacts = {
  orderId: 4200290,
  sampleRefusal: null,
  usesSubcontractor: false,
  subcontractorInvoices: 0,
  sustainabilityCertificate: null,
  producerDeclaration: null,
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
    ['a certificate awaiting its audit lets the order go on', { sustainabilityCertificate: 'awaitingAudit' }, null],
    ['an approved declaration', { producerDeclaration: 'approved' }, null],
    ...(['missing', 'rejected', 'expired'] as const).map(
      (state): [string, Partial<ReconcileRoadFacts>, ReturnType<typeof missingReconcileStep>] => [
        `a ${state} certificate`,
        { sustainabilityCertificate: state, producerDeclaration: 'missing' },
        {
          step: 'certificadoSustentabilidade',
          route: '/sustainability',
          code: 'sustainabilityCertificateRequired',
          params: { pedido: '4200290', situacao: state },
        },
      ],
    ),
    [
      'the declaration after the certificate',
      { sustainabilityCertificate: 'approved', producerDeclaration: 'rejected' },
      {
        step: 'declaracaoProdutor',
        route: '/producer-declaration',
        code: 'producerDeclarationRequired',
        params: { pedido: '4200290', situacao: 'rejected' },
      },
    ],
    [
      'the subcontractor invoice before the documents',
      { usesSubcontractor: true, sustainabilityCertificate: 'missing' },
      {
        step: 'notaFiscalSubcontratado',
        route: '/subcontractor-invoice',
        code: 'subcontractorInvoiceRequired',
        params: { pedido: '4200290' },
      },
    ],
  ])('%s', (_case, facts, expected) => {
    expect(missingReconcileStep({ ...CLEAR, ...facts })).toEqual(expected);
  });
});
