import { permissionsOf } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CdListPage } from '../pages/cd-list-page';
import { openCdScreen, pageWithSession } from './cd-fixtures';
import { expectAlert } from '../../../test/alerts';

const table = () => screen.findByRole('table', { name: 'Centros de distribuição' });

describe('/cd-list', () => {
  it('lists code, name, city, state and companies; an admin opens a CD from its row', async () => {
    const { user, router } = openCdScreen('/cd-list');
    const grid = await table();
    const row = within(grid).getByText('541').closest('tr')!;
    expect(within(row).getByText('Cabreúva')).toBeInTheDocument();
    expect(within(row).getByText('SP')).toBeInTheDocument();
    expect(within(row).getByText('Renner')).toBeInTheDocument();
    expect(within(row).getByText('Camicado')).toBeInTheDocument();
    const link = within(grid).getByRole('link', { name: 'Abrir o CD 545 - CD Duque de Caxias' });
    expect(link).toHaveAttribute('href', '/cd-details?id=5');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cd-details'));
    expect(router.state.location.search).toBe('?id=5');
    expect(await screen.findByRole('heading', { name: /CD Duque de Caxias/ })).toBeInTheDocument();
  });

  it('a Camicado user (cd-list without cd-details) sees the rows as text, not links', async () => {
    const { user, router } = openCdScreen('/cd-list', 'camicado-usuario');
    const grid = await table();
    expect(within(grid).getByText('CD Duque de Caxias')).toBeInTheDocument();
    expect(within(grid).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(grid).getByText('CD Duque de Caxias'));
    expect(router.state.location.pathname).toBe('/cd-list');
  });

  it('filters quickly by any column, ignoring accents and case', async () => {
    const { user } = openCdScreen('/cd-list');
    const grid = await table();
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar CDs' }), 'cabreuva');
    expect(within(grid).queryByText('CD Duque de Caxias')).not.toBeInTheDocument();
    expect(within(grid).getByText('CD Cabreúva')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filtrar CDs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar CDs' }), 'youcom');
    expect(within(await table()).getByText('CD Duque de Caxias')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar CDs' }), ' zzz');
    expect(await screen.findByText('Nenhum centro de distribuição corresponde ao filtro.')).toBeInTheDocument();
  });

  it('says when there is no CD', async () => {
    openCdScreen('/cd-list', 'admin', [{ path: '/api/cd/listar', body: [] }]);
    expect(await screen.findByText('Nenhum centro de distribuição cadastrado.')).toBeInTheDocument();
  });

  it('shows a load failure with its translated reason and a retry', async () => {
    openCdScreen('/cd-list', 'admin', [
      { path: '/api/cd/listar', status: 500, body: { code: 'default', message: 'boom' } },
    ]);
    const alert = await expectAlert('Não foi possível carregar os centros de distribuição.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('takes the session from app/, with no token stored', async () => {
    const render = pageWithSession('/cd-list', CdListPage, 'admin');
    const { unmount } = render(null);
    expect(within(await table()).queryByRole('link')).not.toBeInTheDocument();
    unmount();
    render({ permissions: permissionsOf('admin'), idCd: null, admin: 1 });
    expect(
      await within(await table()).findByRole('link', { name: 'Abrir o CD 545 - CD Duque de Caxias' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
