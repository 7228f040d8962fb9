import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openCdScreen, sentBodies } from './cd-fixtures';

const open = (routes: Parameters<typeof openCdScreen>[2] = []) =>
  openCdScreen('/cd-details?id=5&tab=exceptions', 'admin', routes);

describe('/cd-details exceptions', () => {
  it('lists the closed dates by date as dd/mm/yyyy with the weekday, long titles cut at 25 with the full text', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Exceções do CD' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(rows[0]).toHaveTextContent('Sexta-feira');
    expect(within(rows[0]!).getByText('Dia Nacional de Zumbi e …')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Dia Nacional de Zumbi e da Consciência Negra')).toHaveClass(
      'mantine-VisuallyHidden-root',
    );
    expect(rows[1]).toHaveTextContent('25/12/2026');
  });

  it('says NotFoundExceptions when the CD has none (404)', async () => {
    open([{ path: '/api/excecoes/cd/5', status: 404, body: { code: 'notFound', message: 'x' } }]);
    expect(await screen.findByText('Nenhuma exceção cadastrada.')).toBeInTheDocument();
  });

  it('requires title and date inline, then registers with a green toast', async () => {
    const { user, fetch } = open([
      {
        method: 'POST',
        path: '/api/excecoes',
        status: 201,
        body: { id: 10, idCd: 5, data: '2027-01-04', descricao: 'Inventário' },
      },
    ]);
    await screen.findByRole('table', { name: 'Exceções do CD' });
    const form = screen.getByRole('form', { name: 'Nova exceção' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar exceção' }));
    expect(within(form).getAllByText('Campo obrigatório.')).toHaveLength(2);
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Inventário');
    await user.type(within(form).getByRole('textbox', { name: /Data/ }), '31022027');
    await user.click(within(form).getByRole('button', { name: 'Adicionar exceção' }));
    expect(await within(form).findByText('Informe uma data válida (dd/mm/aaaa).')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/api/excecoes')).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: /Data/ }));
    await user.type(within(form).getByRole('textbox', { name: /Data/ }), '04012027');
    expect(within(form).getByRole('textbox', { name: /Data/ })).toHaveValue('04/01/2027');
    await user.click(within(form).getByRole('button', { name: 'Adicionar exceção' }));
    expect(await screen.findByText('Exceção cadastrada com sucesso.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST', '/api/excecoes')).toEqual([
      { idCd: 5, data: '2027-01-04', descricao: 'Inventário' },
    ]);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Título/ })).toHaveValue(''));
  });

  it('a date already registered shows cdException010', async () => {
    const { user } = open([
      { method: 'POST', path: '/api/excecoes', status: 409, body: { code: 'cdException010', message: 'x' } },
    ]);
    await screen.findByRole('table', { name: 'Exceções do CD' });
    const form = screen.getByRole('form', { name: 'Nova exceção' });
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Natal de novo');
    await user.type(within(form).getByRole('textbox', { name: /Data/ }), '25/12/2026');
    await user.click(within(form).getByRole('button', { name: 'Adicionar exceção' }));
    expect(await screen.findByText('Data já cadastrada.')).toBeInTheDocument();
  });

  it('deletes only after confirming', async () => {
    const { user, fetch } = open([{ method: 'DELETE', path: '/api/excecoes/9', status: 204 }]);
    await screen.findByRole('table', { name: 'Exceções do CD' });
    await user.click(screen.getByRole('button', { name: 'Excluir a exceção de 25/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir exceção' });
    expect(dialog).toHaveTextContent('Excluir a exceção “Natal” de 25/12/2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sentBodies(fetch, 'DELETE', '/api/excecoes/9')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Excluir a exceção de 25/12/2026' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir exceção' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Exceção removida com sucesso.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'DELETE', '/api/excecoes/9')).toHaveLength(1);
  });
});
