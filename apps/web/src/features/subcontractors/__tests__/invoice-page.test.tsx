import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockHandledApi, renderApp, storeSession } from '../../../test/helpers';
import {
  conciliation,
  invoice,
  invoiceOrder,
  openInvoicePage,
  ORDER_ID,
  SUPPLIER_ID,
  callsOf,
} from './invoice-fixtures';

const FROM_RECONCILE = { idPedido: ORDER_ID, from: 'reconcile' };
const FROM_OPTIONS = { idPedido: ORDER_ID, order: { id: ORDER_ID } };

const table = () => screen.getByRole('table', { name: 'Notas fiscais de subcontratado do pedido' });
const newButton = () => screen.getByRole('button', { name: 'Nova nota fiscal' });
const nextButton = () => screen.queryByRole('button', { name: 'Próximo' });

describe('/subcontractor-invoice: the page and its order', () => {
  it('without an order says how to get one', async () => {
    storeSession('fornecedor');
    mockHandledApi('fornecedor', []);
    renderApp('/subcontractor-invoice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notas fiscais de subcontratado' })).toBeVisible();
    expect(screen.getByText('Nenhum pedido escolhido')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para a consulta de pedidos' })).toHaveAttribute('href', '/main');
  });

  it("an order the user does not see is not found (the server's answer for another supplier's order)", async () => {
    storeSession('fornecedor');
    mockHandledApi('fornecedor', [
      (call) => (call.path === '/api/graphql' ? { body: { data: { pedidoPorId: null } } } : undefined),
    ]);
    renderApp(`/subcontractor-invoice?id=${ORDER_ID}`);
    expect(await screen.findByText('Pedido não encontrado')).toBeVisible();
    expect(
      screen.getByText(`O pedido ${ORDER_ID} não existe ou não está disponível para o seu usuário.`),
    ).toBeVisible();
  });

  it("shows the order's head and lists its invoices, '---' where nothing came back yet", async () => {
    const { calls } = await openInvoicePage('fornecedor', {
      invoices: [
        invoice(1, {
          dataNotaFiscalRetorno: '2026-03-12',
          numeroNotaFiscalRetorno: '7730',
          quantidadePecasRetorno: 594,
        }),
        invoice(2, { quantidadePecasSaida: 1200 }),
      ],
    });
    const head = within(screen.getByRole('list', { name: 'Dados do pedido' }));
    expect(head.getByText(String(ORDER_ID))).toBeVisible();
    expect(head.getByText('Confecções Vale do Itajaí Ltda')).toBeVisible();
    expect(await head.findByText('1.000 peças')).toBeVisible();
    expect(head.getByText('Utiliza subcontratado: Sim')).toBeVisible();
    expect(head.getByText('Sem conciliação')).toBeVisible();

    const rows = within(
      await screen.findByRole('table', { name: 'Notas fiscais de subcontratado do pedido' }),
    ).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      [
        'Subcontratado',
        'NF de saída',
        'Data de saída',
        'Peças enviadas',
        'NF de retorno',
        'Data de retorno',
        'Peças retornadas',
        'Ações',
      ],
      [
        'Facção Costura Fina61.450.000/0001-24',
        '48211',
        '02/03/2026',
        '600',
        '7730',
        '12/03/2026',
        '594',
        'EditarExcluir',
      ],
      ['Facção Costura Fina61.450.000/0001-24', '48212', '02/03/2026', '1.200', '---', '---', '---', 'EditarExcluir'],
    ]);
    expect(screen.getByText('2 notas fiscais')).toBeVisible();
    // asked by order and provider (spec 001 §7)
    expect(callsOf(calls, 'notasFiscaisSubcontratadoDoPedido')).toEqual([
      { idPedido: ORDER_ID, idFornecedor: SUPPLIER_ID },
    ]);
  });

  it('an order without invoices says so and how to register one', async () => {
    await openInvoicePage('fornecedor');
    expect(await screen.findByText('Nenhuma nota fiscal registrada')).toBeVisible();
    expect(newButton()).toBeEnabled();
  });
});

