import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageTitleProvider } from '../lib/page-title';
import { screenTitleKey } from './route-title';
import { SessionExpiredModal } from './session-expired-modal';

/** The router's root: every page with its tab title, plus the app-wide expired-session alert. */
export function AppRoot() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = screenTitleKey(pathname);
  return (
    <PageTitleProvider screen={key ? t(key) : null} site={t('app.name')}>
      <Outlet />
      <SessionExpiredModal />
    </PageTitleProvider>
  );
}
