import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/helpers';
import { ErrorAlert, NotFoundAlert, QueryState, RetryLine } from '../query-state';

const query = (data: string | undefined, error: unknown = null) => ({ data, isError: error !== null, error });

function renderState(state: ReturnType<typeof query>, onRetry = vi.fn()) {
  renderWithProviders(
    <QueryState
      query={state}
      loading="Carregando o pedido…"
      notFound={<NotFoundAlert title="Pedido não encontrado">O pedido 7 não existe.</NotFoundAlert>}
      failed={<RetryLine text="Não foi possível carregar." retryLabel="Tentar de novo" onRetry={onRetry} />}
    >
      {(data) => <p>pedido {data}</p>}
    </QueryState>,
  );
  return onRetry;
}

describe('QueryState', () => {
  it('shows the loading line while there is no data', () => {
    renderState(query(undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o pedido…');
  });

  it('shows the content once there is data', () => {
    renderState(query('7'));
    expect(screen.getByText('pedido 7')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a 404 is not found, with no retry', () => {
    renderState(query(undefined, new ApiError('notFound', 404, '')));
    expect(screen.getByRole('alert')).toHaveTextContent('Pedido não encontrado');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('another failure offers the retry', async () => {
    const onRetry = renderState(query(undefined, new ApiError('default', 500, '')));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorAlert', () => {
  it('says what went wrong in the user’s language when given the error', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <ErrorAlert
        title="Falha ao carregar"
        error={new ApiError('notFound', 404, '')}
        describe={() => 'Texto da área'}
        retryLabel="Tentar de novo"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao carregarTexto da área');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
