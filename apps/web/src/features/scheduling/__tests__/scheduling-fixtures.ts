import type { FreeGatesDto, LoadDetailDto, ProfileKey } from '@portal/domain';
import { vi, type Mock } from 'vitest';
import { meAnswer, requestPath } from '../../../test/helpers';
import { NOT_SCHEDULED } from '../../../test/load-answers';

export const LOAD_ID = 77;
export const LONG_GATE = 'Doca 2 - Recebimento de cabides e caixas';

/** The load as GET /api/carga/detalhe answers it (week 49/2026 at CD Palhoça, not scheduled). */
export function makeLoad(overrides: Partial<LoadDetailDto> = {}): LoadDetailDto {
  return {
    idCarga: LOAD_ID,
    semanaComercial: 49,
    anoSemanaComercial: '2026-49',
    idCalendarioComercial: 202649,
    centroDistribuicao: 'CD Palhoça',
    idCd: 2,
    idFornecedor: 104512,
    nomeFornecedor: 'Malharia Exemplo Ltda',
    ...NOT_SCHEDULED,
    totalPecas: 1200,
    totalVolumes: 40,
    dtCriacao: '2026-11-20T10:00:00Z',
    pedidos: [{ numero: 501, qtCompra: 1200, qtPecas: 1200, qtVolumes: 40, status: 'A', fornecedorId: 104512 }],
    ...overrides,
  };
}

type Hours = Partial<Record<string, string[]>>;

/** The free places of the week of 29/11/2026: `gate1` and `gate2` give the hours per date. */
export function makeFree(gate1: Hours, gate2: Hours): FreeGatesDto {
  const days = (hours: Hours) =>
    Array.from({ length: 7 }, (_, i) => {
      const data = `2026-${i === 0 ? '11-29' : i === 1 ? '11-30' : `12-0${i - 1}`}`;
      return { diaSemana: i + 1, data, horariosDisponiveis: hours[data] ?? [] };
    });
  return {
    idCarga: LOAD_ID,
    semanaComercial: 49,
    anoSemanaComercial: '2026-49',
    dataInicialSemana: '2026-11-29',
    nomeCd: 'CD Palhoça',
    portoes: [
      { idPortao: 1, nomePortao: 'Doca 1', listaHorarios: days(gate1) },
      { idPortao: 2, nomePortao: LONG_GATE, listaHorarios: days(gate2) },
    ],
  };
}

/** Monday 30/11: Doca 1 at 08:00 and 09:00, Doca 2 at 09:00 and 10:00; Tuesday 01/12: Doca 1 at 08:00. */
export const FREE = makeFree(
  { '2026-11-30': ['08:00:00', '09:00:00'], '2026-12-01': ['08:00:00'] },
  { '2026-11-30': ['09:00:00', '10:00:00'] },
);

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | Response;

export interface SchedulingBackend {
  load?: LoadDetailDto | Answer;
  /** each free-places answer in turn (the last one repeats) */
  free?: (FreeGatesDto | Answer)[];
  save?: Answer;
  extra?: (path: string) => Answer | undefined;
}

function isAnswer(value: unknown): value is Answer {
  return value instanceof Response || (typeof value === 'object' && value !== null && 'status' in value);
}

/** fetch for the scheduling screens; records every call but /auth/me. */
export function mockSchedulingApi(
  profile: ProfileKey,
  backend: SchedulingBackend,
): { fetch: Mock<typeof fetch>; calls: Call[] } {
  const calls: Call[] = [];
  let served = 0;
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    let answer: Answer = { status: 404, body: { code: 'notFound', message: 'not found' } };
    if (path.startsWith('/api/auth/me')) answer = { status: 200, body: meAnswer(profile) };
    else {
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.startsWith('/api/carga/detalhe/')) {
        const load = backend.load ?? makeLoad();
        answer = isAnswer(load) ? load : { status: 200, body: load };
      } else if (path.startsWith('/api/agendamento/horariosdisponiveis')) {
        const list = backend.free ?? [FREE];
        const next = list[Math.min(served, list.length - 1)]!;
        served += 1;
        answer = isAnswer(next) ? next : { status: 200, body: next };
      } else if (path.startsWith('/api/agendamento/salvarAgendamento')) {
        answer = backend.save ?? { status: 201, body: {} };
      } else answer = backend.extra?.(path) ?? answer;
    }
    if (answer instanceof Response) return answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fetch: fn, calls };
}
