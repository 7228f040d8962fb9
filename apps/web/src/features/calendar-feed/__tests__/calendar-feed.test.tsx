import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import {
  mockHandledApi,
  openHandledApp,
  renderWithProviders,
  route,
  type FetchHandler,
  type HandledCall,
} from '../../../test/helpers';
import { recordToasts } from '../../../test/toasts';
import { CalendarFeedButton } from '../components/calendar-feed-button';

const URL_ONE = 'http://portal.test/api/agenda/calendario/' + 'a'.repeat(43) + '.ics?lang=pt-BR';
const URL_TWO = 'http://portal.test/api/agenda/calendario/' + 'b'.repeat(43) + '.ics?lang=pt-BR';

interface Feed {
  ativo: boolean;
  criadoEm: string | null;
  ultimaLeitura: string | null;
}

/** The server's feed, kept across calls: POST creates (or rotates), DELETE revokes. */
function feedServer(start: Feed) {
  let feed = start;
  const urls = [URL_ONE, URL_TWO];
  const handlers: FetchHandler[] = [
    route('GET', '/api/agenda/calendario', () => ({ body: feed })),
    route('POST', '/api/agenda/calendario', () => {
      feed = { ativo: true, criadoEm: '2026-03-18T13:05:00.000Z', ultimaLeitura: null };
      return { status: 201, body: { url: urls.shift(), criadoEm: feed.criadoEm } };
    }),
    route('DELETE', '/api/agenda/calendario', () => {
      feed = { ativo: false, criadoEm: null, ultimaLeitura: null };
      return { status: 204, response: () => new Response(null, { status: 204 }) };
    }),
  ];
  return handlers;
}

const methodsOf = (calls: HandledCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/agenda/calendario')).map((c) => c.method);

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Assinar na sua agenda' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Agendamentos na sua agenda' }) };
}

describe('"Subscribe in your calendar"', () => {
  it('creates the link and shows it once, with copy, the secret warning and how to subscribe', async () => {
    const toasts = recordToasts();
    const { calls } = mockHandledApi('fornecedor', feedServer({ ativo: false, criadoEm: null, ultimaLeitura: null }));
    renderWithProviders(<CalendarFeedButton />);
    const { user, dialog } = await openModal();
    expect(await within(dialog).findByText('Você ainda não tem um link de agenda.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar link' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Link da sua agenda' });
    expect(field).toHaveValue(URL_ONE);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    expect(within(dialog).getByText('Este link é secreto')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Outlook: /)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Google Agenda: /)).toBeInTheDocument();
    expect(await within(dialog).findByText(/Link ativo desde 18\/03\/2026 10:05\./)).toBeInTheDocument();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Link de agenda criado.' }));
    expect(methodsOf(calls)).toEqual(['GET', 'POST', 'GET']);

    // closed and opened again: the URL is not shown any more
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const again = await openModal();
    expect(await within(again.dialog).findByText(/o link só é mostrado quando é criado/)).toBeInTheDocument();
    expect(within(again.dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('rotates a live link after a confirmation, and shows the new one', async () => {
    const { calls } = mockHandledApi(
      'logistica',
      feedServer({ ativo: true, criadoEm: '2026-03-10T12:00:00.000Z', ultimaLeitura: '2026-03-18T11:30:00.000Z' }),
    );
    renderWithProviders(<CalendarFeedButton />);
    const { user, dialog } = await openModal();
    expect(await within(dialog).findByText(/Link ativo desde 10\/03\/2026 09:00\./)).toHaveTextContent(
      'Última leitura por uma agenda: 18/03/2026 08:30.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gerar um novo link?' });
    // the safe answer first: cancelling sends nothing
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(methodsOf(calls)).toEqual(['GET']);
    await user.click(await screen.findByRole('button', { name: 'Gerar novo link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Gerar um novo link?' })).getByRole('button', {
        name: 'Gerar novo link',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Link da sua agenda' })).toHaveValue(URL_ONE);
    expect(methodsOf(calls)).toContain('POST');
  });

  it('revokes a live link after a confirmation', async () => {
    const toasts = recordToasts();
    const { calls } = mockHandledApi(
      'fornecedor',
      feedServer({ ativo: true, criadoEm: '2026-03-10T12:00:00.000Z', ultimaLeitura: null }),
    );
    renderWithProviders(<CalendarFeedButton />);
    const { user, dialog } = await openModal();
    expect(await within(dialog).findByText(/Nenhuma agenda leu este link ainda\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revogar link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revogar o link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revogar link' }));
    expect(await screen.findByText('Você ainda não tem um link de agenda.')).toBeInTheDocument();
    expect(methodsOf(calls)).toEqual(['GET', 'DELETE', 'GET']);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/^Link revogado/) }));
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    mockHandledApi('fornecedor', feedServer({ ativo: false, criadoEm: null, ultimaLeitura: null }));
    renderWithProviders(<CalendarFeedButton />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bookings in your calendar' });
    expect(await within(dialog).findByText('You have no calendar link yet.')).toBeInTheDocument();
  });
});

describe('/load offers the calendar to those who may have one', () => {
  it.each(['fornecedor', 'logistica'] as const)('shows the button to %s', async (profile) => {
    openHandledApp('/load', [route('GET', /^\/api\/carga\/listar\//, { body: [] })], profile);
    expect(await screen.findByRole('button', { name: 'Assinar na sua agenda' })).toBeInTheDocument();
  });

  it.each(['admin', 'usuario'] as const)('does not show it to %s', async (profile) => {
    openHandledApp('/load', [route('GET', /^\/api\/(carga|cd)\//, { body: [] })], profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assinar na sua agenda' })).toBeNull());
  });
});
