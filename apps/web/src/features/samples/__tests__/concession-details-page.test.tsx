import type { SampleConcessionDto } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockHandledApi, renderApp, storeSession, type FetchHandler } from '../../../test/helpers';
import { graphqlError, operation, operationsOf, PENDING } from './concession-fixtures';

const GET = 'buscarConcessaoPorId';
const SAVE = 'salvarConcessao';

function api(handlers: FetchHandler[]) {
  storeSession('admin');
  return mockHandledApi('admin', [
    ...handlers,
    operation(GET, (call) =>
      call.variables!.idConcessao === PENDING.id
        ? { body: { data: { [GET]: PENDING } } }
        : graphqlError('notFound', 'Registro não encontrado.', 404),
    ),
  ]);
}

const saved = (over: Partial<SampleConcessionDto>): FetchHandler =>
  operation(SAVE, () => ({ body: { data: { [SAVE]: { ...PENDING, ...over } } } }));

describe('/order-sample-details: a new concession', () => {
  it('checks the form with the domain schema, starts Em Aprovação, saves and turns into the saved one', async () => {
    const { calls } = api([saved({ id: 3 })]);
    const { user, router } = renderApp('/order-sample-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova concessão' })).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: /Situação/ });
    expect(status).toBeDisabled();
    expect(status).toHaveDisplayValue('Em Aprovação');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(3);
    expect(operationsOf(calls, SAVE)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Descrição/ }), 'Tom fora do padrão');
    expect(screen.getByText('18 de 255 caracteres')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pedido de amostra/ }), '4204040');
    await user.type(screen.getByRole('textbox', { name: /Pedido original/ }), '42a00290');
    expect(screen.getByRole('textbox', { name: /Pedido original/ })).toHaveValue('4200290');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Cadastrado com sucesso.')).toBeInTheDocument();
    expect(operationsOf(calls, SAVE)).toEqual([
      {
        concessao: {
          descricao: 'Tom fora do padrão',
          pedidoAmostra: 4_204_040,
          pedido: 4_200_290,
          status: 1,
          motivo: null,
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?id=3'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Concessão 3' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Pedido de amostra/ })).toHaveAttribute('readonly');
  });

  it('shows the server refusal, localized, in a toast and on the field it names', async () => {
    api([
      operation(SAVE, () =>
        graphqlError('sampleOrderNotOfOriginal', 'x', 422, {
          field: 'pedidoAmostra',
          pedido: 4200290,
          pedidoAmostra: 4200100,
        }),
      ),
    ]);
    const { user } = renderApp('/order-sample-details');
    await user.type(await screen.findByRole('textbox', { name: /Descrição/ }), 'Tom');
    await user.type(screen.getByRole('textbox', { name: /Pedido de amostra/ }), '4200100');
    await user.type(screen.getByRole('textbox', { name: /Pedido original/ }), '4200290');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const text = 'O pedido 4200100 não é um pedido de amostra do pedido 4200290.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /Pedido de amostra/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says registerError when the failure has no message of its own', async () => {
    api([operation(SAVE, () => graphqlError('internalError', 'Ocorreu um erro interno.', 500))]);
    const { user } = renderApp('/order-sample-details');
    await user.type(await screen.findByRole('textbox', { name: /Descrição/ }), 'Tom');
    await user.type(screen.getByRole('textbox', { name: /Pedido de amostra/ }), '4200100');
    await user.type(screen.getByRole('textbox', { name: /Pedido original/ }), '4200290');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao cadastrar.')).toBeInTheDocument();
  });
});

describe('/order-sample-details: a saved concession', () => {
  it('locks the two orders, lets any status be chosen, and saves the change', async () => {
    const { calls } = api([saved({ status: { id: 2, descricao: 'Aprovado' }, motivo: 'Laudo aprovado.' })]);
    const { user } = renderApp('/order-sample-details?id=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Concessão 3' })).toBeInTheDocument();
    expect(
      screen.getByText('Pedido de amostra 4204040 do pedido 4200290 · 104512 - Malharia Serra Gaúcha Ltda'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cadastrada em 16/03/2026 09:40 · modificada em 16/03/2026 09:40')).toBeInTheDocument();
    for (const name of [/Pedido de amostra/, /Pedido original/]) {
      const key = screen.getByRole('textbox', { name });
      expect(key).toHaveAttribute('readonly');
      await user.type(key, '9');
      expect(key).not.toHaveValue(expect.stringContaining('9'));
    }
    expect(screen.getAllByText('Os pedidos de uma concessão salva não podem ser alterados.')).toHaveLength(2);
    const status = screen.getByRole('combobox', { name: /Situação/ });
    expect(status).toBeEnabled();
    await user.selectOptions(status, 'Aprovado');
    const reason = screen.getByRole('textbox', { name: /Motivo/ });
    await user.clear(reason);
    await user.type(reason, 'Laudo aprovado.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cadastrado com sucesso.')).toBeInTheDocument();
    expect(operationsOf(calls, SAVE)).toEqual([
      {
        concessao: {
          id: 3,
          descricao: PENDING.descricao,
          pedidoAmostra: 4_204_040,
          pedido: 4_200_290,
          status: 2,
          motivo: 'Laudo aprovado.',
        },
      },
    ]);
  });

  it('says so when the concession is unknown or out of reach, and when the address is wrong', async () => {
    api([]);
    const first = renderApp('/order-sample-details?id=99');
    expect(await screen.findByText('Concessão não encontrada.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Voltar à lista' }))
      expect(link).toHaveAttribute('href', '/order-sample-list');
    first.unmount();
    renderApp('/order-sample-details?id=abc');
    expect(await screen.findByText('O endereço traz um número inválido')).toBeInTheDocument();
  });
});
