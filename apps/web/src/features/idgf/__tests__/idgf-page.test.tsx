import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { openHandledApp } from '../../../test/helpers';
import { idgfBackend } from './idgf-fixtures';

const heading = () => screen.findByRole('heading', { name: 'Relatório IDGF', level: 1 }, { timeout: 10_000 });
const card = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('/idgf (supplier)', () => {
  it('shows each figure with its rate, its chart and its definition on hover', async () => {
    const { user } = openHandledApp('/idgf', idgfBackend(), 'fornecedor');
    await heading();
    const delivery = await card('Entregas no prazo');
    // 8 on time of 10 counted (no window left out)
    expect(within(delivery).getByText('80%')).toBeInTheDocument();
    expect(within(delivery).getByText('8 de 10')).toBeInTheDocument();
    expect(within(delivery).getByRole('img', { name: 'Entregas no prazo: 80%' })).toBeInTheDocument();
    await user.hover(within(delivery).getByRole('button', { name: 'Definição de Entregas no prazo' }));
    expect(await screen.findByText(/dentro da janela de entrega do pedido/)).toBeInTheDocument();
    const acceptance = await card('Pedidos aceitos no prazo');
    expect(within(acceptance).getByText('80%')).toBeInTheDocument();
    expect(within(await card('Conciliação no primeiro envio')).getByText('75%')).toBeInTheDocument();
    const reasons = await card('Principais motivos de divergência');
    expect(within(reasons).getByText('Quantidade divergente')).toBeInTheDocument();
    expect(within(reasons).getByText('Custo unitário divergente')).toBeInTheDocument();
    const awaiting = await card('Notas aguardando ação');
    expect(within(awaiting).getByText('Pedido 4512')).toBeInTheDocument();
    expect(within(await card('Documentos a vencer')).getByText(/Declaração do produtor/)).toBeInTheDocument();
    expect(screen.getByText('Semanas 10/2026 a 11/2026 (01/03/2026 a 14/03/2026)')).toBeInTheDocument();
  });

  it('changes the period through a shortcut and through typed weeks, refusing a week that does not exist', async () => {
    const { user, calls } = openHandledApp('/idgf', idgfBackend(), 'fornecedor');
    await card('Entregas no prazo');
    expect(calls.filter((c) => c.path.startsWith('/api/idgf/relatorio'))[0]!.path).toBe('/api/idgf/relatorio');
    await user.click(screen.getByRole('checkbox', { name: 'Últimas 4 semanas' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/idgf/relatorio?de=2026-08&ate=2026-11')).toBe(true));
    const from = screen.getByRole('textbox', { name: 'Da semana' });
    fireEvent.change(from, { target: { value: '77/2026' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Informe a semana como ss/aaaa, por exemplo 07/2026.')).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '02/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Até a semana' }), { target: { value: '9/2026' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/idgf/relatorio?de=2026-02&ate=2026-09')).toBe(true));
  });

  it("downloads a figure's CSV in the user's language", async () => {
    const files = captureDownloads();
    const { user, calls } = openHandledApp('/idgf', idgfBackend(), 'fornecedor');
    await user.click(
      within(await card('Entregas no prazo')).getByRole('button', { name: 'Exportar Entregas no prazo em CSV' }),
    );
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('idgf_onTimeDelivery_2026-10_2026-11.csv');
    expect(calls.find((c) => c.path.startsWith('/api/idgf/relatorio.csv'))!.path).toBe(
      '/api/idgf/relatorio.csv?figura=onTimeDelivery&userLocale=pt-BR',
    );
  });

  it('says "file not found" when the CSV cannot be found', async () => {
    const files = captureDownloads();
    const { user } = openHandledApp(
      '/idgf',
      idgfBackend({ csv: { status: 404, body: { code: 'fileNotFound', message: 'Arquivo não encontrado.' } } }),
      'fornecedor',
    );
    await user.click(within(await card('Documentos a vencer')).getByRole('button', { name: /Exportar/ }));
    expect(await screen.findByText('Arquivo não encontrado.')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });
});

describe('/idgf when the report cannot be produced (BI4)', () => {
  it('shows the report-problem screen with the error code and message', async () => {
    openHandledApp(
      '/idgf',
      idgfBackend({ report: { status: 500, body: { code: 'internalError', message: 'Ocorreu um erro interno.' } } }),
      'fornecedor',
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'Problema ao gerar o relatório' })).toBeInTheDocument();
    expect(within(alert).getByText(/Desculpe/)).toBeInTheDocument();
    expect(within(alert).getByText(/fale com o suporte/)).toBeInTheDocument();
    expect(within(alert).getByText('internalError')).toBeInTheDocument();
    expect(within(alert).getByText(/Mensagem/)).toHaveTextContent('Ocorreu um erro interno');
  });

  it('shows the unknown-error object when the failure has no detail', async () => {
    openHandledApp(
      '/idgf',
      idgfBackend({ report: { response: () => new Response('', { status: 502 }) } }),
      'fornecedor',
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('unknownError')).toBeInTheDocument();
    expect(within(alert).getByText(/Erro desconhecido/)).toBeInTheDocument();
  });
});

describe('/provider-details/idgf (Admin)', () => {
  it("opens a supplier's report with its id and the way back to its details", async () => {
    const { calls } = openHandledApp('/provider-details/idgf?id=101', idgfBackend(), 'admin');
    await card('Entregas no prazo');
    expect(
      screen.getByText('O relatório de desempenho de Malharia Exemplo Ltda, como o fornecedor o vê.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('/api/idgf/relatorio'))!.path).toBe(
      '/api/idgf/relatorio?idFornecedor=101',
    );
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/provider-details?id=101');
  });

  it('refuses Logistica, who may open provider details but not the report', async () => {
    const { calls } = openHandledApp('/provider-details/idgf?id=101', idgfBackend(), 'logistica');
    expect(
      await screen.findByText('Seu perfil não tem permissão para acessar esta tela.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/idgf'))).toBe(false);
  });

  it('keeps /idgf itself for suppliers', async () => {
    openHandledApp('/idgf', idgfBackend(), 'admin');
    expect(
      await screen.findByText('Seu perfil não tem permissão para acessar esta tela.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
