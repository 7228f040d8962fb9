import type { LeftoverItemsAnswer } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, storeSession } from '../../../test/helpers';
import { ApiError } from '../../../lib/api-client';
import { LeftoverModal } from '../components/leftover-modal';
import { leftoverErrorText } from '../leftover-error';

const ITEMS: LeftoverItemsAnswer['itens'] = [
  {
    id: 11,
    codItem: '550011',
    descricaoCurta: 'Camiseta P',
    qtCase: 30,
    qtPacote: 10,
    qtCompraTotal: 100,
    qtMaxResto: 40,
  },
  {
    id: 12,
    codItem: '550012',
    descricaoCurta: 'Camiseta M',
    qtCase: 30,
    qtPacote: 10,
    qtCompraTotal: 50,
    qtMaxResto: 5,
  },
];

const RECORD: LeftoverItemsAnswer['registro'] = {
  id: 3,
  pedidoId: 4500123,
  nomeUsuario: 'Fernanda Souza',
  dataCadastro: '2025-03-10T17:05:00.000Z',
  pedidoResto: null,
  itens: [{ id: 11, codItem: '550011', qtCase: 30, qtPacote: 10, qtCompraTotal: 100, qtResto: 7 }],
};

function renderModal(answer: LeftoverItemsAnswer, post?: { status: number; body: unknown }) {
  storeSession('fornecedor');
  const fetch = mockApi([
    { path: '/api/restos-sobras/itens/4500123', body: answer },
    ...(post ? [{ method: 'POST', path: '/api/restos-sobras', ...post }] : []),
  ]);
  const onClose = vi.fn();
  renderWithProviders(<LeftoverModal orderId={4500123} opened onClose={onClose} />);
  return { fetch, onClose, user: userEvent.setup() };
}

const quantity = (code: string) => screen.getByRole('textbox', { name: `Quantidade de resto do item ${code}` });
const save = () => screen.getByRole('button', { name: 'Salvar' });

function postedBody(fetch: ReturnType<typeof mockApi>): unknown {
  const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leftovers modal', () => {
  it('shows an existing record read-only: who, when and the quantities', async () => {
    renderModal({ registro: RECORD, itens: ITEMS });
    const dialog = await screen.findByRole('dialog', { name: 'Resto/sobra do pedido 4500123' });
    expect(await within(dialog).findByText('Registrado por Fernanda Souza em 10/03/2025 14:05.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Itens registrados' });
    const row = within(table).getByText('550011').closest('tr')!;
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('selects all, takes digits only, checks the maximum and saves the chosen quantities', async () => {
    const saved = { ...RECORD, itens: [] };
    const { fetch, onClose, user } = renderModal({ registro: null, itens: ITEMS }, { status: 201, body: saved });
    await screen.findByRole('table', { name: 'Itens do pedido' });
    expect(save()).toBeDisabled();
    expect(quantity('550011')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os itens' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar o item 550011' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Selecionar o item 550012' })).toBeChecked();
    // selected but no quantity yet
    expect(save()).toBeDisabled();

    await user.type(quantity('550011'), '1a2-,.3');
    expect(quantity('550011')).toHaveValue('123');
    expect(screen.getByText('Máximo permitido: 40')).toBeInTheDocument();
    expect(quantity('550011')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(quantity('550011'));
    await user.type(quantity('550011'), '40');
    expect(screen.queryByText('Máximo permitido: 40')).not.toBeInTheDocument();
    await user.type(quantity('550012'), '0');
    expect(save()).toBeEnabled();

    // unselecting one leaves only the other in the payload
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o item 550012' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos os itens' })).not.toBeChecked();
    await user.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedBody(fetch)).toEqual({ restoSobra: { pedidoId: 4500123, itens: [{ id: 11, qtResto: 40 }] } });
    expect(await screen.findByText('Resto/sobra registrado com sucesso.')).toBeInTheDocument();
  });

  it("shows the current language's segment of a refusal", async () => {
    const segments = '[pt-br]Já existe um registro;[en-us]A record already exists;[es-es]Ya existe un registro;';
    const { onClose, user } = renderModal(
      { registro: null, itens: ITEMS },
      { status: 409, body: { code: 'conflict', message: 'Conflito', details: { segments } } },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar o item 550012' }));
    await user.type(quantity('550012'), '5');
    await user.click(save());
    expect(await screen.findByText('Já existe um registro')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the raw message of a refusal without segments', async () => {
    const { user } = renderModal(
      { registro: null, itens: ITEMS },
      { status: 400, body: { code: 'validation', message: 'Mensagem do servidor' } },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar o item 550011' }));
    await user.type(quantity('550011'), '1');
    await user.click(save());
    expect(await screen.findByText('Mensagem do servidor')).toBeInTheDocument();
  });

  it('picks the segment of the current language, else the raw message, else the internal-error text', async () => {
    const segments = '[pt-br]Item acima do máximo;[en-us]Item above maximum;[es-es]Artículo sobre el máximo;';
    const refusal = new ApiError('validation', 422, 'Dados inválidos.', { segments });
    expect(leftoverErrorText(refusal)).toBe('Item acima do máximo');
    const { i18n } = await import('../../../i18n/i18n');
    await i18n.changeLanguage('es-ES');
    try {
      expect(leftoverErrorText(refusal)).toBe('Artículo sobre el máximo');
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
    expect(leftoverErrorText(new ApiError('notFound', 404, 'Registro não encontrado.'))).toBe(
      'Registro não encontrado.',
    );
    expect(leftoverErrorText(new ApiError('internalError', 500, ''))).toBe('Ocorreu um erro interno.');
    expect(leftoverErrorText(new Error('boom'))).toBe('Ocorreu um erro interno.');
  });

  it('shows an error toast when the items cannot be fetched', async () => {
    storeSession('fornecedor');
    mockApi([]);
    renderWithProviders(<LeftoverModal orderId={4500123} opened onClose={() => {}} />);
    expect(await screen.findAllByText('not found')).not.toHaveLength(0);
  });
});
