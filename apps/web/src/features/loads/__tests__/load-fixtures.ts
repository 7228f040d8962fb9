import type { CdListItemDto, CdWeekOrderDto, LoadDetailDto, LoadListItemDto, LoadOrderDto } from '@portal/domain';
import type { Mock } from 'vitest';
import { mockHandledApi, route, type FetchHandler, type HandledCall, type HandlerAnswer } from '../../../test/helpers';
import { NOT_SCHEDULED } from '../../../test/load-answers';

export function makeListItem(idCarga: number, overrides: Partial<LoadListItemDto> = {}): LoadListItemDto {
  return {
    idCarga,
    semanaComercial: 48,
    anoSemanaComercial: '2026-48',
    idCd: 20,
    centroDistribuicao: 'CD Palhoça',
    idFornecedor: 10,
    nomeFornecedor: 'Malharia Exemplo Ltda',
    qtPedidos: 2,
    totalPecas: 1500,
    totalVolumes: 30,
    idAgendamento: null,
    nomePortao: null,
    dtEntrega: null,
    horaEntrega: null,
    status: 'ABERTA',
    dtCriacao: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A page of /load's list (GET /api/carga/listarpaginado/…): the rows, its number and whether more follow. */
export function loadPage(itens: LoadListItemDto[], pagina = 0, temMais = false) {
  return { itens, pagina, temMais };
}

/** The /load list's route of a target (`fornecedor/10`, `cd/20`) answering one page. */
export function listRoute(target: string, itens: LoadListItemDto[]): FetchHandler {
  return route('GET', `/api/carga/listarpaginado/${target}`, { body: loadPage(itens) });
}

export function makeLoadOrder(numero: number, overrides: Partial<LoadOrderDto> = {}): LoadOrderDto {
  return { numero, qtCompra: 1000, qtPecas: 1000, qtVolumes: 20, status: 'A', fornecedorId: 10, ...overrides };
}

/** A load with its totals computed from its orders. */
export function makeLoad(idCarga: number, overrides: Partial<LoadDetailDto> = {}): LoadDetailDto {
  const pedidos = overrides.pedidos ?? [
    makeLoadOrder(4500001),
    makeLoadOrder(4500002, { qtPecas: 500, qtVolumes: 10 }),
  ];
  return {
    idCarga,
    semanaComercial: 48,
    anoSemanaComercial: '2026-48',
    idCalendarioComercial: 202648,
    centroDistribuicao: 'CD Palhoça',
    idCd: 20,
    idFornecedor: 10,
    nomeFornecedor: 'Malharia Exemplo Ltda',
    ...NOT_SCHEDULED,
    dtCriacao: '2026-11-20T12:00:00.000Z',
    ...overrides,
    pedidos,
    totalPecas: pedidos.reduce((sum, p) => sum + p.qtPecas, 0),
    totalVolumes: pedidos.reduce((sum, p) => sum + p.qtVolumes, 0),
  };
}

/** The load scheduled on a date (YYYY-MM-DD) at 09:00, gate "Doca 2". */
export function scheduledOn(load: LoadDetailDto, dtEntrega: string): LoadDetailDto {
  return { ...load, idAgendamento: 77, portao: 7, nomePortao: 'Doca 2', dtEntrega, horaEntrega: '09:00:00' };
}

export function makeCdWeekOrder(id: number, overrides: Partial<CdWeekOrderDto> = {}): CdWeekOrderDto {
  return {
    id,
    qtCompra: 800,
    qtVolumes: 16,
    dtEmissao: '2026-11-02',
    naturezaPedido: 'Normal',
    status: 'A',
    ...overrides,
  };
}

export const CDS: CdListItemDto[] = [
  { id: 20, codigo: '541', nome: 'CD Cabreúva', cidade: 'Cabreúva', uf: 'SP', empresas: [] },
  { id: 21, codigo: '542', nome: 'CD Palhoça', cidade: 'Palhoça', uf: 'SC', empresas: [] },
];

export type Call = HandledCall;
export type Handler = FetchHandler;
type Answer = HandlerAnswer;

/**
 * fetch answering with the handlers (the first that answers wins), /api/auth/me (the layout's) with a
 * supplier, and anything else with 404 notFound. Every call is recorded, GraphQL ones with their operation name.
 */
export function mockLoadsApi(...handlers: Handler[]): { fetch: Mock<typeof fetch>; calls: Call[] } {
  return mockHandledApi('fornecedor', handlers);
}

export { route };

/** Answers a GraphQL operation (by the name after `query`). */
export function graphqlOperation(name: string, data: (variables: Record<string, unknown>) => unknown): Handler {
  return (call) => {
    if (call.method !== 'POST' || call.path !== '/api/graphql') return undefined;
    const { query, variables } = call.body as { query: string; variables: Record<string, unknown> };
    if (!new RegExp(`(query|mutation)\\s+${name}\\b`).test(query)) return undefined;
    return { body: { data: { [name]: data(variables) } } };
  };
}

export const refusal = (code: string, status: number): Answer => ({ status, body: { code, message: code } });
