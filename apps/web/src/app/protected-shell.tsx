import { Outlet } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteGuard } from './route-guard';

/** Parent of every protected screen: the guard decides, the layout frames what a signed-in user sees. */
export function ProtectedShell() {
  return (
    <RouteGuard frame={AppLayout}>
      <Outlet />
    </RouteGuard>
  );
}
