import type { z } from 'zod';
import type { RoutePermission } from '../auth/permissions';
import { empresaSchema, fornecedorSchema, pedidoSchema } from '../orders/order-contracts';
import type { OrderNature } from '../orders/order-status';

/**
 * Where /main's Reconcile button leads once validarAmostraPedidoParaConciliacao succeeded (spec 001 §4
 * "Flow after a sample validation"), and where /subcontractor-invoice's Next leads ("the same routing
 * applies" without its first step). The paths are route permissions, so a renamed route fails to compile.
 */
export type SampleRoute = `/${Extract<
  RoutePermission,
  'subcontractor-invoice' | 'sustainability' | 'producer-declaration' | 'reconcile'
>}`;

/** What the routing reads of an order: a pick of the order's contract (a screen asks pedidoPorId for these). */
export const sampleRoutingOrderSchema = pedidoSchema
  .pick({ utilizaSubContratado: true, sustentabilidade: true, naturezaPedido: true })
  .extend({
    fornecedor: fornecedorSchema.pick({ exigirDeclProdutor: true }),
    empresa: empresaSchema.pick({ exigirDeclProdutor: true, exigirCertSustentabilidade: true }),
  });
export type SampleRoutingOrder = z.infer<typeof sampleRoutingOrderSchema>;

/** Natures whose orders need a sustainability certificate when the company asks for one. */
const SUSTAINABILITY_NATURES: readonly OrderNature[] = ['Normal', 'Importado'];
/** Natures whose orders need a producer declaration when supplier and company ask for one. */
const DECLARATION_NATURES: readonly OrderNature[] = ['Normal'];

/**
 * The order's sustainability flag is set when it names a kind (BCI, OUTROS): NENHUM, and an empty value
 * from an incomplete import, mean none.
 */
export function hasSustainabilityFlag(sustentabilidade: string | null | undefined): boolean {
  const kind = (sustentabilidade ?? '').trim().toUpperCase();
  return kind !== '' && kind !== 'NENHUM';
}

/**
 * Whether the order needs a sustainability certificate (spec 001 §4): its sustainability flag is set, its company
 * requires certificates and its nature is Normal or Importado. The routing, the road and the sustainability area
 * (which refuses a certificate for any other order: sustainabilityCertificateNotRequired) read it.
 */
export function needsSustainabilityCertificate(
  order: Pick<SampleRoutingOrder, 'sustentabilidade' | 'naturezaPedido'> & {
    empresa: Pick<SampleRoutingOrder['empresa'], 'exigirCertSustentabilidade'>;
  },
): boolean {
  return (
    hasSustainabilityFlag(order.sustentabilidade) &&
    order.empresa.exigirCertSustentabilidade &&
    SUSTAINABILITY_NATURES.includes(order.naturezaPedido)
  );
}

/**
 * The order needs a producer declaration: its supplier and its company ask for one and its nature is Normal (spec
 * 001 §4). The routing, the road and the declarations area (which refuses an upload for any other order) read it.
 */
export function needsProducerDeclaration(
  order: Pick<SampleRoutingOrder, 'naturezaPedido'> & {
    fornecedor: Pick<SampleRoutingOrder['fornecedor'], 'exigirDeclProdutor'>;
    empresa: Pick<SampleRoutingOrder['empresa'], 'exigirDeclProdutor'>;
  },
): boolean {
  return (
    order.fornecedor.exigirDeclProdutor &&
    order.empresa.exigirDeclProdutor &&
    DECLARATION_NATURES.includes(order.naturezaPedido)
  );
}

/** Producer declaration when supplier and company require it and the nature is Normal, else /reconcile (SU12). */
export function routeAfterSustainability(order: SampleRoutingOrder): SampleRoute {
  return needsProducerDeclaration(order) ? '/producer-declaration' : '/reconcile';
}

/** Sustainability, then producer declaration, else /reconcile (the steps after the subcontractor invoice). */
export function routeAfterSubcontractorInvoice(order: SampleRoutingOrder): SampleRoute {
  if (needsSustainabilityCertificate(order)) return '/sustainability';
  return routeAfterSustainability(order);
}

/** The subcontractor invoice first when the order uses a subcontractor, then as after that invoice. */
export function routeAfterSampleValidation(order: SampleRoutingOrder): SampleRoute {
  if (order.utilizaSubContratado) return '/subcontractor-invoice';
  return routeAfterSubcontractorInvoice(order);
}
