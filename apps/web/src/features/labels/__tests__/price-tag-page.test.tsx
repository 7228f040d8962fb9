import { ERROR_MESSAGES, permissionsOf, type ProfileKey } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithProviders, storeSession } from '../../../test/helpers';
import { PriceTagPage } from '../pages/price-tag-page';
import {
  CAMICADO,
  captureDownloads,
  currentFakePrinter,
  downloadButton as download,
  makeOrder,
  makePriceItem,
  mockLabelsApi,
  openLabelPage,
  ORDER_ID,
  quantityInput as quantity,
  resetFakePrinter,
  selectCheckbox as select,
  YOUCOM,
  type FakePrinter,
  type LabelsBackend,
} from './label-fixtures';
import { NO_SESSION_USER } from '../../../lib/session-user';
import { expectAlert } from '../../../test/alerts';

vi.mock('../printer/use-printer', () => ({ usePrinter: () => currentFakePrinter() }));

const msg = ERROR_MESSAGES['pt-BR'];
const ITEMS = [makePriceItem(1), makePriceItem(2, { qtCompra: 8 }), makePriceItem(3)];

let printer: FakePrinter;
beforeEach(() => {
  printer = resetFakePrinter();
});

const open = (backend: LabelsBackend = {}, profile: ProfileKey = 'fornecedor') =>
  openLabelPage('/price-tag', `Etiquetas de preço do pedido ${ORDER_ID}`, { items: ITEMS, ...backend }, profile);

const table = () => screen.findByRole('table', { name: /Itens do pedido/ });

