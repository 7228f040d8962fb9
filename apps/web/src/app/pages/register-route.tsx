import { RegisterPage } from '../../features/auth/pages/register-page';
import { RouteGuard } from '../route-guard';

/** /register is guarded like every ROUTE_PERMISSIONS path, but without the app layout. */
export function RegisterRoute() {
  return (
    <RouteGuard>
      <RegisterPage />
    </RouteGuard>
  );
}