describe('/subcontractor-invoice: the 2/2 lock and subcontractor use', () => {
  it('once the conciliation is 2/2, New is disabled with the reason; invoices are only viewed', async () => {
    await openInvoicePage('fornecedor', {
      order: invoiceOrder({ conciliacaos: [conciliation(2, 2)] }),
      invoices: [invoice(1)],
    });
    await within(await screen.findByRole('table')).findByRole('button', { name: 'Ver a nota fiscal de saída 48211' });
    expect(newButton()).toBeDisabled();
    expect(newButton()).toHaveAccessibleDescription(
      'Não é possível registrar novas notas fiscais: a conciliação do pedido já foi aprovada (2/2).',
    );
    expect(screen.getByText('Conciliação aprovada')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Dados do pedido' })).getByText('Aprovada (2/2)')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Excluir a nota fiscal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar a nota fiscal/ })).not.toBeInTheDocument();
  });

  it('a rejected conciliation does not lock', async () => {
    await openInvoicePage('fornecedor', { order: invoiceOrder({ conciliacaos: [conciliation(3, 0)] }) });
    await waitFor(() => expect(newButton()).toBeEnabled());
    expect(screen.queryByText('Conciliação aprovada')).not.toBeInTheDocument();
  });

  it('an order that no longer uses a subcontractor offers its options, and its invoices may only be deleted', async () => {
    await openInvoicePage('fornecedor', {
      order: invoiceOrder({ utilizaSubContratado: false }),
      invoices: [invoice(1)],
    });
    expect(await screen.findByText('O pedido não utiliza subcontratado')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir as opções do pedido' })).toHaveAttribute(
      'href',
      `/order-options?id=${ORDER_ID}`,
    );
    expect(newButton()).toBeDisabled();
    expect(within(table()).getByRole('button', { name: 'Ver a nota fiscal de saída 48211' })).toBeVisible();
    expect(within(table()).getByRole('button', { name: 'Excluir a nota fiscal de saída 48211' })).toBeVisible();
  });
});

describe('/subcontractor-invoice: Next (spec 001 §4 "Next from subcontractor invoice")', () => {
  it('from the order options (or an address) there is no Next; Back returns to the options', async () => {
    const { user, router } = await openInvoicePage('fornecedor', { invoices: [invoice(1)] }, FROM_OPTIONS);
    await screen.findByRole('table');
    expect(nextButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-options'));
    expect(router.state.location.search).toBe(`?id=${ORDER_ID}`);
  });

  it('from /main’s reconcile routing Next is there, disabled while the order has no invoice', async () => {
    await openInvoicePage('fornecedor', {}, FROM_RECONCILE);
    await screen.findByText('Nenhuma nota fiscal registrada');
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription('Registre ao menos uma nota fiscal para continuar.');
  });

  it.each([
    ['/reconcile', invoiceOrder()],
    [
      '/sustainability',
      invoiceOrder({
        sustentabilidade: 'BCI',
        empresa: { exigirDeclProdutor: true, exigirCertSustentabilidade: true },
      }),
    ],
    [
      '/producer-declaration',
      invoiceOrder({ empresa: { exigirDeclProdutor: true, exigirCertSustentabilidade: false } }),
    ],
  ])('with an invoice Next goes to %s with the id and the same state', async (path, order) => {
    const { user, router } = await openInvoicePage('fornecedor', { order, invoices: [invoice(1)] }, FROM_RECONCILE);
    await screen.findByRole('table');
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton()!);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.search).toBe(`?id=${ORDER_ID}`);
    expect(router.state.location.state).toEqual(FROM_RECONCILE);
  });

  it('Back from the reconcile routing returns to /main', async () => {
    const { user, router } = await openInvoicePage('fornecedor', {}, FROM_RECONCILE);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });
});
