import { Outlet } from 'react-router';
import { SessionExpiredModal } from './session-expired-modal';

/** The router's root: every page, plus the app-wide expired-session alert. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <SessionExpiredModal />
    </>
  );
}
