import {
  addDays,
  minimumVariationStart,
  type CdDetailDto,
  type CdExceptionDto,
  type CdListItemDto,
  type GateDto,
  type GateHourDto,
  todayInSaoPaulo,
  type ProfileKey,
} from '@portal/domain';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { Mock } from 'vitest';
import { meAnswer, mockApi, renderApp, renderWithProviders, storeSession, type MockRoute } from '../../../test/helpers';
import type { CdSession } from '../model/access';

export const CD_LIST: CdListItemDto[] = [
  {
    id: 1,
    codigo: '541',
    nome: 'CD Cabreúva',
    cidade: 'Cabreúva',
    uf: 'SP',
    empresas: [
      { id: 1, nome: 'Renner' },
      { id: 3, nome: 'Camicado' },
    ],
  },
  {
    id: 5,
    codigo: '545',
    nome: 'CD Duque de Caxias',
    cidade: 'Duque de Caxias',
    uf: 'RJ',
    empresas: [{ id: 4, nome: 'Youcom' }],
  },
];

const weekdays = (start: string, end: string) => ({ hrInicial: start, hrFim: end });

/** CD hours as seeded: Mon-Fri 06:00-22:00, Sat 07:00-13:00, Sun closed. */
export const CD_HOURS = [1, 2, 3, 4, 5, 6, 7].map((idDiaSemana) => ({
  idDiaSemana,
  ...(idDiaSemana === 1
    ? weekdays('00:00:00', '00:00:00')
    : idDiaSemana === 7
      ? weekdays('07:00:00', '13:00:00')
      : weekdays('06:00:00', '22:00:00')),
}));

export const CD_DETAIL: CdDetailDto = { ...CD_LIST[1]!, horarioCd: CD_HOURS };

export function gateHours(overrides: Partial<GateHourDto> = {}): GateHourDto[] {
  return [1, 2, 3, 4, 5, 6, 7].map((idDiaSemana) => ({
    id: 100 + idDiaSemana,
    idDiaSemana,
    hrInicial: '08:00:00',
    hrFim: idDiaSemana === 1 ? '08:00:00' : idDiaSemana === 7 ? '12:00:00' : '18:00:00',
    intervalo: idDiaSemana === 7 ? 2 : 1,
    capacidade: idDiaSemana === 1 ? 0 : 3000,
    carga: 1,
    ...overrides,
  }));
}

export const GATES: GateDto[] = [
  { id: 51, idCd: 5, nome: 'Portão 1', descricao: 'Doca principal', capacidadeDinamica: false, horarios: gateHours() },
  {
    id: 52,
    idCd: 5,
    nome: 'Portão de recebimento expresso noturno',
    descricao: null,
    capacidadeDinamica: true,
    horarios: gateHours({ carga: 3, capacidade: 6000 }),
  },
];

export const EXCEPTIONS: CdExceptionDto[] = [
  { id: 9, idCd: 5, data: '2026-12-25', descricao: 'Natal' },
  { id: 8, idCd: 5, data: '2026-11-20', descricao: 'Dia Nacional de Zumbi e da Consciência Negra' },
];

/** The earliest Sunday a new variation may start, as the server would answer it today. */
export const DATA_MINIMA = minimumVariationStart(todayInSaoPaulo());
export const NEXT_WEEK = addDays(DATA_MINIMA, 7);

export type FetchMock = Mock<typeof globalThis.fetch>;

/** The routes every CD screen needs, after the test's own (first match wins). */
export function cdRoutes(profile: ProfileKey, routes: MockRoute[] = []): MockRoute[] {
  return [
    ...routes,
    { path: '/api/auth/me', body: meAnswer(profile) },
    { path: '/api/cd/listar', body: CD_LIST },
    { path: '/api/cd/detalhe/5', body: CD_DETAIL },
    { path: '/api/portoes/cd/5', body: GATES },
    { path: '/api/excecoes/cd/5', body: EXCEPTIONS },
    { path: '/api/variacao/51', status: 404, body: { code: 'variation010', message: 'variation010' } },
    { path: '/api/variacao/maiorData', body: { maiorData: null, dataMinima: DATA_MINIMA } },
  ];
}

/** Signs in as a profile (logistics bound to CD `idCd`), answers the CD calls and opens a path. */
export function openCdScreen(
  path: string,
  profile: ProfileKey = 'admin',
  routes: MockRoute[] = [],
  idCd?: number,
): ReturnType<typeof renderApp> & { fetch: FetchMock } {
  storeSession(profile, idCd === undefined ? {} : { idCd });
  const fetch = mockApi(cdRoutes(profile, routes));
  return { ...renderApp(path), fetch };
}

/**
 * A CD page rendered alone at `path` with the session app/ would give it, no token stored (the CD calls answered as
 * for `profile`): a session of each call's choosing decides what the page allows.
 */
export function pageWithSession(path: string, Page: ComponentType<{ session: CdSession }>, profile: ProfileKey) {
  mockApi(cdRoutes(profile));
  return (session: CdSession) =>
    renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Page session={session} />
      </MemoryRouter>,
    );
}

/** The JSON bodies sent with a method to a path. */
export function sentBodies(fn: FetchMock, method: string, path: string | RegExp): unknown[] {
  return fn.mock.calls
    .filter(([input, init]) => {
      const url = String(input).replace(/^https?:\/\/[^/]+/, '');
      const matches = typeof path === 'string' ? url.split('?')[0] === path : path.test(url);
      return (init?.method ?? 'GET').toUpperCase() === method && matches;
    })
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export const toast = (text: string) => screen.findByText(text);
