import { ERROR_MESSAGES } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/helpers';
import { ReconcileProblemAlert } from '../components/reconcile-problem-alert';
import { problemFromError, problemHeadingKey } from '../model/reconcile-problem';
import { expectAlert } from '../../../test/alerts';

describe('the refusal of a file in another encoding (issue 13)', () => {
  it('says the encoding is not accepted above the explanation, not that the file must be XML', async () => {
    const problem = problemFromError(
      new ApiError('mustBeXML', 415, 'x', { reason: 'encoding', declared: 'ISO-8859-1' }),
    );
    expect(problemHeadingKey(problem)).toBe('conciliation.reconcile.headings.encoding');
    renderWithProviders(<ReconcileProblemAlert problem={problem} title="Recusado" />);
    const alert = await expectAlert(
      'A codificação do arquivo não é aceita.',
      'O arquivo não está em UTF-8, a codificação da NF-e.',
    );
    expect(alert).not.toHaveTextContent(ERROR_MESSAGES['pt-BR'].mustBeXML);
  });

  it('keeps the catalogue’s text for the other reasons of mustBeXML', async () => {
    const problem = problemFromError(new ApiError('mustBeXML', 415, 'x', { reason: 'malformed' }));
    expect(problemHeadingKey(problem)).toBeNull();
    renderWithProviders(<ReconcileProblemAlert problem={problem} title="Recusado" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES['pt-BR'].mustBeXML);
  });
});
