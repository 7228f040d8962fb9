import { ERROR_MESSAGES, type ProfileKey } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp, storeSession } from '../../../test/helpers';
import {
  captureDownloads,
  currentFakePrinter,
  downloadButton as download,
  makeBoxItem,
  makeOrder,
  mockLabelsApi,
  openLabelPage,
  ORDER_ID,
  quantityInput as quantity,
  resetFakePrinter,
  selectCheckbox as select,
  type FakePrinter,
  type LabelsBackend,
} from './label-fixtures';

vi.mock('../printer/use-printer', () => ({ usePrinter: () => currentFakePrinter() }));

const msg = ERROR_MESSAGES['pt-BR'];
// 200001: qtCompra 100, 5 per pack, 4 volumes → default 100 (±5), multipack 20 (±1)
// 200002: qtCompra 120, 6 per pack, 3 volumes → default 120 (±6), multipack 20 (±1)
const ITEMS = [makeBoxItem(1), makeBoxItem(2, { qtCompra: 120, qtItens: 6, qtVolume: 3 })];

let printer: FakePrinter;
beforeEach(() => {
  printer = resetFakePrinter();
});

async function open(backend: LabelsBackend = {}, profile: ProfileKey = 'fornecedor') {
  const title = `Selos de caixa do pedido ${ORDER_ID}`;
  const page = await openLabelPage('/box-tag', title, { items: ITEMS, ...backend }, profile);
  await screen.findByRole('table', { name: /Itens do pedido/ });
  return page;
}

const row = (code: string) => screen.getByTestId(`label-row-${code}`);

describe('/box-tag: tolerance', () => {
  it('marks a quantity outside 5 % of the default and blocks generation until it is fixed', async () => {
    const { user } = await open();
    expect(download()).toBeDisabled();
    await user.click(select('200001'));
    expect(quantity('200001')).toHaveValue('100');
    expect(screen.getByTestId('label-boxes-200001')).toHaveTextContent('4');
    expect(download()).toBeEnabled();

    await user.clear(quantity('200001'));
    await user.type(quantity('200001'), '94');
    expect(row('200001')).toHaveAttribute('data-marked', 'true');
    expect(within(row('200001')).getByText(`${msg.boxTagVolumeWarning} Permitido: de 95 a 105.`)).toBeInTheDocument();
    expect(quantity('200001')).toHaveAttribute('aria-invalid', 'true');
    expect(download()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    expect(screen.getByTestId('label-blocked-reason')).toHaveTextContent(
      'Corrija as quantidades dos itens marcados (1)',
    );

    await user.clear(quantity('200001'));
    await user.type(quantity('200001'), '1x05');
    expect(quantity('200001')).toHaveValue('105');
    expect(row('200001')).not.toHaveAttribute('data-marked');
    expect(download()).toBeEnabled();

    // an empty quantity is marked too
    await user.clear(quantity('200001'));
    expect(within(row('200001')).getByText('Informe a quantidade (entre 95 e 105).')).toBeInTheDocument();
    expect(download()).toBeDisabled();
  });

  it('multipack recomputes the defaults and resets the quantities of the ticked rows', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os itens' }));
    await user.clear(quantity('200002'));
    await user.type(quantity('200002'), '125');
    expect(screen.getByTestId('label-default-200002')).toHaveTextContent('120');

    await user.click(screen.getByRole('switch', { name: 'Selo multipack' }));
    expect(screen.getByTestId('label-default-200001')).toHaveTextContent('20');
    expect(screen.getByTestId('label-default-200002')).toHaveTextContent('20');
    expect(quantity('200001')).toHaveValue('20');
    expect(quantity('200002')).toHaveValue('20');
    expect(screen.getByRole('table', { name: /multipack/ })).toBeInTheDocument();

    // tolerance of 20 is floor(1) → 22 is out
    await user.clear(quantity('200002'));
    await user.type(quantity('200002'), '22');
    expect(row('200002')).toHaveAttribute('data-marked', 'true');
    await user.click(screen.getByRole('switch', { name: 'Selo multipack' }));
    expect(quantity('200002')).toHaveValue('120');
    expect(row('200002')).not.toHaveAttribute('data-marked');
  });
});

