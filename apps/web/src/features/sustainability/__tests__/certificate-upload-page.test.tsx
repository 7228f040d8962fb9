import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlErrorRoute, graphqlRoute, openHandledApp, operationVariables } from '../../../test/helpers';
import { AWAITING, ORDER_ID, orderReads, pdf, REJECTED } from './sustainability-fixtures';

const UPLOAD = 'sustentabilidade';
const next = () => screen.getByTestId('sustainability-send');

describe('/sustainability', () => {
  it('shows the current certificate, the history with the rejection notes, and the buyer ID and BCCU notice', async () => {
    openHandledApp(`/sustainability?id=${ORDER_ID}`, orderReads([REJECTED]), 'fornecedor');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Certificado de sustentabilidade do pedido ${ORDER_ID}` }),
    );
    expect(await screen.findByTestId('sustainability-rejection')).toHaveTextContent(REJECTED.anotacoes!);
    expect(screen.getByText('Certificado reprovado')).toBeInTheDocument();
    expect(screen.getByText(/Buyer ID Number do certificado é o da loja compradora/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Certificados enviados para o pedido' })).toHaveTextContent(
      'Vence em até 30 dias',
    );
    // step 1 of 2, the next one the producer declaration (supplier and company require it, nature Normal)
    expect(screen.getByText('Declaração do produtor')).toBeInTheDocument();
  });

  it('enables Next only with a file and the material code, sends after the pause and goes on with the state', async () => {
    const { user, router, calls } = openHandledApp(
      `/sustainability?id=${ORDER_ID}`,
      [...orderReads([]), graphqlRoute(UPLOAD, () => AWAITING)],
      'fornecedor',
    );
    await screen.findByText('Nenhum certificado enviado para este pedido.');
    expect(next()).toBeDisabled();
    await user.upload(screen.getByTestId('sustainability-file-input'), pdf());
    await screen.findByTestId('sustainability-chosen-file');
    expect(next()).toBeDisabled();
    await user.type(screen.getByTestId('sustainability-material-code'), 'BCI-2026-778120');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/producer-declaration'));
    expect(router.state.location.search).toBe(`?id=${ORDER_ID}`);
    const [sent] = operationVariables(calls, UPLOAD);
    expect(sent).toMatchObject({
      orderId: ORDER_ID,
      certificateMaterialCode: 'BCI-2026-778120',
      dataExpedicao: null,
      file: { nome: 'certificado.pdf', tipo: 'application/pdf' },
    });
  });

  it('asks other attributes for a 10-character date and resets a longer one', async () => {
    const { user } = openHandledApp(`/sustainability?id=${ORDER_ID}`, orderReads([]), 'fornecedor');
    await screen.findByText('Nenhum certificado enviado para este pedido.');
    await user.click(screen.getByLabelText('Outros atributos sustentáveis'));
    await user.upload(screen.getByTestId('sustainability-file-input'), pdf());
    const date = screen.getByTestId('sustainability-expedition-date');
    await user.type(date, '15/03/202');
    expect(next()).toBeDisabled();
    await user.type(date, '6');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.type(date, '1');
    expect(date).toHaveValue('');
    expect(next()).toBeDisabled();
  });

  it('refuses a file that is not a PDF in place, and shows the server refusal', async () => {
    const { user } = openHandledApp(
      `/sustainability?id=${ORDER_ID}`,
      [
        ...orderReads([]),
        graphqlErrorRoute(UPLOAD, {
          code: 'sustainabilityCertificateNotRequired',
          message: 'x',
          status: 409,
          details: { pedido: ORDER_ID },
        }),
      ],
      'fornecedor',
    );
    await screen.findByText('Nenhum certificado enviado para este pedido.');
    await user.upload(screen.getByTestId('sustainability-file-input'), new File(['texto'], 'nota.pdf'));
    expect(await screen.findByTestId('sustainability-problem')).toHaveTextContent('não é de um PDF');
    await user.upload(screen.getByTestId('sustainability-file-input'), pdf());
    await user.type(screen.getByTestId('sustainability-material-code'), 'BCI-1');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByTestId('sustainability-problem')).toHaveTextContent(
      `O pedido ${ORDER_ID} não exige certificado de sustentabilidade.`,
    );
  });

  it('says Save when opened from the status page, and stays', async () => {
    const { user, router } = openHandledApp(
      '/main',
      [...orderReads([]), graphqlRoute(UPLOAD, () => AWAITING)],
      'admin',
    );
    void router.navigate(`/sustainability?id=${ORDER_ID}`, {
      state: { idPedido: ORDER_ID, from: 'sustainability-status' },
    });
    await screen.findByText('Nenhum certificado enviado para este pedido.');
    expect(next()).toHaveTextContent('Salvar');
    await user.upload(screen.getByTestId('sustainability-file-input'), pdf());
    await user.type(screen.getByTestId('sustainability-material-code'), 'BCI-1');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Certificado enviado. Ele aguarda a aprovação do auditor.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sustainability');
  });

  it('lets a company user read but not send', async () => {
    openHandledApp(`/sustainability?id=${ORDER_ID}`, orderReads([AWAITING]), 'usuario');
    expect(
      await screen.findByText('O seu perfil pode consultar os certificados, mas não enviar arquivos.'),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });
});
