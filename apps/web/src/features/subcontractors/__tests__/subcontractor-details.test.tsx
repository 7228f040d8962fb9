import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlErrorRoute, openHandledApp, operationVariables, type FetchHandler } from '../../../test/helpers';
import { COSTURA_FINA, SUPPLIER_B, subcontractorBackend } from './subcontractor-fixtures';

const open = (path: string, handlers: FetchHandler[] = subcontractorBackend()) => openHandledApp(path, handlers);

/** The form, once the lazy page has loaded (slow on a busy machine). */
const form = () => screen.findByRole('form', { name: 'Dados do subcontratado' }, { timeout: 10_000 });
const field = (f: HTMLElement, name: string) => within(f).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Puts a text in a field at once (typing each character is slow in jsdom on a busy machine). */
const put = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Fills the nine required fields with a valid subcontractor. */
function fillValid(f: HTMLElement) {
  const values: [string, string][] = [
    ['Razão social', 'Oficina Nova Costura Ltda'],
    ['Nome fantasia', 'Nova Costura'],
    ['CNPJ', '11222333000181'],
    ['Código ABVTEX', 'abv-777'],
    ['E-mail', 'Contato@NovaCostura.com.br'],
    ['Endereço', 'Rua das Agulhas, 10, Centro, Brusque - SC'],
    ['Telefone principal', '4733550000'],
    ['Outro telefone', '47999990000'],
  ];
  for (const [name, value] of values) put(field(f, name), value);
}

