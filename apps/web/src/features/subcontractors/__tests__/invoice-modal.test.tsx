import { ERROR_MESSAGES } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordToasts } from '../../../test/toasts';
import { callsOf, invoice, openInvoicePage, parsedInput, refusal } from './invoice-fixtures';

const msg = ERROR_MESSAGES['pt-BR'];

const dialog = () => screen.getByRole('dialog');
const field = (name: string, index = 0) =>
  within(dialog()).getAllByRole('textbox', { name: new RegExp(`^${name}`) })[index]!;
const toastTexts = (toasts: ReturnType<typeof recordToasts>) =>
  toasts.mock.calls.map(([n]) => ({ message: n.message, color: n.color }));

async function openNew(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Nova nota fiscal' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Nova nota fiscal' }));
  return screen.findByRole('dialog', { name: 'Nova nota fiscal de subcontratado' });
}

/** Picks the subcontractor and fills the outbound invoice (the return left as given). */
async function fillOutbound(user: UserEvent, pieces = '400') {
  await user.click(within(dialog()).getByRole('textbox', { name: /^Subcontratado/ }));
  await user.click(await screen.findByRole('option', { name: /Ateliê Linha & Agulha/ }));
  await user.type(field('Data', 0), '10032026');
  await user.type(field('Número da NF-e', 0), '000.048.213');
  await user.type(field('Quantidade de peças', 0), pieces);
}

const save = (user: UserEvent) => user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

describe('the invoice modal: create', () => {
  it('refuses an empty form with the required fields named, and sends nothing', async () => {
    const { user, calls } = await openInvoicePage('fornecedor');
    await openNew(user);
    await save(user);
    expect(within(dialog()).getAllByText('Campo obrigatório.')).toHaveLength(4);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Corrija os campos destacados antes de salvar.');
    expect(callsOf(calls, 'criarNotaFiscalSubcontratado')).toEqual([]);
  });

  it('registers the outbound invoice: the return sent as null, registerSuccess, the modal closes and the list reloads', async () => {
    const toasts = recordToasts();
    const { user, calls } = await openInvoicePage('fornecedor');
    await openNew(user);
    await fillOutbound(user);
    expect(
      within(dialog()).getByText('Ainda cabem 1.000 peças para este subcontratado (pedido com 1.000).'),
    ).toBeVisible();
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(calls, 'criarNotaFiscalSubcontratado')).toEqual([
      { notaFiscal: parsedInput({ idSubcontratado: 2 }) },
    ]);
    expect(toastTexts(toasts)).toContainEqual({ message: msg.registerSuccess, color: 'green' });
    expect(
      await within(screen.getByRole('table')).findByRole('button', { name: 'Editar a nota fiscal de saída 48213' }),
    ).toBeVisible();
  });

  it('checks the rules before sending: more pieces than still fit, a date after today, a return that is not whole', async () => {
    const { user, calls } = await openInvoicePage('fornecedor', {
      invoices: [invoice(1, { subcontratado: { ...invoice(1).subcontratado, id: 2 }, quantidadePecasSaida: 700 })],
    });
    await openNew(user);
    await fillOutbound(user, '301');
    await user.clear(field('Data', 0));
    await user.type(field('Data', 0), '19032026');
    await user.type(field('Número da NF-e', 1), '7730');
    await save(user);
    const d = within(dialog());
    expect(
      d.getByText(
        'Com esta nota, o subcontratado receberia 1001 peças, mais que as 1000 peças do pedido (ainda cabem 300).',
      ),
    ).toBeVisible();
    expect(d.getByText('A data da nota fiscal não pode ser posterior a hoje (18/03/2026).')).toBeVisible();
    expect(
      d.getByText('Informe data, número e quantidade de peças da nota de retorno, ou deixe os três em branco.'),
    ).toBeVisible();
    expect(callsOf(calls, 'criarNotaFiscalSubcontratado')).toEqual([]);
  });

  it("a refusal shows the server's message in a red toast and keeps the form", async () => {
    const toasts = recordToasts();
    const text =
      'A conciliação do pedido já foi aprovada (2/2): as notas fiscais de subcontratado não podem mais ser alteradas.';
    const { user } = await openInvoicePage('fornecedor', {
      mutation: (operation) =>
        operation === 'criarNotaFiscalSubcontratado' ? refusal('subcontractorInvoiceLocked', text, 409) : undefined,
    });
    await openNew(user);
    await fillOutbound(user);
    await save(user);
    await waitFor(() => expect(toastTexts(toasts)).toContainEqual({ message: text, color: 'red' }));
    expect(dialog()).toBeVisible();
  });

  it('without a message of its own (an internal error) the toast says registerError', async () => {
    const toasts = recordToasts();
    const { user } = await openInvoicePage('fornecedor', {
      mutation: (operation) =>
        operation === 'criarNotaFiscalSubcontratado' ? refusal('internalError', msg.internalError, 500) : undefined,
    });
    await openNew(user);
    await fillOutbound(user);
    await save(user);
    await waitFor(() => expect(toastTexts(toasts)).toContainEqual({ message: msg.registerError, color: 'red' }));
  });
});

