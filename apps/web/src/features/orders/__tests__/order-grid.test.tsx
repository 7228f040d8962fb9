import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp, storeSession } from '../../../test/helpers';
import { ALL_GRID_HEADERS, captureDownloads, makeOrder, mockOrdersApi } from './order-fixtures';
import { headerTexts } from '../../../test/table-texts';
import { GRID_COLUMNS_STORAGE_KEY } from '../hooks/use-grid-columns';

const CONCILIATED = makeOrder(501, {
  status: 'A',
  naturezaPedido: 'Bonificado Compras',
  origemPedido: 480,
  localizacaoFisica: { id: 20, codigo: '541', nome: 'CD Cabreúva Norte' },
  fornecedor: { id: 10, nome: 'Malharia Exemplo do Sul Ltda' },
  cargas: [
    {
      id: 77,
      dtCriacao: '2026-03-01',
      status: 'A',
      agendamentos: [
        { id: 1, dtCriacao: '2026-03-01', dtEntrega: '2026-03-09', horaEntrega: '08:30:00', portao: null },
        { id: 2, dtCriacao: '2026-03-02', dtEntrega: '2026-03-10', horaEntrega: '14:00:00', portao: null },
      ],
    },
  ],
  conciliacaos: [
    {
      id: 9,
      statusConciliacaoComercial: { id: 2, descricao: 'Conciliado' },
      statusConciliacaoFiscal: { id: 3, descricao: 'Reprovado' },
    },
  ],
});
const ORDERS = [
  CONCILIATED,
  makeOrder(502, { status: 'C', marca: '=HYPERLINK("x")' }),
  makeOrder(503, { status: 'D' }),
  makeOrder(504, { status: 'W' }),
];

async function open(profile: 'fornecedor' | 'usuario' | 'youcom-usuario' | 'admin' = 'fornecedor') {
  storeSession(profile);
  const api = mockOrdersApi((p) => (p === 0 ? ORDERS : []));
  const harness = renderApp('/main');
  const table = await screen.findByRole('table', { name: 'Lista de pedidos' });
  await within(table).findByRole('button', { name: 'Abrir as opções do pedido 501' });
  return { ...harness, ...api, table };
}

/** The orders API with one file to download: answers `file` for the paths under `prefix` and keeps the one asked. */
function mockOrdersWithFile(prefix: string, file: () => Response): { url: string } {
  const asked = { url: '' };
  mockOrdersApi(
    (p) => (p === 0 ? ORDERS : []),
    (path) => {
      if (!path.startsWith(prefix)) return undefined;
      asked.url = path;
      return file();
    },
  );
  return asked;
}

const rowOf = (table: HTMLElement, id: number) =>
  within(table)
    .getByRole('button', { name: `Abrir as opções do pedido ${id}` })
    .closest('tr')!;

