import type { OrderFilter } from '@portal/domain';
import { vi, type Mock } from 'vitest';
import type { OrderRow } from '../api/order-row';
import { graphqlOperation, meAnswer, requestPath } from '../../../test/helpers';

/** A grid row as listarPedidos answers it. */
export function makeOrder(id: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    qtPecas: 1200,
    dtEmissao: '2026-03-05',
    status: 'A',
    naturezaPedido: 'Normal',
    marca: 'Renner',
    origemPedido: null,
    calendarioComercial: { semanaComercial: 12, ano: 2026 },
    localizacaoFisica: { id: 20, codigo: '541', nome: 'CD Cabreúva' },
    fornecedor: { id: 10, nome: 'Malharia Exemplo Ltda' },
    empresa: { id: 1, codigo: '001', nome: 'Renner' },
    cargas: [],
    conciliacaos: [],
    ...overrides,
  };
}

export const CDS = [
  { id: 20, codigo: '541', nome: 'CD Cabreúva', cidade: 'Cabreúva', uf: 'SP' },
  { id: 21, codigo: '542', nome: 'CD Curitiba', cidade: 'Curitiba', uf: 'PR' },
];

export interface ListCall {
  pagina: number;
  filtro: OrderFilter;
  max: number;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | Response;

/**
 * fetch for /main: listarPedidos answered by `pages(pagina, filtro)`, the CDs, /auth/me and links;
 * `extra` answers anything else (downloads). Records every listarPedidos call.
 */
export function mockOrdersApi(
  pages: (pagina: number, filtro: OrderFilter) => OrderRow[],
  extra?: (path: string, init?: RequestInit) => Answer | undefined,
): { fetch: Mock<typeof fetch>; calls: ListCall[] } {
  const calls: ListCall[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input);
    let answer: Answer = { status: 404, body: { code: 'notFound', message: 'not found' } };
    const graphql =
      path === '/api/graphql' ? (JSON.parse(String(init?.body)) as { query: string; variables: ListCall }) : null;
    if (graphql && graphqlOperation(graphql.query) === 'documentosAVencer') {
      // a supplier's /main asks for its expiring documents too: none here
      answer = { status: 200, body: { data: { documentosAVencer: [] } } };
    } else if (graphql) {
      const body = graphql;
      calls.push(body.variables);
      answer = { status: 200, body: { data: { listarPedidos: pages(body.variables.pagina, body.variables.filtro) } } };
    } else if (path === '/api/register/cds') answer = { status: 200, body: CDS };
    else if (path === '/api/auth/me') answer = { status: 200, body: meAnswer('fornecedor') };
    else if (path === '/api/links') answer = { status: 200, body: [] };
    else answer = extra?.(path, init) ?? answer;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fetch: fn, calls };
}

export { captureDownloads } from '../../../test/downloads';

/** Every column header of the /main grid in pt-BR, in order (a user may hide some: model/grid-columns.ts). */
export const ALL_GRID_HEADERS = [
  'Pedido',
  'Peças',
  'Emissão',
  'Status',
  'Natureza',
  'Pedido origem amostra',
  'Semana/ano',
  'CD',
  'Marca',
  'Cargas',
  'Entrega',
  'Fornecedor',
  'Conciliação',
];
