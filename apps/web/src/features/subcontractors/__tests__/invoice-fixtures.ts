import type {
  ProfileKey,
  SubcontractorInvoiceDto,
  SubcontractorInvoiceInput,
  SubcontractorSummaryDto,
} from '@portal/domain';
import { act, screen } from '@testing-library/react';
import { mockHandledApi, renderApp, storeSession, type HandledCall } from '../../../test/helpers';
import type { OrderHead } from '../../../lib/order-head';
import type { InvoiceOrder } from '../api/invoice-order';

/** The order of the invoice screen's tests: 1,000 pieces of a Camicado order of supplier 10 that uses a subcontractor. */
export const ORDER_ID = 4_215_729;
export const SUPPLIER_ID = 10;

export const HEAD: OrderHead = {
  id: ORDER_ID,
  status: 'A',
  naturezaPedido: 'Normal',
  marca: 'Camicado',
  fornecedor: { id: SUPPLIER_ID, nome: 'Confecções Vale do Itajaí Ltda' },
  empresa: { id: 3, codigo: '003', nome: 'Camicado' },
  localizacaoFisica: { id: 4, codigo: '980', nome: 'CD Extrema' },
  calendarioComercial: { semanaComercial: 12, ano: 2026 },
};

const status = (id: number) => ({ id, descricao: id === 1 ? 'Conciliado' : String(id) });

export function invoiceOrder(overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    id: ORDER_ID,
    qtPecas: 1000,
    utilizaSubContratado: true,
    sustentabilidade: 'NENHUM',
    naturezaPedido: 'Normal',
    fornecedor: { id: SUPPLIER_ID, exigirDeclProdutor: true },
    empresa: { exigirDeclProdutor: false, exigirCertSustentabilidade: false },
    conciliacaos: [],
    ...overrides,
  };
}

/** A current 2/2 conciliation (or another result). */
export const conciliation = (commercial: number, fiscal: number) => ({
  statusConciliacaoComercial: status(commercial),
  statusConciliacaoFiscal: status(fiscal),
});

export const SUBCONTRACTORS: SubcontractorSummaryDto[] = [
  {
    id: 1,
    cnpj: '61450000000124',
    nomeFantasia: 'Facção Costura Fina',
    razaoSocial: 'Facção Costura Fina Ltda',
    status: { id: 1, descricao: 'Ativo' },
  },
  {
    id: 2,
    cnpj: '61450137000183',
    nomeFantasia: 'Ateliê Linha & Agulha',
    razaoSocial: 'Ateliê Linha & Agulha Eireli',
    status: { id: 1, descricao: 'Ativo' },
  },
];

export function invoice(id: number, overrides: Partial<SubcontractorInvoiceDto> = {}): SubcontractorInvoiceDto {
  return {
    id,
    idPedido: ORDER_ID,
    fornecedor: { id: SUPPLIER_ID, nome: HEAD.fornecedor.nome },
    subcontratado: SUBCONTRACTORS[0]!,
    dataNotaFiscalSaida: '2026-03-02',
    numeroNotaFiscalSaida: `4821${id}`,
    quantidadePecasSaida: 600,
    dataNotaFiscalRetorno: null,
    numeroNotaFiscalRetorno: null,
    quantidadePecasRetorno: null,
    ...overrides,
  };
}

/** The form both tests fill in, as the domain's schema parses it: an outbound invoice of 400 pieces on 10/03/2026. */
export function parsedInput(overrides: Partial<SubcontractorInvoiceInput> = {}): SubcontractorInvoiceInput {
  return {
    idPedido: ORDER_ID,
    idFornecedor: SUPPLIER_ID,
    idSubcontratado: 1,
    dataNotaFiscalSaida: '2026-03-10',
    numeroNotaFiscalSaida: '48213',
    quantidadePecasSaida: 400,
    dataNotaFiscalRetorno: null,
    numeroNotaFiscalRetorno: null,
    quantidadePecasRetorno: null,
    ...overrides,
  };
}

/** A GraphQL error answer as the server sends it. */
export const refusal = (code: string, message: string, status = 422) => ({
  error: { code, message, status },
});

