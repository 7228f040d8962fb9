import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/helpers';
import { EmptyState, MissingIdState } from '../empty-state';

describe('EmptyState', () => {
  it('says what is missing and offers the way out as a link or a button', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route
            path="/here"
            element={
              <EmptyState
                title="Nada aqui"
                text="Escolha algo."
                action={{ label: 'Ir para a lista', to: '/list' }}
                secondary={{ label: 'Tentar de novo', onClick }}
              />
            }
          />
          <Route path="/list" element={<p>lista</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nada aqui' })).toBeInTheDocument();
    expect(screen.getByText('Escolha algo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Ir para a lista' }));
    expect(await screen.findByText('lista')).toBeInTheDocument();
  });

  it('compact (inside a list) has no heading of its own', () => {
    renderWithProviders(<EmptyState compact title="Nenhuma carga encontrada." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma carga encontrada.')).toBeInTheDocument();
  });
});

describe('MissingIdState', () => {
  const props = { title: 'Nenhum pedido informado', text: 'Abra pela consulta.', action: { label: 'Ir', to: '/main' } };

  it('missing: the area’s title; invalid: says the address is wrong; both keep the way out', () => {
    const { unmount } = renderWithProviders(
      <MemoryRouter>
        <MissingIdState problem="missing" {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Nenhum pedido informado' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <MemoryRouter>
        <MissingIdState problem="invalid" {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'O endereço traz um número inválido' })).toBeInTheDocument();
    expect(screen.getByText('Abra pela consulta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir' })).toHaveAttribute('href', '/main');
  });
});
