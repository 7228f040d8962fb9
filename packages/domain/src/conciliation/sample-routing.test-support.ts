import type { SampleRoutingOrder } from './sample-routing';

/**
 * An order that needs nothing before /reconcile (no subcontractor, no sustainability, no producer declaration):
 * the starting point of the sample-routing tests here and of the web's /main reconcile action tests.
 */
export function sampleRoutingOrder(overrides: Partial<SampleRoutingOrder> = {}): SampleRoutingOrder {
  return {
    utilizaSubContratado: false,
    sustentabilidade: 'NENHUM',
    naturezaPedido: 'Normal',
    fornecedor: { exigirDeclProdutor: false },
    empresa: { exigirDeclProdutor: false, exigirCertSustentabilidade: false },
    ...overrides,
  };
}
