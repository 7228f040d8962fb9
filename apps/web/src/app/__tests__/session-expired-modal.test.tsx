import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emitSessionExpired, sessionExpiredPending } from '../../lib/session-events';
import { renderWithProviders } from '../../test/helpers';
import { SessionExpiredModal } from '../session-expired-modal';

describe('the expired-session alert', () => {
  it('shows an expiry announced before it mounted (a 401 while the pages still load), until confirmed', async () => {
    emitSessionExpired();
    renderWithProviders(
      <MemoryRouter initialEntries={['/main']}>
        <SessionExpiredModal />
      </MemoryRouter>,
    );
    expect(await screen.findByText(i18n.t('sessionExpired', { ns: 'errors' }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('session.ok') }));
    expect(sessionExpiredPending()).toBe(false);
  });
});
