import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordToasts } from '../../../test/toasts';
import { graphqlRoute, openHandledApp, operationVariables } from '../../../test/helpers';
import { AWAITING, ORDER_ID, orderReads } from './sustainability-fixtures';

const AUDIT = 'atualizarInformacoesCertificado';
const PATH = `/sustainability-status?id=${ORDER_ID}&tipo=1&certificado=31`;

describe('/sustainability-status', () => {
  it('shows the order context and the certificate, and saves the audit with only the filled fields', async () => {
    const toasts = recordToasts();
    const { user, calls } = openHandledApp(PATH, [
      ...orderReads([AWAITING]),
      graphqlRoute(AUDIT, () => ({ ...AWAITING, status: { id: 1, descricao: 'APROVADO' } })),
    ]);
    expect(await screen.findByTestId('sustainability-order')).toHaveTextContent('Malharia Serra Gaúcha Ltda');
    expect(screen.getByTestId('sustainability-order')).toHaveTextContent('12/2026');
    expect(screen.getByTestId('sustainability-certificate')).toHaveTextContent('BCI-2026-778120');
    expect(operationVariables(calls, 'buscarDetalhesUltimoCertificadoPorPedido')[0]).toEqual({
      idPedido: ORDER_ID,
      tipoCertificado: 1,
      idCertificado: 31,
    });
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Aprovado' }));
    await user.type(screen.getByRole('textbox', { name: 'Código do certificado ODN' }), 'ODN-BR-2026-004211');
    await user.click(screen.getByTestId('audit-save'));
    await waitFor(() => expect(operationVariables(calls, AUDIT)).toHaveLength(1));
    expect(operationVariables(calls, AUDIT)[0]).toEqual({
      certificado: { id: 31, status: 1, certificadoValido: 'Não', codigoCertificadoODN: 'ODN-BR-2026-004211' },
    });
    await waitFor(() => expect(toasts.mock.calls.map(([n]) => n.message)).toContain('Cadastrado com sucesso.'));
  });

  it('asks a rejection for its notes before sending', async () => {
    const { user, calls } = openHandledApp(PATH, orderReads([AWAITING]));
    await screen.findByTestId('sustainability-certificate');
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Reprovado' }));
    await user.click(screen.getByTestId('audit-save'));
    expect(await screen.findByText('Escreva nas anotações por que o certificado foi reprovado.')).toBeInTheDocument();
    expect(operationVariables(calls, AUDIT)).toEqual([]);
  });

  it('keeps the fields disabled without edit-sustainability-status', async () => {
    openHandledApp(PATH, orderReads([AWAITING]), 'usuario');
    expect(await screen.findByText(/Somente o administrador altera a auditoria/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código do certificado ODN' })).toBeDisabled();
    expect(screen.queryByTestId('audit-save')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar um novo arquivo' })).toHaveAttribute(
      'href',
      `/sustainability?id=${ORDER_ID}`,
    );
  });
});
