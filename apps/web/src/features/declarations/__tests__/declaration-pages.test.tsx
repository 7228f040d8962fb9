import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlRoute, openHandledApp, operationVariables } from '../../../test/helpers';
import { dropFiles } from '../../../test/file-drop';
import { AUDIT, detailsBackend, makeDeclaration, NORM_ACTIVE, ORDER_ID, uploadBackend } from './declaration-fixtures';

const PDF = () => new File(['%PDF-1.4 declaração'], 'declaracao.pdf', { type: 'application/pdf' });

describe('/producer-declaration', () => {
  it('shows no declaration yet, refuses a renamed file and sends a PDF', async () => {
    const { calls } = openHandledApp(`/producer-declaration?id=${ORDER_ID}`, uploadBackend(), 'fornecedor');
    expect(await screen.findByText('Nenhuma declaração enviada', {}, { timeout: 10_000 })).toBeInTheDocument();
    const zone = screen.getByTestId('declaration-dropzone');
    dropFiles(zone, [new File(['PK\u0003\u0004'], 'x.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('O conteúdo de x.pdf não é de um documento DOC, DOCX ou PDF.')).toBeInTheDocument();
    dropFiles(zone, [PDF()]);
    await waitFor(() => expect(screen.getByTestId('declaration-chosen-file')).toHaveTextContent('declaracao.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(operationVariables(calls, 'declaracaoProdutor')).toHaveLength(1));
    const [sent] = operationVariables(calls, 'declaracaoProdutor');
    expect(sent).toMatchObject({ orderId: ORDER_ID, file: [{ nome: 'declaracao.pdf', tipo: 'application/pdf' }] });
    expect(await screen.findByText('Cadastrado com sucesso.')).toBeInTheDocument();
  });

  it('shows a rejected declaration with the auditor’s note and offers a new upload', async () => {
    const rejected = makeDeclaration({
      status: { id: 3, descricao: 'Reprovada' },
      observacao: 'Falta a assinatura do produtor.',
    });
    openHandledApp(`/producer-declaration?id=${ORDER_ID}`, uploadBackend({ current: rejected }), 'fornecedor');
    const alert = await screen.findByTestId('declaration-rejected', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Observação do auditor: Falta a assinatura do produtor.');
    expect(screen.getByRole('heading', { name: 'Enviar nova declaração' })).toBeInTheDocument();
  });

  it('says when the order needs no declaration and offers no upload', async () => {
    openHandledApp(`/producer-declaration?id=${ORDER_ID}`, uploadBackend({ required: false }), 'youcom-usuario');
    expect(
      await screen.findByText('Este pedido não exige declaração do produtor', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('declaration-dropzone')).not.toBeInTheDocument();
  });
});

describe('/declaration-list', () => {
  const page = (
    itens = [makeDeclaration(), makeDeclaration({ id: 40, idPedido: 4500002, dataValidade: '2026-03-20' })],
  ) => graphqlRoute('listarTodasFiltradas', (v) => ({ itens, pagina: v.pagina ?? 0, temMais: false }));

  it('lists the declarations with their validity flag and searches with the filters', async () => {
    const { calls, user } = openHandledApp('/declaration-list', [page()]);
    const table = await screen.findByRole('table', { name: 'Declarações do produtor' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Vence em até 30 dias')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Abrir a declaração do pedido 4500001' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pedido' }), { target: { value: '4500002' } });
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(operationVariables(calls, 'listarTodasFiltradas').at(-1)).toMatchObject({
        filtro: { pedido: 4500002, orderBy: 'cadastroDesc' },
      }),
    );
  });

  it('gives Usuario no way to the audit form', async () => {
    openHandledApp('/declaration-list', [page()], 'usuario');
    const table = await screen.findByRole('table', { name: 'Declarações do produtor' }, { timeout: 10_000 });
    expect(within(table).queryByRole('button', { name: /Abrir a declaração/ })).not.toBeInTheDocument();
  });
});

describe('/declaration-details', () => {
  it('keeps the current inactive norm, offers the active ones and saves only what is filled', async () => {
    const { calls, user } = openHandledApp(`/declaration-details?id=${AUDIT.declaracao.id}`, detailsBackend());
    const form = await screen.findByRole('form', { name: 'Auditoria' }, { timeout: 10_000 });
    const norm = within(form).getByRole('combobox', { name: 'Norma' });
    expect(
      within(norm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nenhuma norma', 'ABNT NBR 13377 (inativa)', NORM_ACTIVE.codigo]);
    expect(screen.getByTestId('integration-protocol')).toHaveTextContent('FEC-2026-0001234');
    expect(screen.getByRole('table', { name: 'Itens do pedido declarado' })).toHaveTextContent('61091000');
    fireEvent.change(within(form).getByRole('combobox', { name: /Situação/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Observação/ }), {
      target: { value: 'Falta a assinatura.' },
    });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(operationVariables(calls, 'atualizarDeclaracaoAuditoria')).toHaveLength(1));
    expect(operationVariables(calls, 'atualizarDeclaracaoAuditoria')[0]).toEqual({
      idDeclaracao: AUDIT.declaracao.id,
      auditoria: {
        status: 3,
        idNorma: 4,
        itemFOBMin: '12.5',
        itemFOBMax: '18',
        dataDeclaracao: '2026-03-01',
        dataValidade: '2027-03-01',
        moeda: 'USD',
        observacao: 'Falta a assinatura.',
      },
    });
  });

  it('refuses FOB min above max before sending', async () => {
    const { calls, user } = openHandledApp(`/declaration-details?id=${AUDIT.declaracao.id}`, detailsBackend());
    const form = await screen.findByRole('form', { name: 'Auditoria' }, { timeout: 10_000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'FOB mínimo do item' }), { target: { value: '30' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('O FOB máximo deve ser igual ou maior que o mínimo.')).toBeInTheDocument();
    expect(operationVariables(calls, 'atualizarDeclaracaoAuditoria')).toEqual([]);
  });

  it('disables every field for Logistica (no edit-declaration-details)', async () => {
    openHandledApp(`/declaration-details?id=${AUDIT.declaracao.id}`, detailsBackend(), 'logistica');
    const form = await screen.findByRole('form', { name: 'Auditoria' }, { timeout: 10_000 });
    expect(within(form).getByRole('combobox', { name: /Situação/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByText(/Somente leitura/)).toBeInTheDocument();
  });
});
