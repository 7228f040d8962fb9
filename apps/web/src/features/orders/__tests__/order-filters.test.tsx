import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/helpers';
import { OrderFilters } from '../components/order-filters';
import { EMPTY_ORDER_FILTER_FORM } from '../model/order-filter-form';

describe('order filters while a search runs', () => {
  it('keeps Search enabled so Enter still submits (a disabled submit button blocks implicit submission)', () => {
    const onSearch = vi.fn();
    renderWithProviders(
      <OrderFilters
        form={{ ...EMPTY_ORDER_FILTER_FORM, id: '999999999' }}
        errors={{}}
        onChange={() => undefined}
        onSearch={onSearch}
        onClear={() => undefined}
        canFilterProvider={false}
        canFilterCompany={false}
        searching
      />,
    );
    const search = screen.getByRole('button', { name: 'Pesquisar' });
    expect(search).toBeEnabled();
    expect(search).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(search.closest('form')!);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
