import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHandledApp, operationVariables } from '../../../test/helpers';
import { NBR_13377, NBR_15800, normBackend } from './norm-fixtures';

const table = () => screen.findByRole('table', { name: 'Lista de normas' }, { timeout: 10_000 });
const form = () => screen.findByRole('form', { name: 'Dados da norma' }, { timeout: 10_000 });
const put = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('/norm-list', () => {
  it('shows each norm with its code, description (full text on hover), created day and active flag', async () => {
    openHandledApp('/norm-list', normBackend());
    const list = await table();
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('ABNT NBR 13377')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Não')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sim')).toBeInTheDocument();
    expect(rows[1]!.querySelector(`[data-full-text="${NBR_15800.descricao}"]`)).toBeInTheDocument();
    expect(screen.getByText('2 normas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova norma' })).toBeInTheDocument();
  });

  it('Usuario reads the list without New nor a way to the form', async () => {
    openHandledApp('/norm-list', normBackend(), 'usuario');
    const list = await table();
    expect(within(list).queryByRole('button', { name: /norma/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova norma' })).not.toBeInTheDocument();
  });

  it('Logistica opens a norm to view it, not to edit', async () => {
    const { user } = openHandledApp('/norm-list', normBackend(), 'logistica');
    await table();
    expect(screen.queryByRole('link', { name: 'Nova norma' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver a norma ABNT NBR 15800' }));
    const f = await form();
    expect(within(f).getByRole('textbox', { name: /Código/ })).toBeDisabled();
    expect(within(f).getByRole('textbox', { name: /Descrição/ })).toBeDisabled();
    expect(within(f).getByRole('radio', { name: 'Sim' })).toBeDisabled();
    expect(within(f).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByText(/Somente leitura/)).toBeInTheDocument();
  });

  it('says so when there is no norm', async () => {
    openHandledApp('/norm-list', normBackend([]));
    expect(await screen.findByText('Nenhuma norma cadastrada.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('/norm-details', () => {
  it('keeps Save disabled while code or description is blank, then creates the norm and opens it', async () => {
    const { user, calls, router } = openHandledApp('/norm-details', normBackend());
    const f = await form();
    const save = within(f).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    put(within(f).getByRole('textbox', { name: /Código/ }), 'ISO 9001:2015');
    expect(save).toBeDisabled();
    put(within(f).getByRole('textbox', { name: /Descrição/ }), '   ');
    expect(save).toBeDisabled();
    put(within(f).getByRole('textbox', { name: /Descrição/ }), 'Sistemas de gestão da qualidade');
    await user.click(within(f).getByRole('radio', { name: 'Não' }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
    expect(operationVariables(calls, 'criarNorma')).toEqual([
      { norma: { codigo: 'ISO 9001:2015', descricao: 'Sistemas de gestão da qualidade', ativo: false } },
    ]);
    expect(await screen.findByText('Cadastrado com sucesso.')).toBeInTheDocument();
  });

  it('updates a norm and shows a taken code on its field', async () => {
    const { user, calls } = openHandledApp('/norm-details?id=1', normBackend(undefined, ['ABNT NBR 13377']));
    const f = await form();
    const code = within(f).getByRole('textbox', { name: /Código/ });
    expect(code).toHaveValue('ABNT NBR 15800');
    put(code, 'ABNT NBR 13377');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await within(f).findByText('Já existe uma norma com este código.')).toBeInTheDocument();
    put(code, 'ABNT NBR 15800:2023');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(operationVariables(calls, 'atualizarNorma')).toHaveLength(2));
    expect(operationVariables(calls, 'atualizarNorma')[1]).toEqual({
      idNorma: 1,
      norma: { codigo: 'ABNT NBR 15800:2023', descricao: NBR_15800.descricao, ativo: true },
    });
  });

  it('answers an unknown norm with the way back to the list', async () => {
    openHandledApp('/norm-details?id=999', normBackend([NBR_13377]));
    expect(await screen.findByText('Norma não encontrada.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Voltar para a lista de normas' })[0]).toHaveAttribute(
      'href',
      '/norm-list',
    );
  });
});
