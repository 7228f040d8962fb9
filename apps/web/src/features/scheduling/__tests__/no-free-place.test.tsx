import type { DayWithoutPlaceDto, FreeGatesDto } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp, storeSession } from '../../../test/helpers';
import { FREE, LOAD_ID, makeFree, mockSchedulingApi, type SchedulingBackend } from './scheduling-fixtures';

/** Issue 18: why a day or week has no free place, the nearest free places, and day buttons that fit. */
function open(backend: SchedulingBackend) {
  storeSession('fornecedor');
  const api = mockSchedulingApi('fornecedor', backend);
  return { ...renderApp(`/scheduling?id=${LOAD_ID}`), ...api };
}

const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });

/** The week of 29/11/2026 wholly beyond the term: booking opens on 02/11 for Monday 30/11. */
function beyondWeek(): FreeGatesDto {
  const empty = makeFree({}, {});
  const days: DayWithoutPlaceDto[] = [
    { data: '2026-11-29', motivo: 'cdClosed', sugestoes: [] },
    ...['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'].map((data, i) => ({
      data,
      motivo: 'beyondHorizon' as const,
      dataAbertura: `2026-11-0${i + 2}`,
      sugestoes: [],
    })),
  ];
  return {
    ...empty,
    diasSemVaga: days,
    semanaSemVaga: { motivo: 'beyondHorizon', dataAbertura: '2026-11-02', dataInicio: '2026-11-30' },
  };
}

/** FREE with Wednesday 02/12 full: the server offers Tuesday 01/12 08:00 at Doca 1, then Monday. */
function fullWednesday(): FreeGatesDto {
  return {
    ...FREE,
    diasSemVaga: [
      {
        data: '2026-12-02',
        motivo: 'full',
        sugestoes: [
          { data: '2026-12-01', horario: '08:00:00', idPortao: 1, nomePortao: 'Doca 1' },
          { data: '2026-11-30', horario: '10:00:00', idPortao: 2, nomePortao: 'Doca 2', reservado: true },
        ],
      },
    ],
  };
}

describe('/scheduling: a week without a free place says why', () => {
  it.each([
    ['pt-BR', 'Agendamento para esta semana abre em 02/11/2026.'],
    ['en-US', 'Booking for this week opens on 02/11/2026.'],
    ['es-ES', 'La programación para esta semana abre el 02/11/2026.'],
  ])('beyond the term, in %s: when booking opens', async (language, text) => {
    await i18n.changeLanguage(language);
    open({ free: [beyondWeek()] });
    expect(await screen.findByTestId('week-reason')).toHaveTextContent(text);
  });

  it('only part of the week beyond the term: from which day booking opens', async () => {
    const free = beyondWeek();
    free.diasSemVaga![1] = { data: '2026-11-30', motivo: 'full', sugestoes: [] };
    free.semanaSemVaga = { motivo: 'beyondHorizon', dataAbertura: '2026-11-03', dataInicio: '2026-12-01' };
    open({ free: [free] });
    expect(await screen.findByTestId('week-reason')).toHaveTextContent(
      'Agendamento a partir de terça-feira 01/12 abre em 03/11/2026.',
    );
  });

  it('a full week says so', async () => {
    open({ free: [{ ...makeFree({}, {}), semanaSemVaga: { motivo: 'full' } }] });
    expect(await screen.findByTestId('week-reason')).toHaveTextContent(
      'Todos os horários desta semana estão ocupados.',
    );
  });
});

describe('/scheduling: a full day opens its reason and the nearest free places', () => {
  it('shows the reason on the day, offers the nearest places and books the one chosen', async () => {
    const { user, calls } = open({
      free: [fullWednesday()],
      save: {
        status: 201,
        body: { idAgendamento: 9, idCarga: LOAD_ID, idPortao: 1, dtEntrega: '2026-12-01', horaEntrega: '08:00:00' },
      },
    });
    const days = await screen.findByRole('group', { name: 'Dia' });
    const wednesday = button(days, 'Quarta-feira 02/12');
    // unavailable, yet it opens; a day the server does not explain stays disabled (spec 000)
    expect(wednesday).toBeEnabled();
    expect(wednesday).toHaveAttribute('data-unavailable', 'true');
    expect(wednesday).toHaveTextContent('Lotado');
    expect(wednesday).toHaveAccessibleDescription('Lotado');
    expect(button(days, 'Quinta-feira 03/12')).toBeDisabled();

    await user.click(wednesday);
    expect(screen.getByText('Sem horário livre em quarta-feira 02/12')).toBeInTheDocument();
    expect(screen.getByText('Todos os horários deste dia estão ocupados.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Horário' })).toBeNull();
    const nearest = screen.getByRole('group', { name: 'Horários livres mais próximos' });
    expect(
      within(nearest)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Terça-feira 01/12 às 08:00, Doca 1', 'Segunda-feira 30/11 às 10:00, Doca 2 · Reservado para você']);

    await user.click(button(nearest, 'Terça-feira 01/12 às 08:00, Doca 1'));
    // the place is chosen whole: day, hour and gate pressed, and Save has the focus
    expect(button(days, 'Terça-feira 01/12')).toHaveAttribute('aria-pressed', 'true');
    expect(button(screen.getByRole('group', { name: 'Horário' }), '08:00')).toHaveAttribute('aria-pressed', 'true');
    expect(button(screen.getByRole('group', { name: 'Portão' }), 'Doca 1')).toHaveAttribute('aria-pressed', 'true');
    const save = screen.getByRole('button', { name: 'Salvar agendamento' });
    await waitFor(() => expect(save).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Agendamento realizado com sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      idCarga: LOAD_ID,
      idPortao: 1,
      dtEntrega: '2026-12-01',
      horaEntrega: '08:00:00',
    });
  });

  it('in en-US, and without suggestions says there is none', async () => {
    await i18n.changeLanguage('en-US');
    const free = fullWednesday();
    free.diasSemVaga![0] = { data: '2026-12-02', motivo: 'reserved', sugestoes: [] };
    const { user } = open({ free: [free] });
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(button(days, 'Wednesday 02/12')).toHaveTextContent('Reserved');
    await user.click(button(days, 'Wednesday 02/12'));
    expect(
      screen.getByText('What is left of this day’s capacity is reserved for other suppliers.'),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no other free time this week.')).toBeInTheDocument();
  });
});

describe('/scheduling: day buttons that fit a narrow column', () => {
  it('each day carries its short weekday name for narrow columns, the full one as its name', async () => {
    open({ free: [FREE] });
    const days = await screen.findByRole('group', { name: 'Dia' });
    const sunday = button(days, 'Domingo 29/11');
    expect(sunday.querySelector('[data-short]')).toHaveTextContent('Dom');
    expect(button(days, 'Segunda-feira 30/11').querySelector('[data-short]')).toHaveTextContent('Seg');
  });
});
