import type { GateInput } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GATES, openCdScreen, sentBodies } from './cd-fixtures';

const open = (routes: Parameters<typeof openCdScreen>[2] = []) =>
  openCdScreen('/cd-details?id=5&tab=gates', 'admin', routes);

const gatesTable = () => screen.findByRole('table', { name: 'Portões do CD' });
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const set = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(field(dialog, name), { target: { value } });

describe('/cd-details gates', () => {
  it('lists gates: name cut at 24 with the full text, dynamic capacity, the week in one line', async () => {
    open();
    const table = await gatesTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Portão 1');
    expect(rows[0]).toHaveTextContent('Não');
    expect(rows[0]).toHaveTextContent('Seg–Sex 08:00–18:00 · Sáb 08:00–12:00');
    expect(within(rows[1]!).getByText('Portão de recebimento e…')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Sim');
  });

  it('says NotFoundGates when the CD has none (404)', async () => {
    open([{ path: '/api/portoes/cd/5', status: 404, body: { code: 'notFound', message: 'x' } }]);
    expect(await screen.findByText('Nenhum portão cadastrado.')).toBeInTheDocument();
  });

  it('a new gate starts with the defaults; loads per slot only with dynamic capacity; saves with a toast', async () => {
    const { user, fetch } = open([{ method: 'POST', path: '/api/portoes/', status: 201, body: GATES[0] }]);
    await gatesTable();
    await user.click(screen.getByRole('button', { name: 'Novo portão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo portão' });
    expect(field(dialog, 'Início de Segunda-feira')).toHaveValue('08:00');
    expect(field(dialog, 'Fim de Segunda-feira')).toHaveValue('18:00');
    expect(field(dialog, 'Intervalo em horas de Segunda-feira')).toHaveValue('1');
    expect(field(dialog, 'Capacidade em volumes de Segunda-feira')).toHaveValue('0');
    expect(field(dialog, 'Cargas por horário de Segunda-feira')).toHaveValue('1');
    expect(field(dialog, 'Cargas por horário de Segunda-feira')).toBeDisabled();
    // the CD is closed on Sunday: the new gate starts closed that day
    expect(within(dialog).getByRole('switch', { name: 'Domingo aberto' })).not.toBeChecked();
    expect(within(dialog).getByText(/0 significa que o portão não recebe entregas/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Capacidade dinâmica' }));
    expect(field(dialog, 'Cargas por horário de Segunda-feira')).toBeEnabled();
    set(dialog, 'Cargas por horário de Segunda-feira', '3');
    expect(field(dialog, 'Cargas por horário de Segunda-feira')).toHaveValue('3');
    await user.click(within(dialog).getByRole('switch', { name: 'Capacidade dinâmica' }));
    expect(field(dialog, 'Cargas por horário de Segunda-feira')).toHaveValue('1');

    set(dialog, 'Nome', 'Portão Norte');
    set(dialog, 'Capacidade em volumes de Segunda-feira', '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Portão cadastrado com sucesso.')).toBeInTheDocument();
    const [body] = sentBodies(fetch, 'POST', '/api/portoes/') as GateInput[];
    expect(body).toMatchObject({ idCd: 5, nome: 'Portão Norte', capacidadeDinamica: false });
    expect(body!.horarios[0]).toMatchObject({ idDiaSemana: 1, hrInicial: '08:00:00', hrFim: '08:00:00' });
    expect(body!.horarios[1]).toMatchObject({
      idDiaSemana: 2,
      hrInicial: '08:00:00',
      hrFim: '18:00:00',
      capacidade: 2500,
      carga: 1,
    });
  });

  it('blocks save on invalid values and on hours outside the CD (gate010), naming the days', async () => {
    const { user, fetch } = open();
    await gatesTable();
    await user.click(screen.getByRole('button', { name: 'Novo portão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo portão' });
    set(dialog, 'Capacidade em volumes de Terça-feira', '1000001');
    set(dialog, 'Intervalo em horas de Quarta-feira', '25');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um número inteiro de 0 a 1.000.000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um número inteiro de 1 a 24.')).toBeInTheDocument();
    expect(within(dialog).getByText('Corrija os campos destacados antes de salvar.')).toBeInTheDocument();

    set(dialog, 'Nome', 'Portão Sul');
    set(dialog, 'Capacidade em volumes de Terça-feira', '100');
    set(dialog, 'Intervalo em horas de Quarta-feira', '2');
    // days that receive volumes must fit the CD: Monday from 05:00 (CD 06:00), Saturday until 18:00 (CD 13:00)
    set(dialog, 'Capacidade em volumes de Segunda-feira', '100');
    set(dialog, 'Início de Segunda-feira', '05:00');
    set(dialog, 'Capacidade em volumes de Sábado', '100');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'O horário do portão é incompatível com o horário do CD. (Segunda-feira, Sábado)',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Fora do horário do CD (07:00–13:00).')).toBeInTheDocument();
    expect(within(dialog).getByText('Fora do horário do CD (06:00–22:00).')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/api/portoes/')).toEqual([]);
  });

  it('shows a server refusal translated (gate011) and keeps the form open', async () => {
    const { user } = open([
      {
        method: 'PUT',
        path: '/api/portoes/51',
        status: 409,
        body: { code: 'gate011', message: 'x', details: { days: [2] } },
      },
    ]);
    const table = await gatesTable();
    await user.click(within(table).getByRole('button', { name: 'Editar o portão Portão 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(field(dialog, 'Nome')).toHaveValue('Portão 1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Capacidade não atualizada: existe carga agendada com capacidade maior. (Segunda-feira)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes after confirming; gate013 is shown when the gate has bookings', async () => {
    const { user, fetch } = open([
      { method: 'DELETE', path: '/api/portoes/51', status: 409, body: { code: 'gate013', message: 'x' } },
      { method: 'DELETE', path: '/api/portoes/52', status: 204 },
    ]);
    const table = await gatesTable();
    await user.click(within(table).getByRole('button', { name: 'Excluir o portão Portão 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir portão' });
    expect(sentBodies(fetch, 'DELETE', '/api/portoes/51')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Existe horário agendado para este portão.')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Excluir o portão Portão de recebimento expresso noturno' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir portão' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Portão excluído com sucesso.')).toBeInTheDocument();
  });
});
