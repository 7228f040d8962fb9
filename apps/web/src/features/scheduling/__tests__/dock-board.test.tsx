import { bookingReference, type DockBoardDto, type DockBoardGateDayDto } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  graphqlErrorRoute,
  graphqlRoute,
  openHandledApp,
  operationVariables,
  renderWithProviders,
  type HandledCall,
} from '../../../test/helpers';
import { BoardList } from '../components/board-list';
import { boardWindow, fillLevel, shiftDate } from '../model/dock-board';

// WEB_TEST_NOW: Wednesday 18/03/2026 in São Paulo

function day(data: string, hours: [hora: string, usados: number][]): DockBoardGateDayDto {
  const horarios = hours.map(([hora, volumesUsados]) => ({
    hora,
    capacidade: 1000,
    cargasPorHorario: 1,
    volumesUsados,
    cargasUsadas: volumesUsados > 0 ? 1 : 0,
  }));
  return {
    data,
    aberto: horarios.length > 0,
    capacidade: horarios.length * 1000,
    volumesUsados: horarios.reduce((t, s) => t + s.volumesUsados, 0),
    horarios,
  };
}

function board(variables: Record<string, unknown>): DockBoardDto {
  const start = String(variables.dataInicio);
  const days = Number(variables.dias);
  const dates = Array.from({ length: days }, (_, i) => {
    const d = new Date(`${start}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
  const booked = dates.includes('2026-03-18');
  return {
    idCd: 1,
    nomeCd: 'CD Cabreúva',
    dataInicio: start,
    dias: days,
    cds: [{ id: 1, nome: 'CD Cabreúva' }],
    portoes: [
      {
        idPortao: 11,
        nomePortao: 'Doca 1',
        dias: dates.map((d) =>
          day(
            d,
            d === '2026-03-15'
              ? []
              : [
                  ['08:00:00', 0],
                  ['09:00:00', d === '2026-03-18' ? 300 : 0],
                ],
          ),
        ),
      },
      {
        idPortao: 12,
        nomePortao: 'Doca 2',
        dias: dates.map((d) => day(d, d === '2026-03-15' ? [] : [['08:00:00', 0]])),
      },
    ],
    agendamentos: booked
      ? [
          {
            idAgendamento: 572,
            referencia: bookingReference(572),
            idPortao: 11,
            data: '2026-03-18',
            hora: '09:00:00',
            idCarga: 9001,
            idFornecedor: 104512,
            nomeFornecedor: 'Malharia Exemplo Ltda',
            volumes: 300,
            pedidos: '501 502',
          },
        ]
      : [],
  };
}

function open(profile: 'logistica' | 'admin' | 'fornecedor' = 'logistica', path = '/dock-board') {
  return openHandledApp(path, [graphqlRoute('quadroDoca', board)], profile);
}

const lastAsked = (calls: HandledCall[]) => operationVariables(calls, 'quadroDoca').at(-1);

describe('/dock-board', () => {
  it("opens on today's São Paulo date with the CD's gates, each booking and the capacity it uses", async () => {
    const { calls } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quadro de docas · CD Cabreúva' })).toBeInTheDocument();
    expect(lastAsked(calls)).toEqual({ cd: null, dataInicio: '2026-03-18', dias: 1 });
    expect(screen.getByTestId('board-period')).toHaveTextContent('Quarta-feira, 18/03/2026');
    const table = screen.getByRole('table', { name: 'Quadro de docas de CD Cabreúva' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Portão', '08:00', '09:00']);
    const booking = within(table).getByTestId('board-booking');
    expect(booking).toHaveTextContent('Malharia Exemplo Ltda');
    expect(booking).toHaveTextContent('Carga 9001 · 300 vol.');
    expect(booking).toHaveTextContent('Pedidos: 501 502');
    expect(booking).toHaveTextContent(bookingReference(572));
    expect(within(booking).getByRole('link', { name: 'Carga 9001' })).toHaveAttribute('href', '/load-details?id=9001');
    expect(within(table).getAllByText('300 de 1.000 vol.')[0]).toHaveAttribute('data-level', 'partial');
    expect(screen.getByTestId('board-totals')).toHaveTextContent('1 agendamento · 300 de 3.000 volumes');
    // a logistics user has its one CD: nothing to pick
    expect(screen.getByRole('textbox', { name: 'CD' })).toBeDisabled();
  });

  it('switches to the commercial week (Sunday to Saturday) and walks weeks and days', async () => {
    const { user, calls, router } = open();
    await screen.findByTestId('board-booking');
    await user.click(screen.getByText('Semana'));
    await waitFor(() => expect(lastAsked(calls)).toEqual({ cd: null, dataInicio: '2026-03-15', dias: 7 }));
    expect(router.state.location.search).toContain('vista=week');
    expect(await screen.findByText('Semana 12/2026 · 15/03/2026 a 21/03/2026')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    // Sunday is closed at both gates
    expect(within(table).getAllByText('Fechado')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    await waitFor(() => expect(lastAsked(calls)).toEqual({ cd: null, dataInicio: '2026-03-22', dias: 7 }));
    expect(await screen.findByText('Nenhuma entrega agendada nesta semana.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    await user.click(screen.getByText('Dia'));
    // today's day was asked first: shown again from the cache
    await waitFor(() => expect(screen.getByTestId('board-period')).toHaveTextContent('Quarta-feira, 18/03/2026'));
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await waitFor(() => expect(lastAsked(calls)).toEqual({ cd: null, dataInicio: '2026-03-17', dias: 1 }));
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open();
    await screen.findByTestId('board-booking');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the CD is closed on the day, and when a CD is not the user’s (404)', async () => {
    open('logistica', '/dock-board?data=2026-03-15');
    expect(await screen.findByRole('heading', { name: 'CD fechado neste dia' })).toBeInTheDocument();
  });

  it('answers a CD outside the scope like an unknown one, with a way to the first CD', async () => {
    const { user, calls } = openHandledApp(
      '/dock-board?cd=4',
      [
        (call) =>
          call.operation === 'quadroDoca' && call.variables?.cd === 4
            ? graphqlErrorRoute('quadroDoca', { code: 'notFound', message: 'x', status: 404 })(call)
            : graphqlRoute('quadroDoca', board)(call),
      ],
      'logistica',
    );
    expect(await screen.findByRole('heading', { name: 'CD não encontrado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir o primeiro CD disponível' }));
    await waitFor(() => expect(lastAsked(calls)).toEqual({ cd: null, dataInicio: '2026-03-18', dias: 1 }));
  });

  it('is in the menu of Logistica and Admin only', async () => {
    open('admin');
    expect(await screen.findByRole('link', { name: 'Quadro de docas' })).toBeInTheDocument();
  });

  it('is not a supplier’s page', async () => {
    open('fornecedor');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Quadro de docas' })).not.toBeInTheDocument();
  });
});

describe('the board on a phone', () => {
  it('lists each day’s gates with their bookings, usage and closed days', () => {
    renderWithProviders(
      <MemoryRouter>
        <BoardList board={board({ dataInicio: '2026-03-15', dias: 7 })} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('region', { name: 'Quadro de docas de CD Cabreúva' });
    expect(within(list).getByText('Quarta-feira 18/03/2026')).toBeInTheDocument();
    expect(within(list).getByTestId('board-booking')).toHaveTextContent('09:00 · Malharia Exemplo Ltda');
    expect(within(list).getByText('300 de 2.000 vol.')).toBeInTheDocument();
    // Sunday: both gates closed
    expect(within(list).getAllByText('Fechado')).toHaveLength(2);
  });
});

describe('dock board model', () => {
  it('asks one day, or the commercial week holding it, and moves by a day or a week', () => {
    expect(boardWindow('day', '2026-03-18')).toEqual({ dataInicio: '2026-03-18', dias: 1 });
    expect(boardWindow('week', '2026-03-18')).toEqual({ dataInicio: '2026-03-15', dias: 7 });
    expect(boardWindow('week', '2026-03-15')).toEqual({ dataInicio: '2026-03-15', dias: 7 });
    expect(shiftDate('day', '2026-03-31', 1)).toBe('2026-04-01');
    expect(shiftDate('week', '2026-03-18', -1)).toBe('2026-03-11');
  });

  it.each([
    [0, 1000, 'free'],
    [300, 1000, 'partial'],
    [1000, 1000, 'full'],
    [1200, 1000, 'full'],
    [50, 0, 'full'],
  ] as const)('%i of %i is %s', (used, capacity, level) => expect(fillLevel(used, capacity)).toBe(level));
});
