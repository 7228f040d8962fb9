import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { graphqlRoute, openHandledApp, operationVariables, route } from '../../../test/helpers';
import { ORDER_ID, ROW } from './sustainability-fixtures';

const LIST = 'listarSustentabilidadeAuditoriaFiltrada';

describe('/sustainability-list', () => {
  it('lists the certificates with the expiry flag, truncation, edit and download icons', async () => {
    const saved = captureDownloads();
    const { user, calls } = openHandledApp('/sustainability-list', [
      graphqlRoute(LIST, () => ({ itens: [ROW], pagina: 0, temMais: false })),
      graphqlRoute('buscarArquivoPorIdCertificado', () => ({
        idCertificado: 31,
        nomeArquivo: `certificado-sustentabilidade-pedido-${ORDER_ID}-31.pdf`,
        arquivo: 'JVBERi0xLjQK',
      })),
    ]);
    const table = await screen.findByRole('table', { name: 'Certificados de sustentabilidade' });
    const [header, row] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('Código do certificadoStatus da auditoriaTipoPedidoNaturezaFornecedor');
    expect(row).toHaveTextContent('CS2026-000031');
    expect(row).toHaveTextContent('Aguardando aprovação');
    expect(row).toHaveTextContent('Vencido');
    expect(row).toHaveTextContent('17/03/2026 10:15');
    // 30 characters of the type, 20 of the provider; the whole text on hover
    expect(row).toHaveTextContent('Outros atributos sustentáveis');
    expect(
      within(row!).getByText((_, element) => element?.getAttribute('data-full-text') === ROW.nomeFornecedor),
    ).toBeInTheDocument();
    expect(
      within(row!).getByRole('link', { name: `Auditar o certificado CS2026-000031 do pedido ${ORDER_ID}` }),
    ).toHaveAttribute('href', `/sustainability-status?id=${ORDER_ID}&tipo=2&certificado=31`);
    await user.click(within(row!).getByRole('button', { name: /Baixar o PDF do certificado/ }));
    await waitFor(() =>
      expect(saved.map((f) => f.name)).toEqual([`certificado-sustentabilidade-pedido-${ORDER_ID}-31.pdf`]),
    );
    expect(new Set(operationVariables(calls, LIST).map((v) => JSON.stringify(v)))).toEqual(
      new Set([JSON.stringify({ filtro: {}, pagina: 0 })]),
    );
  });

  it('searches with Enter and downloads the report of the applied filter', async () => {
    const saved = captureDownloads();
    const { user, calls } = openHandledApp('/sustainability-list', [
      graphqlRoute(LIST, () => ({ itens: [ROW], pagina: 0, temMais: false })),
      route('GET', '/api/sustentabilidade/relatorio.csv', {
        response: () => new Response('\uFEFFPedido;…\r\n', { headers: { 'content-type': 'text/csv' } }),
      }),
    ]);
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Número do pedido' }), `${ORDER_ID}{Enter}`);
    await waitFor(() =>
      expect(operationVariables(calls, LIST).at(-1)).toEqual({ filtro: { numeroPedido: ORDER_ID }, pagina: 0 }),
    );
    await user.click(screen.getByRole('button', { name: 'Obter relatório' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['relatorio_sustentabilidade.csv']));
    expect(calls.find((c) => c.path.startsWith('/api/sustentabilidade/relatorio.csv'))!.path).toContain(
      `numeroPedido=${ORDER_ID}`,
    );
  });
});