export interface InvoiceBackend {
  order?: InvoiceOrder;
  invoices?: SubcontractorInvoiceDto[];
  /** Answers a mutation instead of the fake store (a refusal). */
  mutation?: (operation: string, variables: Record<string, unknown>) => ReturnType<typeof refusal> | undefined;
}

/**
 * The screen's API: the order's head and fields, its invoices (a store the mutations change, as the server would)
 * and the pick list. Every call is recorded, GraphQL ones with their operation and variables.
 */
export function mockInvoiceApi(profile: ProfileKey, backend: InvoiceBackend = {}) {
  const store = { invoices: [...(backend.invoices ?? [])], next: 100 };
  const answer = (data: Record<string, unknown>) => ({ body: { data } });
  const { calls } = mockHandledApi(profile, [
    (call: HandledCall) => {
      if (call.path !== '/api/graphql') return undefined;
      const variables = call.variables ?? {};
      const refused = call.operation ? backend.mutation?.(call.operation, variables) : undefined;
      if (refused)
        return { body: { data: null, errors: [{ message: refused.error.message, extensions: refused.error }] } };
      switch (call.operation) {
        case 'pedidoCabecalho':
          return answer({ pedidoPorId: HEAD });
        case 'pedidoParaNotaSubcontratado':
          return answer({ pedidoPorId: backend.order ?? invoiceOrder() });
        case 'notasFiscaisSubcontratadoDoPedido':
          return answer({ buscarNotasFiscaisSubcontratadoPorPedido: store.invoices });
        case 'notaFiscalSubcontratado':
          return answer({
            buscarNotaFiscalSubcontratadoPorId: store.invoices.find((i) => i.id === variables.idNotaFiscal),
          });
        case 'subcontratadosDoPedido':
          return answer({ subcontratadosDoPedido: SUBCONTRACTORS });
        case 'criarNotaFiscalSubcontratado':
        case 'atualizarNotaFiscalSubcontratado': {
          const nf = variables.notaFiscal as Record<string, unknown>;
          const id = (variables.idNotaFiscal as number | undefined) ?? store.next++;
          const saved = invoice(id, {
            subcontratado: SUBCONTRACTORS.find((s) => s.id === nf.idSubcontratado)!,
            dataNotaFiscalSaida: nf.dataNotaFiscalSaida as string,
            numeroNotaFiscalSaida: nf.numeroNotaFiscalSaida as string,
            quantidadePecasSaida: nf.quantidadePecasSaida as number,
            dataNotaFiscalRetorno: nf.dataNotaFiscalRetorno as string | null,
            numeroNotaFiscalRetorno: nf.numeroNotaFiscalRetorno as string | null,
            quantidadePecasRetorno: nf.quantidadePecasRetorno as number | null,
          });
          store.invoices = [...store.invoices.filter((i) => i.id !== id), saved].sort((a, b) => a.id - b.id);
          return answer({ [call.operation]: saved });
        }
        case 'deletarNotaFiscalSubcontratado':
          store.invoices = store.invoices.filter((i) => i.id !== variables.idNotaFiscal);
          return answer({ deletarNotaFiscalSubcontratado: true });
        default:
          return undefined;
      }
    },
  ]);
  return { calls, store };
}

/** The GraphQL calls of one operation, their variables. */
export const callsOf = (calls: HandledCall[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

/**
 * /subcontractor-invoice?id= of the order, reached with the navigation state given (none: opened by address; /main's
 * reconcile routing passes `{ idPedido, from: 'reconcile' }`, the order options `{ idPedido, order: { id } }`).
 */
export async function openInvoicePage(
  profile: ProfileKey,
  backend: InvoiceBackend = {},
  state?: Record<string, unknown>,
) {
  storeSession(profile);
  const api = mockInvoiceApi(profile, backend);
  const path = `/subcontractor-invoice?id=${ORDER_ID}`;
  const harness = renderApp(path);
  if (state) await act(() => harness.router.navigate(path, { state, replace: true }));
  await screen.findByRole('heading', { level: 1, name: `Notas fiscais de subcontratado do pedido ${ORDER_ID}` });
  await screen.findByRole('list', { name: 'Dados do pedido' });
  return { ...harness, ...api };
}
