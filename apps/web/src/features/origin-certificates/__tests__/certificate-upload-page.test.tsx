import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { mockHandledApi, renderApp, route, storeSession, type HandledCall } from '../../../test/helpers';
import { recordToasts } from '../../../test/toasts';
import { CERTIFICATE, formFields, pdfFile } from './certificate-fixtures';

const PATH = '/api/certificado-origem';

function api(
  save: { status?: number; body?: unknown } = { status: 201, body: CERTIFICATE },
  pending: { pedido: number; dataPedido: string; fornecedor: string }[] = [],
) {
  storeSession('fornecedor');
  return mockHandledApi('fornecedor', [
    route('GET', `${PATH}/pendentes`, { body: { itens: pending } }),
    route('GET', `${PATH}/7`, { body: CERTIFICATE }),
    route('POST', PATH, save),
    route('PUT', `${PATH}/7`, save),
    route('GET', `${PATH}/download/7`, {
      response: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="certificado-origem-4215729-COD-ACE18-2026-000123.pdf"',
          },
        }),
    }),
  ]);
}

const saveButton = () => screen.getByRole('button', { name: 'Salvar' });
const sent = (calls: HandledCall[], method: string) => calls.filter((c) => c.method === method);

describe('/origin-certificate-upload (new)', () => {
  it('enables Save only with order, code and a PDF, sends them as multipart and says registerSuccess', async () => {
    const { calls } = api();
    const toasts = recordToasts();
    const { user, router } = renderApp('/origin-certificate-upload');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Envio de certificado de origem' }),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Pedido/ }), '42a15729');
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Código do certificado/ }), 'COD-ACE18-2026-000123');
    expect(saveButton()).toBeDisabled();
    await user.upload(screen.getByTestId('certificate-file-input'), pdfFile());
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(formFields(sent(calls, 'POST')[0]!.body)).toEqual({
      order: '4215729',
      codigo: 'COD-ACE18-2026-000123',
      file: 'file:certificado.pdf',
    });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Cadastrado com sucesso.' })),
    );
    // the new certificate becomes the page's
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
  });

  it('refuses a file that is not a PDF in place (mustBePDF) and keeps Save disabled', async () => {
    api();
    const { user } = renderApp('/origin-certificate-upload');
    await user.type(await screen.findByRole('textbox', { name: /Pedido/ }), '4215729');
    await user.type(screen.getByRole('textbox', { name: /Código do certificado/ }), 'X');
    const renamed = new File(['PK\u0003\u0004zip'], 'certificado.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('certificate-file-input'), renamed);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O arquivo deve ser PDF.');
    expect(alert).toHaveTextContent('não é de um PDF');
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's message, or registerError when it says nothing of its own", async () => {
    api({
      status: 409,
      body: { code: 'originCertificateExists', message: 'x', details: { pedido: 4215729, codigo: 'COD-1' } },
    });
    const toasts = recordToasts();
    const { user } = renderApp('/origin-certificate-upload');
    await user.type(await screen.findByRole('textbox', { name: /Pedido/ }), '4215729');
    await user.type(screen.getByRole('textbox', { name: /Código do certificado/ }), 'COD-1');
    await user.upload(screen.getByTestId('certificate-file-input'), pdfFile());
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'O pedido 4215729 já tem o certificado de origem COD-1: edite-o em vez de criar outro.',
        }),
      ),
    );
  });

  it('answers a generic failure with registerError', async () => {
    api({ status: 500, body: { code: 'internalError', message: 'boom' } });
    const toasts = recordToasts();
    const { user } = renderApp('/origin-certificate-upload');
    await user.type(await screen.findByRole('textbox', { name: /Pedido/ }), '4215729');
    await user.type(screen.getByRole('textbox', { name: /Código do certificado/ }), 'COD-1');
    await user.upload(screen.getByTestId('certificate-file-input'), pdfFile());
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Erro ao cadastrar.' })),
    );
  });

  it('offers the orders still lacking a certificate, and fills the order with the one chosen', async () => {
    api(undefined, [{ pedido: 4300001, dataPedido: '2026-03-16', fornecedor: 'Tecelagem Nordeste S.A.' }]);
    const { user } = renderApp('/origin-certificate-upload');
    await user.click(
      await screen.findByRole('button', { name: 'Usar o pedido 4300001 de 16/03/2026 (Tecelagem Nordeste S.A.)' }),
    );
    expect(screen.getByRole('textbox', { name: /Pedido/ })).toHaveValue('4300001');
  });
});

describe('/origin-certificate-upload?id= (edit)', () => {
  it('shows the current file with a download, locks the order and saves a new code with PUT (no file)', async () => {
    const { calls } = api({ status: 200, body: { ...CERTIFICATE, codigo: 'COD-ACE18-2026-000124' } });
    const files = captureDownloads();
    const { user } = renderApp('/origin-certificate-upload?id=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado COD-ACE18-2026-000123' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-file')).toHaveTextContent('COD-ACE18-2026-000123.pdf');
    expect(screen.getByRole('textbox', { name: /Pedido/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('certificado-origem-4215729-COD-ACE18-2026-000123.pdf');

    const code = screen.getByRole('textbox', { name: /Código do certificado/ });
    expect(saveButton()).toBeEnabled();
    await user.clear(code);
    expect(saveButton()).toBeDisabled();
    await user.type(code, 'COD-ACE18-2026-000124');
    await user.click(saveButton());
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(formFields(sent(calls, 'PUT')[0]!.body)).toEqual({ id: '7', codigo: 'COD-ACE18-2026-000124' });
  });

  it('says not found for a certificate the user does not see', async () => {
    storeSession('fornecedor');
    mockHandledApi('fornecedor', []);
    renderApp('/origin-certificate-upload?id=99');
    expect(await screen.findByText('Certificado não encontrado.')).toBeInTheDocument();
  });
});
