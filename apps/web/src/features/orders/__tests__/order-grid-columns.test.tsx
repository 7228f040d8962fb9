import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/helpers';
import { headerTexts } from '../../../test/table-texts';
import { GRID_COLUMNS_STORAGE_KEY } from '../hooks/use-grid-columns';
import { defaultHiddenColumns, GRID_COLUMNS, gridMinWidth, visibleColumns, withColumn } from '../model/grid-columns';
import { ALL_GRID_HEADERS, makeOrder, mockOrdersApi } from './order-fixtures';

async function open(profile: 'fornecedor' | 'usuario' = 'fornecedor') {
  storeSession(profile);
  mockOrdersApi((p) => (p === 0 ? [makeOrder(501), makeOrder(502)] : []));
  const harness = renderApp('/main');
  const table = await screen.findByRole('table', { name: 'Lista de pedidos' }, { timeout: 15_000 });
  await within(table).findByRole('button', { name: 'Abrir as opções do pedido 501' });
  return { ...harness, table };
}

/**
 * The grid's width at 1440 px: the window less the side menu (272), the page's padding (2 × 20) and the card's
 * (2 × 16). Below it the columns fit without scrolling sideways.
 */
const GRID_WIDTH_AT_1440 = 1440 - 272 - 40 - 32;

describe('/main grid columns', () => {
  it('shows a supplier what it needs first: no column of its own name, no sample origin, conciliation in view', async () => {
    const { table } = await open();
    expect(headerTexts(table).slice(1)).toEqual(
      ALL_GRID_HEADERS.filter((h) => h !== 'Fornecedor' && h !== 'Pedido origem amostra'),
    );
    // the default fits the grid at 1440 px; every column would not (issue 18: Fornecedor and Conciliação scrolled away)
    expect(gridMinWidth(visibleColumns(defaultHiddenColumns(false)))).toBeLessThanOrEqual(GRID_WIDTH_AT_1440);
    expect(gridMinWidth(visibleColumns(defaultHiddenColumns(true)))).toBeLessThanOrEqual(GRID_WIDTH_AT_1440);
    expect(gridMinWidth(GRID_COLUMNS)).toBeGreaterThan(GRID_WIDTH_AT_1440);
  });

  it('keeps the supplier column for users who search across suppliers, and still fits 1440 px', async () => {
    const { table } = await open('usuario');
    expect(headerTexts(table)).toContain('Fornecedor');
    expect(headerTexts(table)).toContain('Conciliação');
    for (const left of ['Pedido origem amostra', 'Emissão', 'Natureza']) expect(headerTexts(table)).not.toContain(left);
  });

  it('lets the person choose the columns and remembers the choice in the browser', async () => {
    const { table, user, unmount } = await open();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    const chooser = await screen.findByRole('group', { name: 'Colunas visíveis' });
    expect(within(chooser).getByRole('checkbox', { name: 'Pedido' })).toBeDisabled();
    await user.click(within(chooser).getByRole('checkbox', { name: 'Fornecedor' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Marca' }));
    await waitFor(() => expect(headerTexts(table)).toContain('Fornecedor'));
    expect(headerTexts(table)).not.toContain('Marca');
    expect(JSON.parse(localStorage.getItem(GRID_COLUMNS_STORAGE_KEY)!)).toEqual(['sampleOrigin', 'brand']);
    // a column added later shows: the browser keeps what was hidden, not what was shown
    // the cells follow the headers
    const row = within(table).getByRole('button', { name: 'Abrir as opções do pedido 501' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')).toHaveLength(headerTexts(table).length);
    unmount();

    const again = await open();
    expect(headerTexts(again.table)).toContain('Fornecedor');
    expect(headerTexts(again.table)).not.toContain('Marca');
    await again.user.click(screen.getByRole('button', { name: 'Colunas' }));
    await again.user.click(await screen.findByRole('button', { name: 'Voltar ao padrão' }));
    await waitFor(() => expect(headerTexts(again.table)).not.toContain('Fornecedor'));
    expect(headerTexts(again.table)).toContain('Marca');
    expect(localStorage.getItem(GRID_COLUMNS_STORAGE_KEY)).toBeNull();
  });

  it('stores equal choices equally and ignores what it does not know', () => {
    expect(withColumn(['provider', 'brand'], 'brand', true)).toEqual(['provider']);
    expect(withColumn([], 'provider', false)).toEqual(['provider']);
    expect(withColumn([], 'order', false)).toEqual([]);
    expect(visibleColumns(['order', 'nonsense'])).toEqual(GRID_COLUMNS);
  });
});
