import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp, renderWithProviders, storeSession } from '../../../test/helpers';
import { SchedulingPage } from '../pages/scheduling-page';
import {
  FREE,
  LOAD_ID,
  LONG_GATE,
  makeFree,
  makeLoad,
  mockSchedulingApi,
  type SchedulingBackend,
} from './scheduling-fixtures';

function open(backend: SchedulingBackend = {}, profile: 'fornecedor' | 'admin' | 'logistica' = 'fornecedor') {
  storeSession(profile);
  const api = mockSchedulingApi(profile, backend);
  return { ...renderApp(`/scheduling?id=${LOAD_ID}`), ...api };
}

const group = (name: string) => screen.getByRole('group', { name });
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });
const saveButton = () => screen.getByRole('button', { name: 'Salvar agendamento' });

async function ready() {
  await screen.findByRole('heading', { level: 1, name: `Agendamento da carga ${LOAD_ID}` });
  return screen.findByRole('group', { name: 'Dia' });
}

describe('/scheduling: choosing a place', () => {
  it('shows the week from Sunday to Saturday, disables days without hours, then hours and gates of the day', async () => {
    const { user, calls } = open();
    const days = await ready();
    expect(screen.getByText('Semana 49/2026 (29/11 – 05/12) · CD Palhoça · 40 volumes')).toBeInTheDocument();
    const names = within(days)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Domingo 29/11',
      'Segunda-feira 30/11',
      'Terça-feira 01/12',
      'Quarta-feira 02/12',
      'Quinta-feira 03/12',
      'Sexta-feira 04/12',
      'Sábado 05/12',
    ]);
    expect(button(days, 'Domingo 29/11')).toBeDisabled();
    expect(button(days, 'Segunda-feira 30/11')).toBeEnabled();
    expect(button(days, 'Segunda-feira 30/11')).toHaveTextContent('3 horários livres');
    expect(button(days, 'Terça-feira 01/12')).toHaveTextContent('1 horário livre');
    expect(button(days, 'Quarta-feira 02/12')).toBeDisabled();
    expect(button(days, 'Quarta-feira 02/12')).toHaveTextContent('Sem horários');
    expect(screen.getByText('Escolha um dia para ver os horários livres.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(button(days, 'Segunda-feira 30/11'));
    expect(button(days, 'Segunda-feira 30/11')).toHaveAttribute('aria-pressed', 'true');
    expect(button(days, 'Terça-feira 01/12')).toHaveAttribute('aria-pressed', 'false');
    // the union of the gates' hours, in order
    const hours = group('Horário');
    expect(
      within(hours)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['08:00', '09:00', '10:00']);
    expect(screen.getByText('Escolha um horário para ver os portões livres.')).toBeInTheDocument();

    await user.click(button(hours, '08:00'));
    expect(
      within(group('Portão'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Doca 1']);
    await user.click(button(group('Horário'), '09:00'));
    const gates = group('Portão');
    expect(
      within(gates)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Doca 1', LONG_GATE]);
    // a long gate name is cut to 24 characters; the button keeps the full name
    expect(button(gates, LONG_GATE)).toHaveTextContent(/^Doca 2 - Recebimento de…$/);
    expect(saveButton()).toBeDisabled();

    await user.click(button(gates, LONG_GATE));
    expect(button(gates, LONG_GATE)).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton()).toBeEnabled();
    expect(screen.getByText(`Entrega em segunda-feira, 30/11/2026, às 09:00 (${LONG_GATE}).`)).toBeInTheDocument();

    // another day clears the hour and the gate
    await user.click(button(days, 'Terça-feira 01/12'));
    expect(
      within(group('Horário'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['08:00']);
    expect(screen.queryByRole('group', { name: 'Portão' })).toBeNull();
    expect(saveButton()).toBeDisabled();

    // a supplier asks for the places under its own terms
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual([
      `/api/carga/detalhe/${LOAD_ID}`,
      `/api/agendamento/horariosdisponiveis/${LOAD_ID}`,
    ]);
  });

  it('is usable from the keyboard', async () => {
    const { user } = open();
    const days = await ready();
    button(days, 'Segunda-feira 30/11').focus();
    await user.keyboard('{Enter}');
    expect(button(days, 'Segunda-feira 30/11')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    // the next enabled day, then on to the hours
    expect(button(days, 'Terça-feira 01/12')).toHaveFocus();
    await user.tab();
    expect(button(group('Horário'), '08:00')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button(group('Portão'), 'Doca 1')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(saveButton()).toBeEnabled();
  });

  it('admin and logistics users ask for the CD-wide places', async () => {
    const admin = open({}, 'admin');
    await ready();
    expect(admin.calls.map((c) => c.path)).toContain(`/api/agendamento/horariosdisponiveiscd/${LOAD_ID}`);
    expect(admin.calls.map((c) => c.path)).not.toContain(`/api/agendamento/horariosdisponiveis/${LOAD_ID}`);
  });

  it('logistics users too', async () => {
    const logistics = open({}, 'logistica');
    await ready();
    expect(logistics.calls.map((c) => c.path)).toContain(`/api/agendamento/horariosdisponiveiscd/${LOAD_ID}`);
  });

  it('follows the permissions app/ passes in, with no token stored', async () => {
    const { calls } = mockSchedulingApi('fornecedor', {});
    const page = (permissions: readonly string[]) => (
      <MemoryRouter initialEntries={[`/scheduling?id=${LOAD_ID}`]}>
        <SchedulingPage permissions={permissions} />
      </MemoryRouter>
    );
    const { unmount } = renderWithProviders(page(['scheduling']));
    await ready();
    expect(calls.map((c) => c.path)).toContain(`/api/agendamento/horariosdisponiveis/${LOAD_ID}`);
    expect(calls.map((c) => c.path)).not.toContain(`/api/agendamento/horariosdisponiveiscd/${LOAD_ID}`);
    unmount();
    renderWithProviders(page(['scheduling', 'admin_alter_load_permissions']));
    await ready();
    expect(calls.map((c) => c.path)).toContain(`/api/agendamento/horariosdisponiveiscd/${LOAD_ID}`);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('/scheduling: saving', () => {
  async function choose(user: ReturnType<typeof open>['user'], day: string, hour: string, gate: string) {
    const days = await ready();
    await user.click(button(days, day));
    await user.click(button(group('Horário'), hour));
    await user.click(button(group('Portão'), gate));
  }

  it('books a new place, shows scheduling001 and goes back to the load details', async () => {
    const { user, calls, router } = open({
      save: {
        status: 201,
        body: { idAgendamento: 9, idCarga: LOAD_ID, idPortao: 2, dtEntrega: '2026-11-30', horaEntrega: '09:00:00' },
      },
    });
    await choose(user, 'Segunda-feira 30/11', '09:00', LONG_GATE);
    await user.click(saveButton());
    expect(await screen.findByText('Agendamento realizado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/load-details'));
    expect(router.state.location.search).toBe(`?id=${LOAD_ID}`);
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/agendamento/salvarAgendamento/',
      body: { idCarga: LOAD_ID, idPortao: 2, dtEntrega: '2026-11-30', horaEntrega: '09:00:00' },
    });
  });

  it('moves a booked load to another place through its schedule id and never offers the current place', async () => {
    const load = makeLoad({
      idAgendamento: 555,
      portao: 1,
      nomePortao: 'Doca 1',
      dtEntrega: '2026-11-30',
      horaEntrega: '08:00:00',
    });
    const { user, calls, router } = open({
      load,
      save: {
        status: 200,
        body: { idAgendamento: 555, idCarga: LOAD_ID, idPortao: 1, dtEntrega: '2026-11-30', horaEntrega: '09:00:00' },
      },
    });
    const days = await ready();
    expect(
      screen.getByText(
        'Entrega marcada para segunda-feira, 30/11/2026, às 08:00 (Doca 1). Para alterar, escolha outro dia, horário ou portão.',
      ),
    ).toBeInTheDocument();
    // nothing preselected
    expect(
      within(days)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true'),
    ).toHaveLength(0);
    await user.click(button(days, 'Segunda-feira 30/11'));
    // 08:00 was only free at Doca 1, the current place
    expect(
      within(group('Horário'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00', '10:00']);
    await user.click(button(group('Horário'), '09:00'));
    await user.click(button(group('Portão'), 'Doca 1'));
    expect(screen.getByText('Nova entrega em segunda-feira, 30/11/2026, às 09:00 (Doca 1).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    expect(await screen.findByText('Agendamento alterado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/load-details'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/agendamento/salvarAgendamento/555',
      body: { idCarga: LOAD_ID, idPortao: 1, dtEntrega: '2026-11-30', horaEntrega: '09:00:00' },
    });
  });

  it('a place taken meanwhile (scheduling010): toast, the places are fetched again, the user stays', async () => {
    const after = makeFree(
      { '2026-11-30': ['08:00:00', '09:00:00'], '2026-12-01': ['08:00:00'] },
      { '2026-11-30': ['10:00:00'] },
    );
    const { user, calls, router } = open({
      free: [FREE, after],
      save: { status: 409, body: { code: 'scheduling010', message: 'Horário já agendado.' } },
    });
    await choose(user, 'Segunda-feira 30/11', '09:00', LONG_GATE);
    await user.click(saveButton());
    expect(await screen.findByText('Horário já agendado. Escolha outro horário.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/agendamento/horariosdisponiveis/'))).toHaveLength(2),
    );
    // the gate went; the day and the hour (still free at Doca 1) stay chosen
    await waitFor(() =>
      expect(
        within(group('Portão'))
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Doca 1']),
    );
    expect(button(group('Horário'), '09:00')).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton()).toBeDisabled();
    expect(router.state.location.pathname).toBe('/scheduling');
  });

  it.each([
    ['scheduling011', 422, 'Não é possível agendar em semana anterior à atual.'],
    ['scheduling012', 422, 'Semana anterior à atual. Entre em contato com o setor de compras.'],
    ['scheduling013', 422, 'Status de pedido não permitido: todos os pedidos devem estar disponíveis (A).'],
    ['scheduling014', 422, 'É necessário no mínimo 2 dias de antecedência para alterar uma carga agendada.'],
    ['notFound', 404, 'Registro não encontrado.'],
  ])('shows %s as a translated toast and stays', async (code, status, text) => {
    const { user, router, calls } = open({ save: { status, body: { code, message: code } } });
    await choose(user, 'Terça-feira 01/12', '08:00', 'Doca 1');
    await user.click(saveButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scheduling');
    expect(calls.filter((c) => c.path.startsWith('/api/agendamento/horariosdisponiveis/'))).toHaveLength(1);
  });

  it('shows the error in English', async () => {
    await i18n.changeLanguage('en-US');
    storeSession('fornecedor');
    mockSchedulingApi('fornecedor', {
      save: { status: 422, body: { code: 'scheduling014', message: 'x' } },
    });
    const { user } = renderApp(`/scheduling?id=${LOAD_ID}`);
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(screen.getByRole('heading', { level: 1, name: `Schedule load ${LOAD_ID}` })).toBeInTheDocument();
    await user.click(button(days, 'Tuesday 01/12'));
    await user.click(button(screen.getByRole('group', { name: 'Time' }), '08:00'));
    await user.click(button(screen.getByRole('group', { name: 'Gate' }), 'Doca 1'));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await screen.findByText('At least 2 days’ notice are needed to change a scheduled load.'),
    ).toBeInTheDocument();
  });
});

describe('/scheduling: other states', () => {
  it('explains a week without any free place and offers the way back', async () => {
    const { user, router } = open({ free: [makeFree({}, {})] });
    expect(await screen.findByText('Nenhum horário livre nesta semana')).toBeInTheDocument();
    expect(
      screen.getByText(/Não há horário disponível para esta carga na semana 49\/2026 em CD Palhoça\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dia' })).toBeNull();
    const backs = screen.getAllByRole('button', { name: 'Voltar' });
    await user.click(backs.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/load-details'));
  });

  it("shows the current language's segment of a free-places refusal", async () => {
    const message = '[pt-br]Semana fechada para agendamento;[en-us]Week closed for booking;';
    open({ free: [{ status: 422, body: { code: 'default', message } }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Semana fechada para agendamento');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows segments given in the details too', async () => {
    const segments = '[pt-br]CD sem portões;[en-us]CD without gates;';
    open({ free: [{ status: 404, body: { code: 'notFound', message: 'x', details: { segments } } }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('CD sem portões');
  });

  it('says when the load is not found', async () => {
    open({ load: { status: 404, body: { code: 'notFound', message: 'Registro não encontrado.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado.');
  });

  it('does not offer places when an order of the load is not A', async () => {
    const load = makeLoad({
      pedidos: [
        { numero: 1, qtCompra: 1, qtPecas: 1, qtVolumes: 1, status: 'A', fornecedorId: 1 },
        { numero: 2, qtCompra: 1, qtPecas: 1, qtVolumes: 1, status: 'W', fornecedorId: 1 },
      ],
    });
    open({ load });
    expect(await screen.findByText('Esta carga não pode ser agendada')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dia' })).toBeNull();
  });

  it('without a load id says so and goes back to the loads', async () => {
    storeSession('fornecedor');
    const { calls } = mockSchedulingApi('fornecedor', {});
    const { user, router } = renderApp('/scheduling');
    expect(await screen.findByText(/Nenhuma carga informada/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/load'));
  });
});

describe('/scheduling: capacity reserved for the supplier (pre-scheduling, A15)', () => {
  /** FREE with Monday 09:00 reserved for the load's supplier at Doca 2 (horariosReservados). */
  function reservedFree() {
    return {
      ...FREE,
      portoes: FREE.portoes.map((p) =>
        p.idPortao !== 2
          ? p
          : {
              ...p,
              listaHorarios: p.listaHorarios.map((d) =>
                d.data === '2026-11-30' ? { ...d, horariosReservados: ['09:00:00'] } : d,
              ),
            },
      ),
    };
  }

  it('shows the reserved times and gates first, marked "Reservado para você"', async () => {
    const { user } = open({ free: [reservedFree()] });
    const days = await ready();
    expect(button(days, 'Segunda-feira 30/11')).toHaveTextContent('Reservado para você');
    expect(button(days, 'Terça-feira 01/12')).not.toHaveTextContent('Reservado para você');
    await user.click(button(days, 'Segunda-feira 30/11'));
    const hours = within(group('Horário'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(hours).toEqual(['09:00, Reservado para você', '08:00', '10:00']);
    await user.click(button(group('Horário'), '09:00, Reservado para você'));
    const gates = within(group('Portão'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(gates).toEqual([`${LONG_GATE}, Reservado para você`, 'Doca 1']);
    await user.click(button(group('Portão'), `${LONG_GATE}, Reservado para você`));
    expect(saveButton()).toBeEnabled();
  });

  it('without horariosReservados nothing is marked (another supplier, or an older server)', async () => {
    const { user } = open();
    const days = await ready();
    await user.click(button(days, 'Segunda-feira 30/11'));
    expect(screen.queryByText('Reservado para você')).toBeNull();
  });

  it.each([
    ['en-US', 'Monday 30/11', 'Time', 'Reserved for you'],
    ['es-ES', 'Lunes 30/11', 'Horario', 'Reservado para usted'],
  ])('says so in %s', async (language, monday, hourGroup, mark) => {
    await i18n.changeLanguage(language);
    storeSession('fornecedor');
    mockSchedulingApi('fornecedor', { free: [reservedFree()] });
    const { user } = renderApp(`/scheduling?id=${LOAD_ID}`);
    await screen.findByRole('button', { name: monday });
    await user.click(screen.getByRole('button', { name: monday }));
    expect(button(screen.getByRole('group', { name: hourGroup }), `09:00, ${mark}`)).toHaveTextContent(mark);
  });
});