describe('/main order grid', () => {
  it('renders every column of a row: dates, status, truncated texts with tooltips, loads and dots', async () => {
    // every column chosen (a supplier's default leaves two out: order-grid-columns.test.tsx)
    localStorage.setItem(GRID_COLUMNS_STORAGE_KEY, '[]');
    const { table, user } = await open();
    expect(headerTexts(table).slice(1)).toEqual(ALL_GRID_HEADERS);
    const cells = within(rowOf(table, 501)).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '',
      '501',
      (1200).toLocaleString('pt-BR'),
      '05/03/2026',
      'A - Aprovado',
      'Bonificad…Bonificado Compras',
      '480',
      '12/2026',
      'CD Cabreú…CD Cabreúva Norte',
      'Renner',
      '77',
      '10/03/2026 14:00',
      'Malharia Exemplo do…Malharia Exemplo do Sul Ltda',
      '',
    ]);
    // the visible text is cut; the full text shows in a tooltip
    const nature = within(cells[5]!).getByText('Bonificad…');
    await user.hover(nature);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bonificado Compras');
    // load ids are links for users with load-details
    expect(within(cells[10]!).getByRole('link', { name: 'Abrir os detalhes da carga 77' })).toHaveAttribute(
      'href',
      '/load-details?id=77',
    );
    // commercial 2 green, fiscal 3 red
    const dots = within(cells[13]!).getByRole('button', {
      name: 'Status da conciliação do pedido 501: comercial conciliada, fiscal reprovada',
    });
    expect([...dots.querySelectorAll('[data-color]')].map((d) => d.getAttribute('data-color'))).toEqual([
      'green',
      'red',
    ]);
    expect(within(rowOf(table, 502)).queryByRole('button', { name: /Status da conciliação/ })).toBeNull();
  });

  it('shows the natures in the current language in the grid and the nature filter, and filters by the API value', async () => {
    localStorage.setItem('lang', 'en-US');
    await i18n.changeLanguage('en-US');
    storeSession('fornecedor');
    const { calls } = mockOrdersApi((p) => (p === 0 ? ORDERS : []));
    const { user } = renderApp('/main');
    const table = await screen.findByRole('table', { name: 'Order list' });
    const row = await within(table).findByRole('button', { name: 'Open the options of order 501' });
    const cells = within(row.closest('tr')!).getAllByRole('cell');
    expect(cells[5]).toHaveTextContent('Bonus (purchasing)');
    const standard = within(table).getByRole('button', { name: 'Open the options of order 502' }).closest('tr')!;
    expect(within(standard).getAllByRole('cell')[5]).toHaveTextContent('Standard');
    await user.click(screen.getByRole('textbox', { name: 'Nature' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Standard',
      'Sample',
      'Imported',
      'Bonus (marketing)',
      'Bonus (purchasing)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Bonus (marketing)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)?.filtro).toEqual({ naturezaPedido: 'Bonificado MKT', ordenacao: 'pedido' }),
    );
  });

  it('opens the order options with the order in the state and in ?id=', async () => {
    const { table, user, router } = await open();
    await user.click(within(table).getByRole('button', { name: 'Abrir as opções do pedido 503' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-options'));
    expect(router.state.location.search).toBe('?id=503');
    expect(router.state.location.state).toMatchObject({ idPedido: 503 });
  });

  it('opens the conciliation status from the dots', async () => {
    const { table, user, router } = await open();
    await user.click(within(table).getByRole('button', { name: /Status da conciliação do pedido 501/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conciliation-status'));
    expect(router.state.location.state).toMatchObject({ idPedido: 501 });
  });

  it('writes the CSV of the visible rows (semicolons, BOM, dd/mm/yyyy, ---, neutralised formulas)', async () => {
    const files = captureDownloads();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV dos pedidos visíveis' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('pedidos.csv');
    // UTF-8 with a BOM, so Excel in Portuguese reads the accents
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFPedido;Peças;Emissão;Status;Natureza;Pedido origem amostra;Semana/ano;CD;Marca;Cargas;Entrega;Fornecedor;Conciliação comercial;Conciliação fiscal',
    );
    expect(lines[1]).toBe(
      '501;1200;05/03/2026;A - Aprovado;Bonificado Compras;480;12/2026;CD Cabreúva Norte;Renner;77;10/03/2026 14:00;Malharia Exemplo do Sul Ltda;Conciliado;Reprovado',
    );
    expect(lines[2]).toBe(
      `502;1200;05/03/2026;C - Cancelado;Normal;---;12/2026;CD Cabreúva;"'=HYPERLINK(""x"")";---;---;Malharia Exemplo Ltda;---;---`,
    );
    expect(lines).toHaveLength(6);
  });

  it('streams the detailed report with the current filter and saves it', async () => {
    const files = captureDownloads();
    storeSession('fornecedor');
    const report = mockOrdersWithFile(
      '/api/pedido/relatorio-detalhado',
      () => new Response('\uFEFFPedido;Status\r\n501;A\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const { user } = renderApp('/main');
    await screen.findByRole('button', { name: 'Abrir as opções do pedido 501' });
    await user.type(screen.getByLabelText('Carga'), '77{Enter}');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Relatório detalhado (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(report.url).toBe('/api/pedido/relatorio-detalhado?max=2000&ordenacao=pedido&idCarga=77');
    expect(await files[0]!.blob.text()).toContain('501;A');
  });
});

describe('/main bottom bar', () => {
  const button = (name: string) => screen.getByRole('button', { name });

  it('enables nothing without a selection and explains why', async () => {
    await open();
    expect(button('Conciliar')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Conciliar')).toHaveAccessibleDescription('Selecione exatamente um pedido.');
    expect(button('Montar carga')).toHaveAccessibleDescription('Selecione ao menos um pedido.');
    expect(button('Importar tabela de medidas')).toHaveAccessibleDescription(
      'Seu perfil não tem permissão para esta ação.',
    );
  });

  it('follows the status and selection rules for a supplier', async () => {
    const { table, user, router } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 501' }));
    for (const name of ['Selo de caixa', 'Etiqueta de preço', 'Conciliar', 'Montar carga', 'Exportar pedido (PDF)'])
      expect(button(name), name).not.toHaveAttribute('aria-disabled');
    // two orders: the one-order actions stop, assemble load goes on
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 504' }));
    expect(button('Conciliar')).toHaveAccessibleDescription('Selecione exatamente um pedido.');
    expect(button('Montar carga')).not.toHaveAttribute('aria-disabled');
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 501' }));
    // W alone: export needs the admin permission
    expect(button('Exportar pedido (PDF)')).toHaveAccessibleDescription(
      'Este status exige a permissão de administrador.',
    );
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 504' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 503' }));
    // D: box label needs the admin print permission; reconcile refuses the status
    expect(button('Selo de caixa')).toHaveAccessibleDescription('Este status exige a permissão de administrador.');
    expect(button('Conciliar')).toHaveAccessibleDescription('O status do pedido não permite esta ação.');
    await user.click(button('Conciliar'));
    expect(router.state.location.pathname).toBe('/main');
    await user.click(button('Etiqueta de preço'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price-tag'));
    expect(router.state.location.state).toMatchObject({ idPedido: 503, idPedidos: [503] });
  });

  it('selects every visible order from the header checkbox and assembles a load with them', async () => {
    const { table, user, router } = await open();
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar todos os pedidos visíveis' }));
    expect(screen.getByText('4 pedidos carregados · 4 selecionados')).toBeInTheDocument();
    expect(button('Montar carga')).toHaveAccessibleDescription('O status do pedido não permite esta ação.');
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 502' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 503' }));
    await user.click(button('Montar carga'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/load'));
    expect(router.state.location.state).toMatchObject({ idPedidos: [501, 504] });
  });

  it('downloads the purchase-order PDF of the selected order', async () => {
    const files = captureDownloads();
    storeSession('admin');
    const pdf = mockOrdersWithFile(
      '/api/report/',
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const { user } = renderApp('/main');
    const table = await screen.findByRole('table', { name: 'Lista de pedidos' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Selecionar o pedido 504' }));
    await user.click(button('Exportar pedido (PDF)'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(pdf.url).toBe('/api/report/relatorio/Reports/001_pedido.pdf?idPedido=504&userLocale=pt-BR');
    expect(files[0]!.name).toBe('pedido-504.pdf');
  });
});