describe('the invoice modal: edit and delete', () => {
  it('edit reads the invoice by id, shows it, and saves the return with the same id', async () => {
    const { user, calls } = await openInvoicePage('fornecedor', { invoices: [invoice(1)] });
    await user.click(await screen.findByRole('button', { name: 'Editar a nota fiscal de saída 48211' }));
    await screen.findByRole('dialog', { name: 'Editar nota fiscal de subcontratado' });
    await waitFor(() => expect(field('Número da NF-e', 0)).toHaveValue('48211'));
    // read by id (React's strict mode may ask twice)
    const reads = callsOf(calls, 'notaFiscalSubcontratado');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read).toEqual({ idNotaFiscal: 1 });
    expect(field('Data', 0)).toHaveValue('02/03/2026');
    await user.type(field('Data', 1), '12032026');
    await user.type(field('Número da NF-e', 1), '7730');
    await user.type(field('Quantidade de peças', 1), '594');
    await save(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(calls, 'atualizarNotaFiscalSubcontratado')).toEqual([
      {
        idNotaFiscal: 1,
        notaFiscal: expect.objectContaining({
          idSubcontratado: 1,
          quantidadePecasSaida: 600,
          dataNotaFiscalRetorno: '2026-03-12',
          numeroNotaFiscalRetorno: '7730',
          quantidadePecasRetorno: 594,
        }),
      },
    ]);
    const row = (await within(screen.getByRole('table')).findByText('7730')).closest('tr')!;
    expect(within(row).getByText('594')).toBeVisible();
  });

  it('delete asks first; yes deletes, deleteSuccess, the list reloads', async () => {
    const toasts = recordToasts();
    const { user, calls } = await openInvoicePage('fornecedor', { invoices: [invoice(1), invoice(2)] });
    await user.click(await screen.findByRole('button', { name: 'Excluir a nota fiscal de saída 48211' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir nota fiscal' });
    expect(question).toHaveTextContent(
      'Excluir a nota fiscal de saída 48211 de Facção Costura Fina? Esta ação não pode ser desfeita.',
    );
    await user.click(within(question).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(calls, 'deletarNotaFiscalSubcontratado')).toEqual([{ idNotaFiscal: 1 }]);
    expect(toastTexts(toasts)).toContainEqual({ message: msg.deleteSuccess, color: 'green' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Excluir a nota fiscal de saída 48211' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 nota fiscal')).toBeVisible();
  });

  it("cancel deletes nothing; a refused deletion shows the server's message", async () => {
    const toasts = recordToasts();
    const text = msg.subcontractorInvoiceLocked;
    const { user, calls } = await openInvoicePage('fornecedor', {
      invoices: [invoice(1)],
      mutation: (operation) =>
        operation === 'deletarNotaFiscalSubcontratado' ? refusal('subcontractorInvoiceLocked', text, 409) : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir a nota fiscal de saída 48211' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(calls, 'deletarNotaFiscalSubcontratado')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Excluir a nota fiscal de saída 48211' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toastTexts(toasts)).toContainEqual({ message: text, color: 'red' }));
  });
});
