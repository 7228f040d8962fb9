import { conciliationStatusName, permissionsOf } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '../../../i18n/i18n';
import { meAnswer, payloadFor, renderApp, renderWithProviders, requestPath, storeSession } from '../../../test/helpers';
import { recordToasts } from '../../../test/toasts';
import type { ReportCd } from '../api/report-cds';
import { sessionUserOf, type SessionUser } from '../../../lib/session-user';
import { ConciliationReportPage } from '../pages/report-page';
import { captureDownloads } from '../../../test/downloads';

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
}

const CDS: ReportCd[] = [
  { id: 20, codigo: '541', nome: 'CD Cabreúva' },
  { id: 21, codigo: '542', nome: 'CD Palhoça' },
];

type Answer = (path: string) => Response | undefined;

const pdf: Answer = (path) =>
  path.startsWith('/api/relatorios/Reports/conciliacao.pdf')
    ? new Response('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } })
    : undefined;

/** fetch answering the report (and /auth/me for the app); records every call with its headers. */
function mockApi(profile: 'admin' | 'logistica', answer: Answer = pdf) {
  const calls: Call[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input);
    if (path === '/api/auth/me') {
      return new Response(JSON.stringify(meAnswer(profile)), { headers: { 'content-type': 'application/json' } });
    }
    calls.push({ method: init?.method ?? 'GET', path, headers: (init?.headers ?? {}) as Record<string, string> });
    return (
      answer(path) ??
      new Response(JSON.stringify({ code: 'notFound', message: 'x' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    );
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const userOf = (profile: 'admin' | 'logistica'): SessionUser =>
  sessionUserOf({
    ...payloadFor(profile, profile === 'logistica' ? { idCd: 20 } : {}),
    permissions: permissionsOf(profile),
  });

function open(profile: 'admin' | 'logistica', options: { answer?: Answer; withCds?: boolean } = {}) {
  storeSession(profile, profile === 'logistica' ? { idCd: 20 } : {});
  const files = captureDownloads();
  const calls = mockApi(profile, options.answer);
  const listCds = vi.fn(async () => CDS);
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={['/conciliation-report']}>
      <ConciliationReportPage user={userOf(profile)} listCds={options.withCds === false ? undefined : listCds} />
    </MemoryRouter>,
  );
  return { calls, files, listCds, user };
}

function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

const reportCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/relatorios/'));
const heading = () => screen.findByRole('heading', { level: 1, name: 'Relatório de conciliação' });
const sideText = (id: number) => conciliationStatusName(id, currentLanguage());

describe('/conciliation-report', () => {
  it('sends every filter, the profile and the language, and saves relatorio_conciliacao.pdf', async () => {
    const { user, calls, files } = open('admin');
    await heading();
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    // label queries for the fields: role queries over the whole form are slow on a busy machine
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByLabelText(label, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await fill(screen.getByLabelText('Conciliação'), '812');
    await fill(screen.getByLabelText('Pedido'), '4500812');
    await fill(screen.getByLabelText('Fornecedor'), ' Malharia Exemplo ');
    await fill(screen.getByLabelText('Conciliação de'), '2026-11-01');
    await fill(screen.getByLabelText('Conciliação até'), '2026-11-30');
    await choose('Status comercial', `2 - ${sideText(2)}`);
    await choose('Status fiscal', `3 - ${sideText(3)}`);
    await choose('Status do RFM', '1 - Emitido');
    await fill(screen.getByLabelText('Nota fiscal'), '000123');
    await choose('Centro de distribuição', '542 - CD Palhoça');
    await choose('Ordenar por', 'Data da conciliação (mais recente primeiro)');
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('relatorio_conciliacao.pdf');
    expect(await files[0]!.blob.text()).toMatch(/^%PDF/);
    const [call] = reportCalls(calls);
    expect(call!.path.split('?')[0]).toBe('/api/relatorios/Reports/conciliacao.pdf');
    expect(call!.headers['x-target-service']).toBe('conciliation');
    expect(queryOf(call!.path)).toEqual({
      perfil: payloadFor('admin').perfis,
      conciliacao: '812',
      pedido: '4500812',
      nomeFornecedor: 'Malharia Exemplo',
      dataConciliacaoInicial: '2026-11-01',
      dataConciliacaoFinal: '2026-11-30',
      statusComercial: '2',
      statusFiscal: '3',
      statusRFM: '1',
      notaFiscal: '000123',
      idCd: '21',
      orderBy: '-dataConciliacao',
      userLocale: 'pt-BR',
    });
    // eleven fields filled one by one: room for a busy machine
  }, 40_000);

  it('Enter in a field gets the report with the filled filters only, in the current language', async () => {
    await i18n.changeLanguage('en-US');
    const { user, calls, files } = open('admin');
    await screen.findByRole('heading', { level: 1, name: 'Reconciliation report' });
    await user.type(screen.getByRole('textbox', { name: 'Order' }), '4500812{Enter}');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(queryOf(reportCalls(calls)[0]!.path)).toEqual({
      perfil: payloadFor('admin').perfis,
      pedido: '4500812',
      orderBy: 'pedido',
      userLocale: 'en-US',
    });
  });

  it('refuses a date range that runs backwards, with a translated message, and asks nothing', async () => {
    const { user, calls, files } = open('admin');
    await heading();
    await user.type(screen.getByLabelText('Conciliação de'), '2026-11-10');
    await user.type(screen.getByLabelText('Conciliação até'), '2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();
    expect(reportCalls(calls)).toHaveLength(0);
    expect(files).toHaveLength(0);
  });

  it('Clear empties every filter', async () => {
    const { user, calls } = open('admin');
    await heading();
    await user.type(screen.getByRole('textbox', { name: 'Fornecedor' }), 'Malharia');
    await user.click(screen.getByRole('textbox', { name: 'Centro de distribuição' }));
    await user.click(await screen.findByRole('option', { name: '541 - CD Cabreúva' }));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByRole('textbox', { name: 'Fornecedor' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Centro de distribuição' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Nota fiscal' }), '{Enter}');
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(1));
    expect(queryOf(reportCalls(calls)[0]!.path)).toEqual({
      perfil: payloadFor('admin').perfis,
      orderBy: 'pedido',
      userLocale: 'pt-BR',
    });
  });

  it('keeps a CD-bound user on its own CD, even after Clear', async () => {
    const { user, calls } = open('logistica');
    await heading();
    const cd = screen.getByRole('textbox', { name: 'Centro de distribuição' });
    await waitFor(() => expect(cd).toHaveValue('541 - CD Cabreúva'));
    expect(cd).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByRole('textbox', { name: 'Centro de distribuição' })).toHaveValue('541 - CD Cabreúva');
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(1));
    expect(queryOf(reportCalls(calls)[0]!.path)).toMatchObject({ idCd: '20' });
  });

  it('offers no CD filter when app/ gives no CD list', async () => {
    const { listCds } = open('admin', { withCds: false });
    await heading();
    expect(screen.queryByRole('textbox', { name: 'Centro de distribuição' })).toBeNull();
    expect(listCds).not.toHaveBeenCalled();
  });

  it('shows the progress of a running download and cancels it: nothing saved, no toast', async () => {
    const { user, files } = open('admin', {
      answer: (path) => {
        if (!path.startsWith('/api/relatorios/')) return undefined;
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('x'.repeat(4096))), // then stalls
        });
        return new Response(body, { headers: { 'content-type': 'application/pdf', 'content-length': '8192' } });
      },
    });
    const toasts = recordToasts();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('Baixando o relatório: 4 KB de 8 KB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do download do relatório' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    // the progress goes when the download has settled, after any toast it would ask for
    await waitFor(() => expect(screen.queryByText(/Baixando o relatório/)).toBeNull());
    expect(files).toHaveLength(0);
    expect(toasts).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server refusal as a translated toast', async () => {
    const { user, files } = open('admin', {
      answer: (path) =>
        path.startsWith('/api/relatorios/')
          ? new Response(JSON.stringify({ code: 'withoutPermission', message: 'x' }), {
              status: 403,
              headers: { 'content-type': 'application/json' },
            })
          : undefined,
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText(i18n.t('withoutPermission', { ns: 'errors' }))).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });

  it('opens through the real route for a logistics user', async () => {
    storeSession('logistica', { idCd: 20 });
    mockApi('logistica');
    renderApp('/conciliation-report');
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar relatório' })).toBeInTheDocument();
  });
});
