import { permissionsOf } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CdDetailsPage } from '../pages/cd-details-page';
import { CD_DETAIL, openCdScreen, pageWithSession, sentBodies } from './cd-fixtures';

const hoursTable = () => screen.findByRole('table', { name: 'Horário de funcionamento por dia da semana' });

describe('/cd-details header and opening hours', () => {
  it('shows the CD code, name, city/state and companies, and the hours of each weekday in HH:mm', async () => {
    openCdScreen('/cd-details?id=5');
    expect(
      await screen.findByRole('heading', { name: 'Detalhes do centro de distribuição: 545 - CD Duque de Caxias' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Duque de Caxias/RJ')).toBeInTheDocument();
    expect(screen.getByText('Youcom')).toBeInTheDocument();
    const table = await hoursTable();
    expect(within(table).getByRole('textbox', { name: 'Início de Segunda-feira' })).toHaveValue('06:00');
    expect(within(table).getByRole('textbox', { name: 'Fim de Sábado' })).toHaveValue('13:00');
    // Sunday is closed: start equals end, its times disabled
    expect(within(table).getByRole('switch', { name: 'Domingo aberto' })).not.toBeChecked();
    expect(within(table).getByRole('textbox', { name: 'Início de Domingo' })).toBeDisabled();
  });

  it('the switch follows the toggle rule: closing sets end = start, opening sets end = start + 1 h', async () => {
    const { user } = openCdScreen('/cd-details?id=5');
    const table = await hoursTable();
    const monday = within(table).getByRole('switch', { name: 'Segunda-feira aberto' });
    await user.click(monday);
    expect(within(table).getByRole('textbox', { name: 'Fim de Segunda-feira' })).toHaveValue('06:00');
    expect(within(table).getByRole('textbox', { name: 'Fim de Segunda-feira' })).toBeDisabled();
    await user.click(monday);
    expect(within(table).getByRole('textbox', { name: 'Fim de Segunda-feira' })).toHaveValue('07:00');
  });

  it('refuses days ending before they start, naming them, without calling the server', async () => {
    const { user, fetch } = openCdScreen('/cd-details?id=5');
    const table = await hoursTable();
    const tuesdayEnd = within(table).getByRole('textbox', { name: 'Fim de Terça-feira' });
    await user.clear(tuesdayEnd);
    await user.type(tuesdayEnd, '0500');
    const fridayEnd = within(table).getByRole('textbox', { name: 'Fim de Sexta-feira' });
    await user.clear(fridayEnd);
    await user.type(fridayEnd, '0300');
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(
      await screen.findByText('O horário final é anterior ao inicial em: Terça-feira, Sexta-feira.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/api/cd/editarHorario/5')).toEqual([]);
  });

  it('saves the seven days as HH:MM:SS and confirms with a green toast', async () => {
    const saved = {
      ...CD_DETAIL,
      horarioCd: CD_DETAIL.horarioCd.map((h) => (h.idDiaSemana === 2 ? { ...h, hrInicial: '07:00:00' } : h)),
    };
    const { user, fetch } = openCdScreen('/cd-details?id=5', 'admin', [
      { method: 'PUT', path: '/api/cd/editarHorario/5', body: saved },
    ]);
    const table = await hoursTable();
    const mondayStart = within(table).getByRole('textbox', { name: 'Início de Segunda-feira' });
    await user.clear(mondayStart);
    await user.type(mondayStart, '07:00');
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(await screen.findByText('Horários alterados com sucesso.')).toBeInTheDocument();
    const [body] = sentBodies(fetch, 'PUT', '/api/cd/editarHorario/5') as { horarios: unknown[] }[];
    expect(body!.horarios).toHaveLength(7);
    expect(body!.horarios[1]).toEqual({ idDiaSemana: 2, hrInicial: '07:00:00', hrFim: '22:00:00' });
  });

  it('shows cdHour010 naming the days the server sends', async () => {
    const { user } = openCdScreen('/cd-details?id=5', 'admin', [
      {
        method: 'PUT',
        path: '/api/cd/editarHorario/5',
        status: 409,
        body: { code: 'cdHour010', message: 'cdHour010', details: { days: [2, 7] } },
      },
    ]);
    await hoursTable();
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(
      await screen.findByText('Os horários conflitam com os horários dos portões. (Segunda-feira, Sábado)'),
    ).toBeInTheDocument();
  });
});

describe('/cd-details without edit-cd-details', () => {
  it('a Renner user reads everything with the inputs disabled and no save, add, edit or delete', async () => {
    const { user } = openCdScreen('/cd-details?id=5', 'usuario');
    const table = await hoursTable();
    expect(screen.getByText('Você pode consultar este CD, mas não tem permissão para alterá-lo.')).toBeInTheDocument();
    expect(within(table).getByRole('textbox', { name: 'Início de Segunda-feira' })).toBeDisabled();
    expect(within(table).getByRole('switch', { name: 'Segunda-feira aberto' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar horários' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Exceções' }));
    await screen.findByRole('table', { name: 'Exceções do CD' });
    expect(screen.queryByRole('button', { name: 'Adicionar exceção' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Portões' }));
    const gates = await screen.findByRole('table', { name: 'Portões do CD' });
    expect(screen.queryByRole('button', { name: 'Novo portão' })).not.toBeInTheDocument();
    expect(within(gates).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    await user.click(within(gates).getByRole('button', { name: 'Ver o portão Portão 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Capacidade em volumes de Segunda-feira' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('a logistics user edits its own CD only', async () => {
    openCdScreen('/cd-details?id=5', 'logistica', [], 5);
    await hoursTable();
    expect(screen.getByRole('button', { name: 'Salvar horários' })).toBeInTheDocument();
  });

  it('a logistics user of another CD reads this one', async () => {
    openCdScreen('/cd-details?id=5', 'logistica', [], 3);
    const table = await hoursTable();
    await waitFor(() => expect(within(table).getByRole('textbox', { name: 'Fim de Sábado' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Salvar horários' })).not.toBeInTheDocument();
  });

  it('takes the session from app/, with no token stored: its CD decides what a logistics user edits', async () => {
    const render = pageWithSession('/cd-details?id=5', CdDetailsPage, 'logistica');
    const logistics = { permissions: permissionsOf('logistica'), admin: 0 } as const;
    const { unmount } = render({ ...logistics, idCd: 3 });
    const table = await hoursTable();
    await waitFor(() => expect(within(table).getByRole('textbox', { name: 'Fim de Sábado' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Salvar horários' })).not.toBeInTheDocument();
    unmount();
    render({ ...logistics, idCd: 5 });
    await hoursTable();
    expect(screen.getByRole('button', { name: 'Salvar horários' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says when the CD does not exist', async () => {
    openCdScreen('/cd-details?id=77');
    expect(await screen.findByText('Centro de distribuição não encontrado.')).toBeInTheDocument();
  });
});
