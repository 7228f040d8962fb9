import type { CdListItemDto, PreSchedulingDto, PreSchedulingRowDto } from '@portal/domain';
import { graphqlErrorRoute, graphqlRoute, route, type FetchHandler } from '../../../test/helpers';

const SUPPLIER = { id: 2001, nome: 'Confecções Vale do Itajaí Ltda', cnpj: '12345678000195' };
const RENNER = { id: 1, nome: 'Renner', habilitarPreAgendamentoFornecedor: true };

/** A weekly pre-scheduling of supplier 2001 at CD Cabreúva (Renner). */
export const WEEKLY: PreSchedulingDto = {
  id: 11,
  descricao: 'Reserva semanal de verão',
  capacidade: 1200,
  ativo: true,
  fornecedor: SUPPLIER,
  empresa: RENNER,
  cd: { id: 20, nome: 'CD Cabreúva' },
  portao: null,
  fusoHorario: { id: 1, descricao: 'Brasília (UTC-03:00)' },
  recebimentoCaixaria: true,
  recebimentoDeEncabidado: false,
  transferencia: false,
  diasDeTrabalho: [2, 4, 6],
  horasDeTrabalho: [
    {
      id: 31,
      dataInicial: '2026-12-01',
      dataFinal: null,
      horaInicial: '08:00:00',
      horaFinal: '12:00:00',
      tipoHoraTrabalho: { id: 1, descricao: 'Semanal' },
      diaSemana: [2, 4, 6],
    },
  ],
};

/** The list row of a pre-scheduling. */
export function rowOf(dto: PreSchedulingDto): PreSchedulingRowDto {
  const hours = dto.horasDeTrabalho[0]!;
  return {
    id: dto.id,
    descricao: dto.descricao,
    capacidade: dto.capacidade,
    ativo: dto.ativo,
    fornecedor: dto.fornecedor,
    empresa: dto.empresa,
    cd: dto.cd,
    diasDeTrabalho: dto.diasDeTrabalho,
    tipoHoraTrabalho: hours.tipoHoraTrabalho,
    dataInicial: hours.dataInicial,
    dataFinal: hours.dataFinal,
    horaInicial: hours.horaInicial,
    horaFinal: hours.horaFinal,
  };
}

/** Three CDs: two of Renner (one shared with Youcom), one of Camicado. */
export const CDS: CdListItemDto[] = [
  { id: 20, codigo: '541', nome: 'CD Cabreúva', cidade: 'Cabreúva', uf: 'SP', empresas: [{ id: 1, nome: 'Renner' }] },
  {
    id: 21,
    codigo: '542',
    nome: 'CD Palhoça',
    cidade: 'Palhoça',
    uf: 'SC',
    empresas: [
      { id: 1, nome: 'Renner' },
      { id: 4, nome: 'Youcom' },
    ],
  },
  {
    id: 30,
    codigo: '310',
    nome: 'CD Camicado Jundiaí',
    cidade: 'Jundiaí',
    uf: 'SP',
    empresas: [{ id: 3, nome: 'Camicado' }],
  },
];

export interface BackendOptions {
  saved?: PreSchedulingDto[];
  /** listarPreAgendamentosDoFornecedor fails with this message */
  listError?: string;
  /** the saves are refused as over capacity */
  overCapacity?: boolean;
}

/** The pre-scheduling screens' backend: the saved ones by id, a created one gets id 77. */
export function preSchedulingBackend({ saved = [WEEKLY], listError, overCapacity = false }: BackendOptions = {}) {
  const byId = new Map(saved.map((p) => [p.id, p]));
  const store = (id: number, input: Record<string, unknown>): PreSchedulingDto => {
    const base = byId.get(id) ?? WEEKLY;
    const dto: PreSchedulingDto = {
      ...base,
      id,
      descricao: String(input.descricao),
      capacidade: Number(input.capacidade),
    };
    byId.set(id, dto);
    return dto;
  };
  const handlers: FetchHandler[] = [
    ...(listError
      ? [
          graphqlErrorRoute('listarPreAgendamentosDoFornecedor', {
            code: 'preSchedulingListUnavailable',
            message: listError,
            status: 400,
          }),
        ]
      : []),
    ...(overCapacity
      ? ['criarPreAgendamento', 'atualizarPreAgendamento'].map((operation) =>
          graphqlErrorRoute(operation, {
            code: 'preSchedulingOverCapacity',
            message: 'x',
            status: 409,
            details: {
              field: 'preAgendamento.capacidade',
              diaSemana: 'segunda-feira',
              idDiaSemana: 2,
              hora: '08:00',
              data: '07/12/2026',
              dataIso: '2026-12-07',
              reservado: 3200,
              capacidade: 3000,
            },
          }),
        )
      : []),
    graphqlRoute('listarPreAgendamentosDoFornecedor', (v) =>
      [...byId.values()].filter((p) => p.fornecedor.id === Number(v.idFornecedor)).map(rowOf),
    ),
    (call) =>
      call.operation === 'buscarPreAgendamentoPorId' && !byId.has(Number(call.variables?.idPreAgendamento))
        ? { body: { data: null, errors: [{ message: 'x', extensions: { code: 'notFound', status: 404 } }] } }
        : undefined,
    graphqlRoute('buscarPreAgendamentoPorId', (v) => byId.get(Number(v.idPreAgendamento))),
    graphqlRoute('criarPreAgendamento', (v) => store(77, v.preAgendamento as Record<string, unknown>)),
    graphqlRoute('atualizarPreAgendamento', (v) =>
      store(Number(v.idPreAgendamento), v.preAgendamento as Record<string, unknown>),
    ),
    graphqlRoute('listarFusoHorario', () => [{ id: 1, descricao: 'Brasília (UTC-03:00)' }]),
    graphqlRoute('listarTiposHoraTrabalho', () => [
      { id: 1, descricao: 'Semanal' },
      { id: 2, descricao: 'Período' },
    ]),
    graphqlRoute('empresas', () => [
      { id: 1, codigo: '001', nome: 'Renner' },
      { id: 3, codigo: '003', nome: 'Camicado' },
      { id: 4, codigo: '004', nome: 'Youcom' },
    ]),
    route('GET', '/api/cd/listar', { body: CDS }),
  ];
  return handlers;
}
