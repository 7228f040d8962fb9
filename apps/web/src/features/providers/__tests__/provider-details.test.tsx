import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHandledApp, operationVariables } from '../../../test/helpers';
import { optionTexts } from '../../../test/table-texts';
import { COSTURA_FINA, PROVIDER_A, providerBackend } from './provider-fixtures';

/** The linked table, once the lazy page has loaded (slow on a busy machine). */
const linkedTable = () =>
  screen.findByRole('table', { name: 'Subcontratados vinculados ao fornecedor' }, { timeout: 10_000 });
const flagGroup = (name: string) => screen.getByRole('radiogroup', { name });

describe('/provider-details', () => {
  it('shows the provider read-only: name, formatted CNPJ, city, state, e-mail', async () => {
    openHandledApp('/provider-details?id=104512', providerBackend());
    const data = await screen.findByRole('list', { name: 'Dados do fornecedor' }, { timeout: 10_000 });
    expect(within(data).getByText('Confecções Vale do Itajaí Ltda')).toBeInTheDocument();
    expect(within(data).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(data).getByText('Blumenau')).toBeInTheDocument();
    expect(within(data).getByText('SC')).toBeInTheDocument();
    expect(within(data).getByText('pedidos@valedoitajai.com.br')).toBeInTheDocument();
    expect(within(data).queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.title).toContain('Confecções Vale do Itajaí Ltda');
  });

  it('an admin toggles each flag with its own mutation and a success toast', async () => {
    const { user, calls } = openHandledApp('/provider-details?id=104512', providerBackend());
    await screen.findByRole('radiogroup', { name: 'É subcontratado' }, { timeout: 10_000 });
    expect(within(flagGroup('Exige declaração do produtor')).getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(within(flagGroup('É subcontratado')).getByRole('radio', { name: 'Não' })).toBeChecked();
    expect(within(flagGroup('Exige certificado de origem')).getByRole('radio', { name: 'Não' })).toBeChecked();

    await user.click(within(flagGroup('É subcontratado')).getByRole('radio', { name: 'Sim' }));
    expect(await screen.findByText('Salvo com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(within(flagGroup('É subcontratado')).getByRole('radio', { name: 'Sim' })).toBeChecked());
    expect(operationVariables(calls, 'atualizarFlagSubcontratado')).toEqual([
      { idFornecedor: PROVIDER_A.id, valor: true },
    ]);

    await user.click(within(flagGroup('Exige declaração do produtor')).getByRole('radio', { name: 'Não' }));
    await waitFor(() =>
      expect(operationVariables(calls, 'atualizarFlagDeclaracaoProdutor')).toEqual([
        { idFornecedor: PROVIDER_A.id, valor: false },
      ]),
    );
    await user.click(within(flagGroup('Exige certificado de origem')).getByRole('radio', { name: 'Sim' }));
    await waitFor(() =>
      expect(operationVariables(calls, 'atualizarFlagCertificadoOrigem')).toEqual([
        { idFornecedor: PROVIDER_A.id, valor: true },
      ]),
    );
  });

  it('links a subcontractor from the searchable modal: the placeholder (-1) is refused as a required field', async () => {
    const { user, calls } = openHandledApp('/provider-details?id=104512', providerBackend());
    const table = await linkedTable();
    expect(within(table).getByText('61.450.000/0001-88')).toBeInTheDocument();
    expect(within(table).getByText('Facção Costura Fina')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar subcontratado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar subcontratado' });
    const select = await within(dialog).findByRole('combobox', { name: /Subcontratado/ });
    expect(select).toHaveValue('-1');
    expect(optionTexts(select)).toEqual([
      'Selecione um subcontratado',
      '61.450.137/0001-32 - Ateliê Linha & Agulha',
      '61.450.685/0001-62 - Bordados Pomerode',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Subcontratado - campo obrigatório')).toBeInTheDocument();
    expect(operationVariables(calls, 'vincularSubcontratado')).toEqual([]);

    // typing searches the server (debounced); the choice stays offered when a later search leaves it out
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar subcontratado' }), 'pomerode');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(operationVariables(calls, 'buscarSubcontratadosNaoVinculadosAoFornecedor').at(-1)).toEqual({
      idFornecedor: PROVIDER_A.id,
      nome: 'pomerode',
    });
    await user.selectOptions(select, '5');
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Buscar subcontratado' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar subcontratado' }), 'linha');
    await waitFor(() =>
      expect(operationVariables(calls, 'buscarSubcontratadosNaoVinculadosAoFornecedor').at(-1)).toEqual({
        idFornecedor: PROVIDER_A.id,
        nome: 'linha',
      }),
    );
    await waitFor(() =>
      expect(optionTexts(select)).toEqual([
        'Selecione um subcontratado',
        '61.450.685/0001-62 - Bordados Pomerode',
        '61.450.137/0001-32 - Ateliê Linha & Agulha',
      ]),
    );
    expect(select).toHaveValue('5');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(operationVariables(calls, 'vincularSubcontratado')).toEqual([
      { idFornecedor: PROVIDER_A.id, idSubcontratado: 5 },
    ]);
    expect(await within(await linkedTable()).findByText('Bordados Pomerode')).toBeInTheDocument();
  });

  it('unlinks a subcontractor only after the confirmation', async () => {
    const { user, calls } = openHandledApp('/provider-details?id=104512', providerBackend());
    const table = await linkedTable();
    const remove = within(table).getByRole('button', {
      name: 'Remover o subcontratado 61.450.000/0001-88 - Facção Costura Fina',
    });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remover subcontratado' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(operationVariables(calls, 'desvincularSubcontratado')).toEqual([]);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remover subcontratado' });
    expect(dialog).toHaveTextContent('Desvincular o subcontratado 61.450.000/0001-88 - Facção Costura Fina');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Nenhum subcontratado vinculado.')).toBeInTheDocument();
    expect(operationVariables(calls, 'desvincularSubcontratado')).toEqual([
      { idFornecedor: PROVIDER_A.id, idSubcontratado: COSTURA_FINA.id },
    ]);
  });

  it('is read-only for Logistica: radios disabled, no add or remove', async () => {
    const { calls } = openHandledApp('/provider-details?id=104512', providerBackend(), 'logistica');
    await linkedTable();
    expect(
      screen.getByText('Você pode consultar este fornecedor, mas não tem permissão para alterá-lo.'),
    ).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar subcontratado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.operation?.startsWith('atualizarFlag'))).toBe(false);
  });

  it('takes the provider from the navigation state, and says when none or an unknown one is given', async () => {
    const first = openHandledApp('/provider-details', providerBackend());
    expect(await screen.findByText('Nenhum fornecedor foi informado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista de fornecedores' })).toHaveAttribute(
      'href',
      '/provider-list',
    );
    await first.router.navigate('/provider-details', { state: { idFornecedor: PROVIDER_A.id } });
    expect(await screen.findByRole('list', { name: 'Dados do fornecedor' })).toBeInTheDocument();
    first.unmount();

    openHandledApp('/provider-details?id=999', providerBackend());
    expect(await screen.findByText('Fornecedor não encontrado.')).toBeInTheDocument();
  });

  it("offers an admin the provider's pre-schedulings, and Logistica not (A35)", async () => {
    const admin = openHandledApp('/provider-details?id=104512', providerBackend());
    await linkedTable();
    expect(screen.getByRole('link', { name: 'Pré-agendamentos' })).toHaveAttribute(
      'href',
      '/pre-scheduling-list?id=104512',
    );
    admin.unmount();
    openHandledApp('/provider-details?id=104512', providerBackend(), 'logistica');
    await linkedTable();
    expect(screen.queryByRole('link', { name: 'Pré-agendamentos' })).not.toBeInTheDocument();
  });
});
