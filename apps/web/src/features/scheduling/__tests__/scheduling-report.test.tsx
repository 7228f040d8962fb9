import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp, renderWithProviders, storeSession } from '../../../test/helpers';
import { recordToasts } from '../../../test/toasts';
import { EMPTY_REPORT_FORM, reportQueryFromForm } from '../model/report-query';
import { SchedulingReportPage } from '../pages/scheduling-report-page';
import { mockSchedulingApi } from './scheduling-fixtures';
import { captureDownloads } from '../../../test/downloads';

const CSV = '\uFEFFFornecedor;Portão;Entrega\r\nMalharia Exemplo;Doca 1;30/11/2026 09:00\r\n';

function reportFile(path: string): Response | undefined {
  if (path.startsWith('/api/agendamento/relatorio')) {
    return new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }
  if (path.startsWith('/api/relatorios/Reports/agendamento.pdf')) {
    return new Response('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } });
  }
  return undefined;
}

function open(profile: 'admin' | 'usuario' | 'logistica', extra = reportFile) {
  storeSession(profile);
  const files = captureDownloads();
  const api = mockSchedulingApi(profile, { extra });
  const harness = renderApp('/scheduling-report');
  return { ...harness, ...api, files };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = (name: string) => screen.getByLabelText(name);

function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

describe('scheduling report query', () => {
  it('leaves empty filters out and trims texts', () => {
    expect(reportQueryFromForm(EMPTY_REPORT_FORM, true)).toEqual({ ok: true, query: {} });
    expect(
      reportQueryFromForm(
        {
          idEmpresa: '3',
          nomeFornecedor: '  Malharia ',
          nomePortao: ' ',
          referencia: ' ag-0000572-4 ',
          dtEntregaIni: '2026-11-01',
          dtEntregaFim: '2026-11-01',
        },
        true,
      ),
    ).toEqual({
      ok: true,
      query: {
        idEmpresa: 3,
        nomeFornecedor: 'Malharia',
        referencia: 'ag-0000572-4',
        dtEntregaIni: '2026-11-01',
        dtEntregaFim: '2026-11-01',
      },
    });
  });

  it('sends the company only for users who may change it, and only a known one', () => {
    const form = { ...EMPTY_REPORT_FORM, idEmpresa: '4' };
    expect(reportQueryFromForm(form, false)).toEqual({ ok: true, query: {} });
    expect(reportQueryFromForm({ ...form, idEmpresa: '2' }, true)).toEqual({ ok: true, query: {} });
  });

  it('refuses a mistyped booking reference before asking the server', () => {
    expect(reportQueryFromForm({ ...EMPTY_REPORT_FORM, referencia: 'AG-0000572-5' }, true)).toEqual({
      ok: false,
      errors: { referencia: 'reference' },
    });
  });

  it('refuses a range that runs backwards, and a malformed date', () => {
    expect(
      reportQueryFromForm({ ...EMPTY_REPORT_FORM, dtEntregaIni: '2026-11-02', dtEntregaFim: '2026-11-01' }, true),
    ).toEqual({ ok: false, errors: { dtEntregaFim: 'dateRange' } });
    expect(reportQueryFromForm({ ...EMPTY_REPORT_FORM, dtEntregaIni: '02/11/2026' }, true)).toEqual({
      ok: false,
      errors: { dtEntregaIni: 'date' },
    });
  });
});

describe('/scheduling-report', () => {
  it('shows the company filter only with scheduling-report-change-company', async () => {
    open('admin');
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    expect(screen.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Todas');
  });

  it('has no company filter for an internal user without the permission', async () => {
    open('usuario');
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    expect(screen.queryByRole('textbox', { name: 'Empresa' })).toBeNull();
    expect(field('Fornecedor')).toBeInTheDocument();
  });

  it('takes the permissions from app/, with no token stored', async () => {
    // the page keeps its filters in the URL (lib/use-url-filters.ts): it renders inside a router
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <SchedulingReportPage permissions={['scheduling-report']} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    expect(screen.queryByRole('textbox', { name: 'Empresa' })).toBeNull();
    unmount();
    renderWithProviders(
      <MemoryRouter>
        <SchedulingReportPage permissions={['scheduling-report', 'scheduling-report-change-company']} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('textbox', { name: 'Empresa' })).toHaveValue('Todas');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('Enter in a field downloads the CSV with the filled filters only', async () => {
    const { user, calls, files } = open('usuario');
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    await user.type(field('Fornecedor'), 'Malharia Exemplo');
    await user.type(field('Portão'), 'Doca{Enter}');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('relatorio_agendamento.csv');
    expect(await files[0]!.blob.text()).toContain('Malharia Exemplo;Doca 1');
    const call = calls.find((c) => c.path.startsWith('/api/agendamento/relatorio'))!;
    expect(call.path.split('?')[0]).toBe('/api/agendamento/relatorio');
    expect(queryOf(call.path)).toEqual({ nomeFornecedor: 'Malharia Exemplo', nomePortao: 'Doca' });
  });

  it('gets the PDF from the menu, with the company, the dates and the language', async () => {
    await i18n.changeLanguage('en-US');
    const { user, calls, files } = open('admin');
    await screen.findByRole('heading', { level: 1, name: 'Scheduling report' });
    await user.click(screen.getByRole('textbox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Camicado 003' }));
    await user.type(dateField('Delivery from'), '2026-11-01');
    await user.type(dateField('Delivery to'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Get report' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('relatorio_agendamento.pdf');
    expect(await files[0]!.blob.text()).toMatch(/^%PDF/);
    const call = calls.find((c) => c.path.startsWith('/api/relatorios/Reports/agendamento.pdf'))!;
    expect(queryOf(call.path)).toEqual({
      idEmpresa: '3',
      dtEntregaIni: '2026-11-01',
      dtEntregaFim: '2026-11-30',
      userLocale: 'en-US',
    });
  });

  it('gets the CSV from the menu, for all companies when All is chosen', async () => {
    const { user, calls, files } = open('logistica');
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const call = calls.find((c) => c.path.startsWith('/api/agendamento/relatorio'))!;
    expect(call.path).toBe('/api/agendamento/relatorio');
  });

  it('refuses a delivery range that runs backwards, with a translated message, and asks nothing', async () => {
    const { user, calls, files } = open('usuario');
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    await user.type(dateField('Entrega de'), '2026-11-10');
    await user.type(dateField('Entrega até'), '2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('relatorio'))).toHaveLength(0);
    expect(files).toHaveLength(0);
    // correcting a date takes the message away
    await user.clear(dateField('Entrega até'));
    await user.type(dateField('Entrega até'), '2026-11-11');
    expect(screen.queryByText('A data final deve ser igual ou posterior à data inicial.')).toBeNull();
  });

  it('clears the filters', async () => {
    const { user, calls } = open('admin');
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    await user.type(field('Fornecedor'), 'Malharia');
    await user.click(screen.getByRole('textbox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Youcom 004' }));
    await user.type(dateField('Entrega de'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(field('Fornecedor')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Todas');
    expect(dateField('Entrega de')).toHaveValue('');
    await user.type(field('Portão'), '{Enter}');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/agendamento/relatorio')).toBe(true));
  });

  it('shows the progress of a running download and cancels it: nothing saved, no toast', async () => {
    const { user, files } = open('usuario', (path) => {
      if (!path.startsWith('/api/agendamento/relatorio')) return undefined;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('x'.repeat(4096))), // then stalls
      });
      return new Response(body, { headers: { 'content-type': 'text/csv', 'content-length': '8192' } });
    });
    const toasts = recordToasts();
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    await user.type(field('Fornecedor'), 'x{Enter}');
    expect(await screen.findByText('Baixando o CSV: 4 KB de 8 KB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do download do relatório' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    // the progress goes when the download has settled, after any toast it would ask for
    await waitFor(() => expect(screen.queryByText(/Baixando o CSV/)).toBeNull());
    expect(files).toHaveLength(0);
    expect(toasts).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server refusal as a translated toast', async () => {
    const { user } = open('usuario', (path) =>
      path.startsWith('/api/agendamento/relatorio')
        ? new Response(JSON.stringify({ code: 'withoutPermission', message: 'x' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Relatório de agendamentos' });
    await user.type(field('Fornecedor'), 'x{Enter}');
    expect(await screen.findByText(/permissão/i)).toBeInTheDocument();
  });
});