describe('/box-tag: who may print', () => {
  it('a delivered order needs the admin print permission', async () => {
    await open({ order: makeOrder({ status: 'D' }) });
    expect(screen.getByTestId('label-blocked')).toHaveTextContent('permissão de impressão administrativa');
    expect(screen.queryByRole('button', { name: 'Baixar arquivo' })).not.toBeInTheDocument();
  });

  it('an admin may stamp a delivered order', async () => {
    await open({ order: makeOrder({ status: 'D' }) }, 'admin');
    expect(screen.queryByTestId('label-blocked')).not.toBeInTheDocument();
    expect(download()).toBeInTheDocument();
  });
});

describe('/box-tag: generating', () => {
  it('downloads with layout, multipack and model in the body and saves under the server’s name', async () => {
    const saved = captureDownloads();
    const { user, files } = await open({
      file: {
        body: 'PEDIDO;FORNECEDOR\r\n',
        headers: { 'content-disposition': `attachment; filename*=UTF-8''selos-caixa_${ORDER_ID}.txt` },
      },
    });
    await user.click(screen.getByRole('radio', { name: /Detalhado \(100 × 100 mm\)/ }));
    await user.click(screen.getByRole('switch', { name: 'Selo multipack' }));
    await user.click(screen.getByRole('radio', { name: 'TXT' }));
    expect(screen.getByRole('textbox', { name: 'Nome do arquivo' })).toHaveValue('selos-caixa.txt');
    await user.click(select('200002'));
    await user.click(download());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files()).toEqual([
      {
        path: '/api/etiquetas/selo',
        body: {
          idPedido: ORDER_ID,
          itens: [{ id: 2, quantidade: 20 }],
          nomeArquivo: 'selos-caixa.txt',
          multipack: true,
          tipoSelo: 'DETALHADO',
          modelo: 2,
        },
      },
    ]);
    expect(saved[0]!.name).toBe(`selos-caixa_${ORDER_ID}.txt`);
  });

  it('Print sends the ZPL (modelo 1) to the local printer', async () => {
    const zpl = '^XA^FDCAIXA 1/4^FS^PQ1^XZ';
    const { user, files } = await open({ file: { body: zpl } });
    await user.click(select('200001'));
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printer.print).toHaveBeenCalledWith(zpl));
    expect(files()[0]).toMatchObject({
      path: '/api/etiquetas/selo',
      body: { modelo: 1, tipoSelo: 'PADRAO', multipack: false, itens: [{ id: 1, quantidade: 100 }] },
    });
  });

  it('the server’s boxTagVolumeWarning marks the items it names', async () => {
    const { user } = await open({
      file: { status: 422, body: { code: 'boxTagVolumeWarning', message: 'x', details: { itens: [1] } } },
    });
    await user.click(select('200001'));
    await user.click(select('200002'));
    await user.click(download());
    await waitFor(() => expect(row('200001')).toHaveAttribute('data-marked', 'true'));
    expect(within(row('200001')).getByText(msg.boxTagVolumeWarning)).toBeInTheDocument();
    expect(row('200002')).not.toHaveAttribute('data-marked');
    expect(printer.print).not.toHaveBeenCalled();
  });

  it('speaks Spanish, refusals included', async () => {
    storeSession('fornecedor');
    mockLabelsApi('fornecedor', {
      order: makeOrder(),
      items: ITEMS,
      file: { status: 422, body: { code: 'tagOutputNotAllowed', message: 'x' } },
    });
    await i18n.changeLanguage('es-ES');
    const { user } = renderApp(`/box-tag?id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: `Sellos de caja del pedido ${ORDER_ID}` });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar el artículo 200001' }));
    await user.click(screen.getByRole('button', { name: 'Descargar archivo' }));
    expect(await screen.findByText(ERROR_MESSAGES['es-ES'].tagOutputNotAllowed)).toBeInTheDocument();
  });
});
