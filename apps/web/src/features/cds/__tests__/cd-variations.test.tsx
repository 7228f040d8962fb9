import { addDays, formatDateBr, isSunday, type GateVariationDto, type GateVariationInput } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DATA_MINIMA, NEXT_WEEK, gateHours, openCdScreen, sentBodies } from './cd-fixtures';

const VARIATION: GateVariationDto = {
  id: 70,
  idPortao: 52,
  motivo: 'Black Friday: reforço de recebimento com turnos estendidos em toda a semana',
  dataInicial: NEXT_WEEK,
  dataFinal: addDays(NEXT_WEEK, 6),
  novosHorarios: gateHours({ hrFim: '20:00:00', capacidade: 5000, carga: 2 }).map((h) =>
    h.idDiaSemana === 1 ? { ...h, hrFim: '08:00:00' } : h.idDiaSemana === 7 ? { ...h, hrFim: '12:00:00' } : h,
  ),
  usuario: 'admin',
};

const open = (gate: number, routes: Parameters<typeof openCdScreen>[2] = [], profile: 'admin' | 'usuario' = 'admin') =>
  openCdScreen(`/cd-details?id=5&tab=variations&gate=${gate}`, profile, [
    { path: '/api/variacao/52', body: [VARIATION] },
    ...routes,
  ]);

describe('/cd-details gate variations', () => {
  it('asks for a gate, and a gate row opens its variations', async () => {
    const { user } = openCdScreen('/cd-details?id=5&tab=gates');
    const table = await screen.findByRole('table', { name: 'Portões do CD' });
    await user.click(within(table).getByRole('button', { name: 'Variações do portão Portão 1' }));
    expect(await screen.findByRole('tab', { name: 'Variações de portão', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Portão' })).toHaveValue('Portão 1');
  });

  it('a gate without variations (404 variation010) shows NotFoundVariations as an information', async () => {
    open(51);
    expect(await screen.findByText('Nenhuma variação cadastrada.')).toBeInTheDocument();
    expect(screen.queryByText('Não há variações para este portão.')).not.toBeInTheDocument();
  });

  it('lists a gate’s variations with the week, reason and hours', async () => {
    open(52);
    const table = await screen.findByRole('table', {
      name: 'Variações do portão Portão de recebimento expresso noturno',
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(`${formatDateBr(NEXT_WEEK)} a ${formatDateBr(addDays(NEXT_WEEK, 6))}`);
    expect(row).toHaveTextContent('Seg–Sex 08:00–20:00 · Sáb 08:00–12:00');
    expect(row).toHaveTextContent('admin');
  });

  it('a new variation: Sundays only from dataMinima, end = start + 6, default capacities, and saves', async () => {
    const { user, fetch } = open(51, [
      { method: 'POST', path: '/api/variacao/', status: 201, body: { ...VARIATION, idPortao: 51 } },
    ]);
    await screen.findByText('Nenhuma variação cadastrada.');
    await user.click(screen.getByRole('button', { name: 'Nova variação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova variação do portão Portão 1' });
    const start = await within(dialog).findByRole('textbox', { name: 'Início (domingo)' });
    expect(start).toHaveValue(formatDateBr(DATA_MINIMA));
    expect(within(dialog).getByRole('textbox', { name: 'Fim (sábado)' })).toHaveValue(
      formatDateBr(addDays(DATA_MINIMA, 6)),
    );
    await user.click(start);
    const options = await screen.findAllByRole('option');
    const dates = options.map((o) => o.textContent ?? '');
    expect(dates[0]).toBe(formatDateBr(DATA_MINIMA));
    expect(
      dates.every((d) => {
        const [dd, mm, yyyy] = d.split('/');
        return isSunday(`${yyyy}-${mm}-${dd}`);
      }),
    ).toBe(true);
    await user.click(screen.getByRole('option', { name: formatDateBr(NEXT_WEEK) }));
    expect(within(dialog).getByRole('textbox', { name: 'Fim (sábado)' })).toHaveValue(
      formatDateBr(addDays(NEXT_WEEK, 6)),
    );

    const capacity = (day: string) => within(dialog).getByRole('textbox', { name: `Capacidade em volumes de ${day}` });
    expect(capacity('Segunda-feira')).toHaveValue('2000');
    expect(capacity('Sexta-feira')).toHaveValue('2000');
    expect(capacity('Sábado')).toHaveValue('0');
    expect(capacity('Domingo')).toHaveValue('0');
    // Portão 1 has no dynamic capacity: one load per slot
    expect(within(dialog).getByRole('textbox', { name: 'Cargas por horário de Segunda-feira' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Natal' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Variação cadastrada com sucesso.')).toBeInTheDocument();
    const [body] = sentBodies(fetch, 'POST', '/api/variacao/') as GateVariationInput[];
    expect(body).toMatchObject({ idPortao: 51, motivo: 'Natal', dataInicial: NEXT_WEEK });
    expect(body!.novosHorarios.map((h) => h.capacidade)).toEqual([0, 2000, 2000, 2000, 2000, 2000, 0]);
    expect(body!.novosHorarios[1]!.hrInicial).toBe('08:00:00');
  });

  it('proposes the Sunday after the last variation', async () => {
    const last = addDays(NEXT_WEEK, 6);
    const { user } = open(52, [
      { path: '/api/variacao/maiorData', body: { maiorData: last, dataMinima: DATA_MINIMA } },
    ]);
    await screen.findByRole('table', { name: /Variações do portão/ });
    await user.click(screen.getByRole('button', { name: 'Nova variação' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: 'Início (domingo)' })).toHaveValue(
      formatDateBr(addDays(NEXT_WEEK, 7)),
    );
  });

  it('shows the server refusals translated (variation011) and deletes after confirming (variation012 shown)', async () => {
    const { user } = open(52, [
      { method: 'PUT', path: '/api/variacao/70', status: 409, body: { code: 'variation011', message: 'x' } },
      { method: 'DELETE', path: '/api/variacao/70', status: 409, body: { code: 'variation012', message: 'x' } },
    ]);
    const table = await screen.findByRole('table', { name: /Variações do portão/ });
    const date = formatDateBr(NEXT_WEEK);
    await user.click(within(table).getByRole('button', { name: `Editar a variação de ${date}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue(VARIATION.motivo);
    expect(within(dialog).getByRole('textbox', { name: 'Cargas por horário de Segunda-feira' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe variação para esta semana.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(table).getByRole('button', { name: `Excluir a variação de ${date}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir variação' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('Existe agendamento no período: a variação não pode ser alterada ou excluída.'),
    ).toBeInTheDocument();
  });

  it('read-only without edit-cd-details: no new, edit or delete; the view has its inputs disabled', async () => {
    const { user } = open(52, [], 'usuario');
    const table = await screen.findByRole('table', { name: /Variações do portão/ });
    expect(screen.queryByRole('button', { name: 'Nova variação' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Ver a variação de ${formatDateBr(NEXT_WEEK)}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Início (domingo)' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