describe('/price-tag: the order and its states', () => {
  it('without an order says so and links to the orders', async () => {
    storeSession('fornecedor');
    mockLabelsApi('fornecedor', {});
    const { user, router } = renderApp('/price-tag');
    expect(await screen.findByRole('heading', { name: 'Nenhum pedido informado' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir para a consulta de pedidos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('reads the order from the navigation state and shows its head', async () => {
    mockLabelsApi('fornecedor', { order: makeOrder(), items: ITEMS });
    renderWithProviders(
      <MemoryRouter initialEntries={[{ pathname: '/price-tag', state: { idPedido: ORDER_ID } }]}>
        <PriceTagPage user={{ ...NO_SESSION_USER, idFornecedor: 10, permissions: permissionsOf('fornecedor') }} />
      </MemoryRouter>,
    );
    const head = await screen.findByRole('list', { name: 'Resumo do pedido' });
    expect(within(head).getByText(String(ORDER_ID))).toBeInTheDocument();
    expect(within(head).getByText('Renner')).toBeInTheDocument();
    expect(within(head).getByText('Normal')).toBeInTheDocument();
    expect(within(head).getByText('A - Aprovado')).toBeInTheDocument();
    expect(within(head).getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos pedidos' })).toHaveAttribute('href', '/main');
  });

  it('an order that is not visible is not found', async () => {
    await open({ order: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(`O pedido ${ORDER_ID} não existe`);
  });

  it('a failure to load the items offers a retry', async () => {
    const { calls } = await open({ items: 'error' });
    const alert = await expectAlert('Não foi possível carregar os itens do pedido');
    const before = calls.filter((c) => c.operation === 'itensParaEtiqueta').length;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls.filter((c) => c.operation === 'itensParaEtiqueta').length).toBe(before + 1));
  });

  it('an order not in A or D cannot have tags and says why', async () => {
    await open({ order: makeOrder({ status: 'N' }) });
    await table();
    expect(screen.getByTestId('label-blocked')).toHaveTextContent('status A (Aprovado) ou D (Entregue)');
    expect(screen.queryByRole('button', { name: 'Baixar arquivo' })).not.toBeInTheDocument();
    expect(select('100001')).toBeDisabled();
  });
});

describe('/price-tag: selection and quantities', () => {
  it('selecting fills qtCompra, typing is digits only and capped, generate waits for every quantity', async () => {
    const { user } = await open();
    await table();
    expect(download()).toBeDisabled();
    expect(screen.getByText('Selecione ao menos um item para gerar as etiquetas.')).toBeInTheDocument();

    await user.click(select('100002'));
    expect(quantity('100002')).toHaveValue('8');
    expect(download()).toBeEnabled();

    await user.clear(quantity('100002'));
    expect(download()).toBeDisabled();
    expect(screen.getByText('Informe a quantidade de etiquetas de cada item selecionado.')).toBeInTheDocument();

    await user.type(quantity('100002'), '9x9');
    expect(quantity('100002')).toHaveValue('8'); // 99 capped at qtCompra 8
    await user.clear(quantity('100002'));
    await user.type(quantity('100002'), 'a5');
    expect(quantity('100002')).toHaveValue('5');
    expect(download()).toBeEnabled();

    // typing in a row that is not ticked ticks it
    await user.type(quantity('100003'), '7');
    expect(select('100003')).toBeChecked();

    await user.click(select('100002'));
    expect(quantity('100002')).toHaveValue('');
  });

  it('select all ticks every row with its qtCompra and clears them again', async () => {
    const { user } = await open();
    await table();
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos os itens' });
    await user.click(all);
    expect(select('100001')).toBeChecked();
    expect(quantity('100001')).toHaveValue('120');
    expect(quantity('100002')).toHaveValue('8');
    await user.click(all);
    expect(select('100001')).not.toBeChecked();
    expect(download()).toBeDisabled();
  });
});

describe('/price-tag: output per company', () => {
  it('Renner: Zebra or TXT, a file name with the final name, Print for Zebra only', async () => {
    const { user } = await open();
    await table();
    expect(screen.getByRole('radio', { name: 'Zebra (ZPL)' })).toBeChecked();
    const name = screen.getByRole('textbox', { name: 'Nome do arquivo' });
    expect(name).toHaveValue('etiquetas-preco.zpl');
    expect(screen.getByText(`O arquivo será salvo como etiquetas-preco_${ORDER_ID}.txt`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'TXT' }));
    expect(name).toHaveValue('etiquetas-preco.txt');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('Camicado: PDF only, without a file name', async () => {
    await open({ order: makeOrder({ empresa: CAMICADO }) });
    await table();
    expect(screen.getByTestId('label-output')).toHaveTextContent('PDF');
    expect(screen.queryByRole('textbox', { name: 'Nome do arquivo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('Youcom sample order: no output, the tagOutputNotAllowed message', async () => {
    await open({ order: makeOrder({ empresa: YOUCOM, naturezaPedido: 'Amostra' }) });
    await table();
    expect(screen.getByTestId('label-no-output')).toHaveTextContent(msg.tagOutputNotAllowed);
    expect(screen.queryByRole('button', { name: 'Baixar arquivo' })).not.toBeInTheDocument();
  });
});

describe('/price-tag: generating', () => {
  it('downloads the TXT file under the server’s name with the body the contract asks for', async () => {
    const saved = captureDownloads();
    const { user, files } = await open({
      file: {
        body: 'CODIGO;DESCRICAO\r\n',
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="precos_${ORDER_ID}.txt"`,
        },
      },
    });
    await table();
    await user.click(screen.getByRole('radio', { name: 'TXT' }));
    await user.click(select('100001'));
    await user.clear(quantity('100001'));
    await user.type(quantity('100001'), '10');
    await user.click(select('100002'));
    const name = screen.getByRole('textbox', { name: 'Nome do arquivo' });
    await user.clear(name);
    await user.type(name, 'precos.txt');
    await user.click(download());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files()).toEqual([
      {
        path: '/api/etiquetas/etiqueta',
        body: {
          idPedido: ORDER_ID,
          itens: [
            { id: 1, quantidade: 10 },
            { id: 2, quantidade: 8 },
          ],
          nomeArquivo: 'precos.txt',
          tipoEtiqueta: 2,
        },
      },
    ]);
    expect(saved[0]!.name).toBe(`precos_${ORDER_ID}.txt`);
    expect(await screen.findByText(`Arquivo precos_${ORDER_ID}.txt baixado.`)).toBeInTheDocument();
  });

  it('Camicado downloads the PDF from its own path', async () => {
    const saved = captureDownloads();
    const { user, files } = await open({
      order: makeOrder({ empresa: CAMICADO }),
      file: { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } },
    });
    await table();
    await user.click(select('100003'));
    await user.click(download());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files()).toEqual([
      {
        path: '/api/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf',
        body: { idPedido: ORDER_ID, itens: [{ id: 3, quantidade: 120 }] },
      },
    ]);
    expect(saved[0]!.name).toBe('etiqueta_camicado_pdf.pdf');
  });

  it('Print asks the server for the ZPL and sends it to the local printer', async () => {
    const zpl = '^XA^CI28^FDCamiseta^FS^PQ8^XZ';
    const { user, files } = await open({ file: { body: zpl } });
    await table();
    await user.click(select('100002'));
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printer.print).toHaveBeenCalledWith(zpl));
    expect(files()[0]).toMatchObject({
      path: '/api/etiquetas/etiqueta',
      body: { tipoEtiqueta: 1, itens: [{ id: 2, quantidade: 8 }], nomeArquivo: 'etiquetas-preco.zpl' },
    });
  });

  it('a refusal shows its translated message and marks the refused rows', async () => {
    const saved = captureDownloads();
    const { user } = await open({
      file: {
        status: 422,
        body: { code: 'priceTagQuantityExceeded', message: 'quantity', details: { itens: [2] } },
      },
    });
    await table();
    await user.click(select('100001'));
    await user.click(select('100002'));
    await user.click(download());
    const row = await screen.findByTestId('label-row-100002');
    await waitFor(() => expect(row).toHaveAttribute('data-marked', 'true'));
    expect(within(row).getByText(msg.priceTagQuantityExceeded)).toBeInTheDocument();
    expect(screen.getByTestId('label-row-100001')).not.toHaveAttribute('data-marked');
    expect(quantity('100002')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
    // the toast says it too, in the user's language
    expect(screen.getAllByText(msg.priceTagQuantityExceeded).length).toBeGreaterThanOrEqual(2);
    // changing the quantity clears the mark
    await user.clear(quantity('100002'));
    await user.type(quantity('100002'), '3');
    expect(row).not.toHaveAttribute('data-marked');
  });

  it('a refusal without items (tag010) is a translated toast and nothing is printed', async () => {
    const { user } = await open({ file: { status: 500, body: { code: 'tag010', message: 'boom' } } });
    await table();
    await user.click(select('100001'));
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText(msg.tag010)).toBeInTheDocument();
    expect(printer.print).not.toHaveBeenCalled();
  });
});
