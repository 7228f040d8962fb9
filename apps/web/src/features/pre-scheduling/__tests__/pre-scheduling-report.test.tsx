import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { openHandledApp, renderWithProviders, route, type FetchHandler } from '../../../test/helpers';
import { EMPTY_REPORT_FORM, reportQueryFromForm } from '../model/report-query';
import { PreSchedulingReportPage } from '../pages/pre-scheduling-report-page';

const CSV = '\uFEFFDescrição;Fornecedor;Ativo\r\nReserva semanal de verão;Confecções Vale do Itajaí Ltda;Sim\r\n';

const FILES: FetchHandler[] = [
  route('GET', '/api/preagendamento/relatorio', {
    response: () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  }),
  route('GET', '/api/relatorios/Reports/preagendamento.pdf', {
    response: () => new Response('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } }),
  }),
];

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Relatório de pré-agendamentos' }, { timeout: 10_000 });

describe('pre-scheduling report query', () => {
  it('leaves empty filters out, trims texts and sends the CNPJ without its mask', () => {
    expect(reportQueryFromForm(EMPTY_REPORT_FORM, true)).toEqual({});
    expect(
      reportQueryFromForm(
        {
          nomeFornecedor: ' Vale ',
          cnpjFornecedor: '12.ABC.345/01DE-35',
          nomeEmpresa: 'Camicado',
          nomeCd: ' ',
          ativo: 'Não',
        },
        true,
      ),
    ).toEqual({ nomeFornecedor: 'Vale', cnpjFornecedor: '12ABC34501DE35', nomeEmpresa: 'Camicado', ativo: 'Não' });
  });

  it('sends the company only with pre-scheduling-report-change-company, and only a known one', () => {
    expect(reportQueryFromForm({ ...EMPTY_REPORT_FORM, nomeEmpresa: 'Youcom' }, false)).toEqual({});
    expect(reportQueryFromForm({ ...EMPTY_REPORT_FORM, nomeEmpresa: 'Outra' }, true)).toEqual({});
  });
});

describe('/pre-scheduling-report', () => {
  it('Enter in a field downloads the CSV with the filled filters; the CNPJ takes its mask as typed', async () => {
    const files = captureDownloads();
    const { user, calls } = openHandledApp('/pre-scheduling-report', FILES);
    await heading();
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'CNPJ do fornecedor' }), '12abc34501de35');
    expect(screen.getByRole('textbox', { name: 'CNPJ do fornecedor' })).toHaveValue('12.ABC.345/01DE-35');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ativo' }), 'Sim');
    await user.type(screen.getByRole('textbox', { name: 'Fornecedor' }), 'Vale{Enter}');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('relatorio_preagendamento.csv');
    expect(await files[0]!.blob.text()).toContain('Reserva semanal de verão');
    const call = calls.find((c) => c.path.startsWith('/api/preagendamento/relatorio'))!;
    expect(queryOf(call.path)).toEqual({ nomeFornecedor: 'Vale', cnpjFornecedor: '12ABC34501DE35', ativo: 'Sim' });
  });

  it('the menu downloads the PDF for the chosen company, in the user language', async () => {
    const files = captureDownloads();
    const { user, calls } = openHandledApp('/pre-scheduling-report', FILES);
    await heading();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Empresa' }), 'Renner');
    await user.type(screen.getByRole('textbox', { name: 'Centro de distribuição' }), 'Cabreúva');
    await user.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('relatorio_preagendamento.pdf');
    const call = calls.find((c) => c.path.startsWith('/api/relatorios/Reports/preagendamento.pdf'))!;
    expect(queryOf(call.path)).toEqual({ nomeEmpresa: 'Renner', nomeCd: 'Cabreúva', userLocale: 'pt-BR' });
  });

  it('has no company filter without pre-scheduling-report-change-company', async () => {
    renderWithProviders(
      <MemoryRouter>
        <PreSchedulingReportPage user={{ permissions: ['pre-scheduling-report'] }} />
      </MemoryRouter>,
    );
    await heading();
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Fornecedor' })).toBeInTheDocument();
  });
});