describe('/subcontractor-details', () => {
  it('a new subcontractor starts Active; Save checks the nine required fields before sending anything', async () => {
    const { user, calls } = open('/subcontractor-details');
    const f = await form();
    expect(within(f).getByRole('combobox', { name: /Status/ })).toHaveValue('1');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    for (const label of [
      'Razão social',
      'Nome fantasia',
      'CNPJ',
      'Endereço',
      'Telefone principal',
      'Outro telefone',
      'E-mail',
      'Código ABVTEX',
    ])
      expect(await within(f).findByText(`${label} - campo obrigatório`)).toBeInTheDocument();
    expect(within(f).queryByText(/Anotações - campo obrigatório/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.operation === 'criarSubcontratado')).toBe(false);
  });

  it('refuses an invalid CNPJ, phone and e-mail with the schema messages; the CNPJ takes its mask as typed', async () => {
    const { user, calls } = open('/subcontractor-details');
    const f = await form();
    fillValid(f);
    expect(field(f, 'CNPJ')).toHaveValue('11.222.333/0001-81');
    put(field(f, 'CNPJ'), '11222333000182');
    put(field(f, 'Telefone principal'), '3333-4444');
    put(field(f, 'E-mail'), 'contato@');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(f).findByText('CNPJ inválido: confira os dígitos (numérico ou alfanumérico).'),
    ).toBeInTheDocument();
    expect(within(f).getByText('Telefone inválido: informe DDD e número, como (47) 3322-1100.')).toBeInTheDocument();
    expect(within(f).getByText('E-mail inválido.')).toBeInTheDocument();
    expect(calls.some((c) => c.operation === 'criarSubcontratado')).toBe(false);
    // the first refused field takes the focus
    await waitFor(() => expect(field(f, 'CNPJ')).toHaveFocus());
  });

  it('Add provider on an unsaved subcontractor says it must be saved first and asks nothing', async () => {
    const { user, calls } = open('/subcontractor-details');
    await form();
    expect(screen.getByText('Salve o subcontratado para vincular fornecedores.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar fornecedor' }));
    expect(await screen.findByText('Salve o subcontratado antes de vincular um fornecedor.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.operation?.includes('Fornecedor'))).toBe(false);
  });

  it('creates the subcontractor, switches to its page and then links a provider from the searchable pick list', async () => {
    const { user, calls, router } = open('/subcontractor-details');
    const f = await form();
    fillValid(f);
    put(within(f).getByRole('textbox', { name: 'Anotações' }), 'Faz a lavanderia');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cadastrado com sucesso.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(operationVariables(calls, 'criarSubcontratado')).toEqual([
      {
        subcontratado: {
          razaoSocial: 'Oficina Nova Costura Ltda',
          nomeFantasia: 'Nova Costura',
          cnpj: '11222333000181',
          endereco: 'Rua das Agulhas, 10, Centro, Brusque - SC',
          telefonePrincipal: '4733550000',
          outroTelefone: '47999990000',
          email: 'contato@novacostura.com.br',
          status: 1,
          codigoABVTEX: 'ABV-777',
          anotacoes: 'Faz a lavanderia',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
    expect(await screen.findByText('Nenhum fornecedor vinculado.', {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar fornecedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fornecedor' });
    await within(dialog).findByRole('radio', { name: /Confecções Vale do Itajaí/ });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Fornecedor - campo obrigatório')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar fornecedor' }), 'serra');
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Confecções Vale do Itajaí/ })).not.toBeInTheDocument(),
    );
    expect(operationVariables(calls, 'buscarFornecedorNaoVinculadoAoSubcontratado').at(-1)).toEqual({
      idSubcontratado: 77,
      nome: 'serra',
    });
    await user.click(within(dialog).getByRole('radio', { name: `${SUPPLIER_B.id} - ${SUPPLIER_B.nome}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(operationVariables(calls, 'adicionarFornecedorAoSubcontratado')).toEqual([
      { fornecedorId: SUPPLIER_B.id, subcontratadoId: 77 },
    ]);
    const table = await screen.findByRole('table', { name: 'Fornecedores vinculados ao subcontratado' });
    expect(within(table).getByText(`${SUPPLIER_B.id} - ${SUPPLIER_B.nome}`)).toBeInTheDocument();
    expect(within(table).getByText('45.723.174/0001-10')).toBeInTheDocument();
  });

  it('a CNPJ another subcontractor holds: the server message in a toast and the field marked', async () => {
    const { user } = open('/subcontractor-details', [
      graphqlErrorRoute('criarSubcontratado', {
        code: 'validation',
        status: 409,
        message: 'Dados inválidos. Verifique os campos destacados.',
        details: { fields: [{ field: 'cnpj', code: 'cnpjInUse', message: 'cnpjInUse' }], idSubcontratado: 1 },
      }),
      ...subcontractorBackend(),
    ]);
    const f = await form();
    fillValid(f);
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados inválidos. Verifique os campos destacados.')).toBeInTheDocument();
    expect(within(f).getByText('Este CNPJ já pertence a outro subcontratado.')).toBeInTheDocument();
  });

  it('a failed save says registerError', async () => {
    const { user } = open('/subcontractor-details', [
      graphqlErrorRoute('criarSubcontratado', { code: 'internalError', status: 500, message: 'x' }),
      ...subcontractorBackend(),
    ]);
    const f = await form();
    fillValid(f);
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao cadastrar.')).toBeInTheDocument();
  });

  it('edits a saved subcontractor and removes a linked provider after the confirmation', async () => {
    const { user, calls } = open('/subcontractor-details?id=1');
    const f = await form();
    expect(field(f, 'CNPJ')).toHaveValue('61.450.000/0001-88');
    expect(field(f, 'Telefone principal')).toHaveValue('(47) 3322-1100');
    await user.selectOptions(within(f).getByRole('combobox', { name: /Status/ }), '2');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cadastrado com sucesso.')).toBeInTheDocument();
    expect(operationVariables(calls, 'atualizarSubcontratado')).toEqual([
      expect.objectContaining({
        idSubcontratado: 1,
        subcontratado: expect.objectContaining({ status: 2, cnpj: '61450000000188', telefonePrincipal: '4733221100' }),
      }),
    ]);

    const table = await screen.findByRole('table', { name: 'Fornecedores vinculados ao subcontratado' });
    await user.click(
      within(table).getByRole('button', { name: `Remover o fornecedor ${SUPPLIER_B.id} - ${SUPPLIER_B.nome}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remover fornecedor' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Nenhum fornecedor vinculado.')).toBeInTheDocument();
    expect(operationVariables(calls, 'removerFornecedorDoSubcontratado')).toEqual([
      { fornecedorId: SUPPLIER_B.id, subcontratadoId: COSTURA_FINA.id },
    ]);
  });

  it('says so for an unknown or invalid id', async () => {
    const first = open('/subcontractor-details?id=999');
    expect(await screen.findByText('Subcontratado não encontrado.')).toBeInTheDocument();
    first.unmount();
    open('/subcontractor-details?id=abc');
    expect(await screen.findByText('O endereço traz um número inválido')).toBeInTheDocument();
  });
});
