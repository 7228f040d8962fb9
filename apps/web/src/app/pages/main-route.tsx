import { hasPermission } from '@portal/domain';
import { usePermissions, useSession } from '../../features/auth';
import { HomePage } from '../../features/home/pages/home-page';

/** /main composes the home area with the session (areas do not import each other). */
export function MainRoute() {
  const session = useSession();
  const permissions = usePermissions();
  return (
    <HomePage
      userName={session.nome || session.payload?.name || ''}
      showSupplierLinks={hasPermission(permissions, 'links-fornecedor')}
    />
  );
}
