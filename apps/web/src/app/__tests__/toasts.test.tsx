import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { renderWithProviders } from '../../test/helpers';
import { APP_HEADER_HEIGHT } from '../layout/header-height';

describe('toasts', () => {
  it('open below the header (its height handed to their container), never over the Sign-out button', async () => {
    renderWithProviders(<p>page</p>);
    act(() => notifySuccess('Carga 12 montada com sucesso.'));
    const toast = await screen.findByText('Carga 12 montada com sucesso.');
    const container = toast.closest('[data-position]') as HTMLElement;
    expect(container.dataset.position).toBe('top-right');
    // toasts.module.css places the top containers at this height plus a margin (checked in a browser by e2e/loads)
    expect(container.style.getPropertyValue('--app-header-height')).toBe(`${APP_HEADER_HEIGHT}px`);
  });
});
