import {
  empresaSchema,
  fornecedorSchema,
  itemPedidoSchema,
  pedidoSchema,
  routeAfterSampleValidation,
  selectionOf,
} from '@portal/domain';
import { z } from 'zod';
import { buildNfeXml, type NfeItemInput } from '../../apps/server/src/db/seed/nfe-builder';
import { graphql } from './orders-api';

/**
 * Invoices for the conciliation journeys: real NF-e 4.00 documents (signature block, SEFAZ protocol, ICMS and
 * IPI) built from a demo order as the API shows it, so the journeys reconcile what a supplier would upload.
 */

/** One GraphQL call with a bearer token (data set-up for the journeys): its data, or the journey fails. */
export async function apiGraphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphql<T>(token, query, variables);
  if (!answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const CANDIDATES = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: 40) {
      id
      conciliacaos {
        id
      }
    }
  }
`;

/** What an invoice is built from and what /main's routing reads: a pick of the order contract. */
export const invoiceOrderSchema = pedidoSchema
  .pick({
    id: true,
    status: true,
    naturezaPedido: true,
    sustentabilidade: true,
    utilizaSubContratado: true,
    cnpjComprador: true,
    conciliacaos: true,
  })
  .extend({
    fornecedor: fornecedorSchema.pick({ id: true, nome: true, cnpj: true, exigirDeclProdutor: true }),
    empresa: empresaSchema.pick({ id: true, codigo: true, exigirDeclProdutor: true, exigirCertSustentabilidade: true }),
    itens: z.array(
      itemPedidoSchema.pick({
        codItem: true,
        descricaoCurta: true,
        ean: true,
        ncm: true,
        qtCompra: true,
        custoUnitario: true,
        valorVenda: true,
        aliquotaIcms: true,
        aliquotaIpi: true,
      }),
    ),
  });
export type InvoiceOrder = z.infer<typeof invoiceOrderSchema>;

const ORDER = /* GraphQL */ `
  query ($id: ID!) {
    pedidoPorId(idPedido: $id) ${selectionOf(invoiceOrderSchema)}
  }
`;

const SAMPLE = /* GraphQL */ `
  query ($id: Int!) {
    validarAmostraPedidoParaConciliacao(idPedido: $id) {
      success
    }
  }
`;

/**
 * A's orders that the journeys may reconcile, lowest ids first: status A, no conciliation yet, items, a sample
 * that does not block, and /main's routing going straight to /reconcile. `skip` leaves out orders other
 * journeys of the same run use; `accept` keeps only the ids a journey owns (journeys split the orders by id).
 */
export async function reconcilableOrders(
  token: string,
  count: number,
  skip: ReadonlySet<number> = new Set(),
  accept: (id: number) => boolean = () => true,
) {
  const found: InvoiceOrder[] = [];
  for (let pagina = 0; pagina < 10 && found.length < count; pagina++) {
    const page = await apiGraphql<{ listarPedidos: { id: number; conciliacaos: unknown[] }[] }>(token, CANDIDATES, {
      pagina,
      filtro: { status: 'A' },
    });
    if (page.listarPedidos.length === 0) break;
    for (const candidate of page.listarPedidos) {
      if (found.length >= count) break;
      if (candidate.conciliacaos.length > 0 || skip.has(candidate.id) || !accept(candidate.id)) continue;
      const { pedidoPorId: order } = z
        .object({ pedidoPorId: invoiceOrderSchema })
        .parse(await apiGraphql<unknown>(token, ORDER, { id: String(candidate.id) }));
      if (order.itens.length === 0 || order.itens.length > 12) continue;
      if (routeAfterSampleValidation(order) !== '/reconcile') continue;
      const sample = await apiGraphql<{ validarAmostraPedidoParaConciliacao: { success: boolean } }>(token, SAMPLE, {
        id: order.id,
      });
      if (sample.validarAmostraPedidoParaConciliacao.success) found.push(order);
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} reconcilable orders found, ${count} needed`);
  return found;
}

/**
 * Orders among `candidates` (ids, tried in order) whose road goes through compliance documents: status A, no
 * conciliation, 1 to 12 items, a sample that does not block, no subcontractor, and `accept` (e.g. /main's routing
 * leading to /sustainability). The demo data keeps such orders for the road's journeys (demo-guarantees.ts).
 */
export async function roadOrders(
  token: string,
  candidates: readonly number[],
  count: number,
  accept: (order: InvoiceOrder) => boolean,
): Promise<InvoiceOrder[]> {
  const found: InvoiceOrder[] = [];
  for (const id of candidates) {
    if (found.length >= count) break;
    const { pedidoPorId: order } = z
      .object({ pedidoPorId: invoiceOrderSchema })
      .parse(await apiGraphql<unknown>(token, ORDER, { id: String(id) }));
    if (order.status !== 'A' || order.conciliacaos.length > 0 || order.utilizaSubContratado) continue;
    if (order.itens.length === 0 || order.itens.length > 12 || !accept(order)) continue;
    const sample = await apiGraphql<{ validarAmostraPedidoParaConciliacao: { success: boolean } }>(token, SAMPLE, {
      id: order.id,
    });
    if (sample.validarAmostraPedidoParaConciliacao.success) found.push(order);
  }
  if (found.length < count) throw new Error(`only ${found.length} orders on the document road, ${count} needed`);
  return found;
}

/** Per-item changes: the invoice says something else than the order. */
export type ItemChange = Partial<
  Pick<
    NfeItemInput,
    'quantity' | 'unitCost' | 'ncm' | 'saleValue' | 'icmsRate' | 'ean' | 'icmsGroup' | 'icmsCreditRate'
  >
>;

let nextInvoiceNumber = 700_000;

/**
 * An authorised NF-e for the order: every item as ordered, except the changes (by item position). The number makes
 * the access key with the supplier's CNPJ and the month: a journey whose conciliation stays accepted passes numbers of
 * its own, or another journey's invoice of the same number would be the same document (invoiceAlreadyUsed).
 */
export function invoiceFor(
  order: InvoiceOrder,
  changes: Readonly<Record<number, ItemChange>> = {},
  number: number = nextInvoiceNumber++,
): { xml: string; buffer: Buffer; accessKey: string; number: number } {
  const built = buildNfeXml({
    issuerCnpj: order.fornecedor.cnpj,
    issuerName: order.fornecedor.nome,
    recipientCnpj: order.cnpjComprador,
    number,
    items: order.itens.map((item, index) => ({
      ean: item.ean,
      code: item.codItem,
      description: item.descricaoCurta,
      ncm: item.ncm,
      quantity: item.qtCompra,
      unitCost: item.custoUnitario,
      saleValue: item.valorVenda,
      icmsRate: item.aliquotaIcms,
      ipiRate: item.aliquotaIpi,
      orderNumber: String(order.id),
      ...changes[index],
    })),
  });
  return { xml: built.xml, buffer: built.buffer, accessKey: built.accessKey, number };
}
