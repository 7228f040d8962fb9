import { z } from 'zod';
import { roadDocumentPasses, type RoadDocumentState } from '../compliance/road-document';
import type { Refusal } from '../samples/sample-validation';
import type { SampleRoute } from './sample-routing';

/**
 * The road to a conciliation, guarded by the server (decision A20): the steps /main's Reconcile routing leads
 * through (sample-routing.ts) are prerequisites, not suggestions. An upload (conciliacaoComercial) for an order that
 * still lacks one is refused with the step's own code, and /reconcile shows the same message with a link to the step
 * (pendenciaConciliacao). The sustainability certificate and the producer declaration count when the order needs
 * them and its latest one is neither rejected nor expired (compliance/road-document.ts).
 */

/** The steps, in the order the road takes them. */
export const RECONCILE_STEPS = [
  'amostra',
  'notaFiscalSubcontratado',
  'certificadoSustentabilidade',
  'declaracaoProdutor',
] as const;
export type ReconcileStep = (typeof RECONCILE_STEPS)[number];

/** What the server knows of an order's road. */
export interface ReconcileRoadFacts {
  orderId: number;
  /** The refusal of the first sample order that stops the order (sampleRefusalOf), or null. */
  sampleRefusal: Refusal | null;
  /** utilizaSubContratado */
  usesSubcontractor: boolean;
  /** How many subcontractor invoices the order has. */
  subcontractorInvoices: number;
  /** Where its sustainability certificate stands, or null when the order needs none (needsSustainabilityCertificate). */
  sustainabilityCertificate: RoadDocumentState | null;
  /** Where its producer declaration stands, or null when the order needs none (needsProducerDeclaration). */
  producerDeclaration: RoadDocumentState | null;
}

export interface MissingReconcileStep extends Refusal {
  step: ReconcileStep;
  /** Where the user does the step (with `?id=` and the road's navigation state); null when it is not the user's. */
  route: SampleRoute | null;
}

/** The first step the order still lacks, or null when the road is clear. */
export function missingReconcileStep(facts: ReconcileRoadFacts): MissingReconcileStep | null {
  // a sample is approved by the retailer (a concession or the ERP), not on a page of the supplier's
  if (facts.sampleRefusal) return { step: 'amostra', route: null, ...facts.sampleRefusal };
  if (facts.usesSubcontractor && facts.subcontractorInvoices === 0)
    return {
      step: 'notaFiscalSubcontratado',
      route: '/subcontractor-invoice',
      code: 'subcontractorInvoiceRequired',
      params: { pedido: String(facts.orderId) },
    };
  if (facts.sustainabilityCertificate !== null && !roadDocumentPasses(facts.sustainabilityCertificate))
    return {
      step: 'certificadoSustentabilidade',
      route: '/sustainability',
      code: 'sustainabilityCertificateRequired',
      params: { pedido: String(facts.orderId), situacao: facts.sustainabilityCertificate },
    };
  if (facts.producerDeclaration !== null && !roadDocumentPasses(facts.producerDeclaration))
    return {
      step: 'declaracaoProdutor',
      route: '/producer-declaration',
      code: 'producerDeclarationRequired',
      params: { pedido: String(facts.orderId), situacao: facts.producerDeclaration },
    };
  return null;
}

/** GraphQL `PendenciaConciliacao`: the step an order still lacks before /reconcile, its message and its page. */
export const reconcilePendingStepSchema = z
  .object({
    etapa: z.enum(RECONCILE_STEPS),
    codigo: z.string(),
    mensagem: z.string(),
    rota: z.string().nullable().describe("the step's page, or null when the step is not the user's to do"),
  })
  .describe('A step the order still lacks before it can be reconciled (decision A20)');
export type ReconcilePendingStepDto = z.infer<typeof reconcilePendingStepSchema>;
