import type { ExpiringDocumentDto } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { graphqlRoute, mockHandledApi, openHandledApp, renderWithProviders } from '../../../test/helpers';
import { EXPIRING_SHOWN, ExpiringDocumentsPanel } from '../components/expiring-documents-panel';

const doc = (overrides: Partial<ExpiringDocumentDto>): ExpiringDocumentDto => ({
  tipo: 'certificadoSustentabilidade',
  idDocumento: 1,
  idPedido: 4200290,
  numeroPedido: '4200290',
  dataValidade: '2026-12-10',
  situacao: 'expiring',
  ...overrides,
});

describe('the expiry warnings of a supplier', () => {
  it('names each document, its order and date, and links to sending a new one', async () => {
    mockHandledApi('fornecedor', [
      graphqlRoute('documentosAVencer', () => [
        doc({
          tipo: 'declaracaoProdutor',
          idDocumento: 7,
          idPedido: 4200111,
          numeroPedido: '4200111',
          dataValidade: '2026-11-20',
          situacao: 'expired',
        }),
        doc({}),
      ]),
    ]);
    renderWithProviders(
      <MemoryRouter>
        <ExpiringDocumentsPanel />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: '2 documentos vencem em breve ou venceram' });
    expect(
      within(panel).getByText(/A declaração do produtor do pedido 4200111 venceu em 20\/11\/2026\./),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(/O certificado de sustentabilidade do pedido 4200290 vence em 10\/12\/2026\./),
    ).toBeInTheDocument();
    const links = within(panel).getAllByRole('link', { name: 'Enviar novo' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/producer-declaration?id=4200111',
      '/sustainability?id=4200290',
    ]);
  });

  it(`shows the first ${EXPIRING_SHOWN} and the rest on demand`, async () => {
    const many = Array.from({ length: EXPIRING_SHOWN + 2 }, (_, i) =>
      doc({ idDocumento: i + 1, numeroPedido: String(4200300 + i) }),
    );
    mockHandledApi('fornecedor', [graphqlRoute('documentosAVencer', () => many)]);
    renderWithProviders(
      <MemoryRouter>
        <ExpiringDocumentsPanel />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: /7 documentos/ });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(EXPIRING_SHOWN);
    await userEvent.click(within(panel).getByRole('button', { name: 'Ver todos (7)' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows nothing when no document lapses', async () => {
    const { calls } = mockHandledApi('fornecedor', [graphqlRoute('documentosAVencer', () => [])]);
    const { container } = renderWithProviders(
      <MemoryRouter>
        <ExpiringDocumentsPanel />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(calls.some((c) => c.operation === 'documentosAVencer')).toBe(true));
    expect(container.querySelector('[role="region"]')).toBeNull();
  });

  it("is on a supplier's /main, not on an admin's", { timeout: 30_000 }, async () => {
    const answer = graphqlRoute('documentosAVencer', () => [doc({})]);
    const supplier = openHandledApp('/main', [answer], 'fornecedor');
    // the panel's code and texts load after the page's
    expect(
      await screen.findByRole('region', { name: '1 documento vence em breve' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    supplier.unmount();
    const admin = openHandledApp('/main', [answer], 'admin');
    await vi.waitFor(() => expect(admin.calls.some((c) => c.operation === 'ListarPedidos')).toBe(true), {
      timeout: 15_000,
    });
    expect(admin.calls.some((c) => c.operation === 'documentosAVencer')).toBe(false);
  });
});
