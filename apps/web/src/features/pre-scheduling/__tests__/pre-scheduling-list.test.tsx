import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHandledApp, operationVariables } from '../../../test/helpers';
import { cellTexts, headerTexts } from '../../../test/table-texts';
import { preSchedulingBackend, WEEKLY } from './pre-scheduling-fixtures';

const table = () => screen.findByRole('table', { name: 'Lista de pré-agendamentos' }, { timeout: 10_000 });

describe('/pre-scheduling-list', () => {
  it("lists the provider's pre-schedulings with their columns, '---' for an empty cell, and each one's edit icon", async () => {
    const blank = { ...WEEKLY, id: 12, descricao: ' ', ativo: false, cd: { id: 21, nome: '' } };
    const { calls } = openHandledApp('/pre-scheduling-list?id=2001', preSchedulingBackend({ saved: [WEEKLY, blank] }));
    const list = await table();
    expect(headerTexts(list)).toEqual([
      'Descrição',
      'Ativo',
      'Capacidade',
      'Empresa',
      'Centro de distribuição',
      'Editar',
    ]);
    const rows = within(list).getAllByRole('row').slice(1);
    expect(cellTexts(rows[0]!)).toEqual(['Reserva semanal de verão', 'Sim', '1200', 'Renner', 'CD Cabreúva', '']);
    expect(cellTexts(rows[1]!)).toEqual(['---', 'Não', '1200', 'Renner', '---', '']);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Editar o pré-agendamento Reserva semanal de verão' }),
    ).toHaveAttribute('href', '/pre-scheduling-details?id=11');
    expect(screen.getByText('2 pré-agendamentos')).toBeInTheDocument();
    expect(screen.getByText('Confecções Vale do Itajaí Ltda')).toBeInTheDocument();
    for (const variables of operationVariables(calls, 'listarPreAgendamentosDoFornecedor'))
      expect(variables).toEqual({ idFornecedor: 2001 });
  });

  it('takes the provider from the navigation state; New opens the form for it; Back goes to /provider-list', async () => {
    const { router, user } = openHandledApp('/provider-list', preSchedulingBackend());
    await router.navigate('/pre-scheduling-list', { state: { idFornecedor: 2001 } });
    await table();
    expect(screen.getAllByRole('link', { name: 'Voltar para a lista de fornecedores' })[0]).toHaveAttribute(
      'href',
      '/provider-list',
    );
    await user.click(screen.getByRole('link', { name: 'Novo pré-agendamento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pre-scheduling-details'));
    expect(router.state.location.search).toBe('?fornecedor=2001');
    expect(await screen.findByRole('form', { name: 'Dados do pré-agendamento' })).toBeInTheDocument();
  });

  it('shows a failed list as an error with its message', async () => {
    openHandledApp('/pre-scheduling-list?id=2001', preSchedulingBackend({ listError: 'Serviço indisponível' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Não foi possível carregar os pré-agendamentos.')).toBeInTheDocument();
    expect(within(alert).getByText(/Serviço indisponível/)).toBeInTheDocument();
  });

  it('says so when the provider has none, and when no provider is given', async () => {
    const first = openHandledApp('/pre-scheduling-list?id=3005', preSchedulingBackend());
    expect(
      await screen.findByText('Nenhum pré-agendamento para este fornecedor.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    first.unmount();
    openHandledApp('/pre-scheduling-list', preSchedulingBackend());
    expect(await screen.findByText('Nenhum fornecedor foi informado.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is Admin only', async () => {
    openHandledApp('/pre-scheduling-list?id=2001', preSchedulingBackend(), 'logistica');
    expect(
      await screen.findByRole('heading', { name: 'Acesso não permitido' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
