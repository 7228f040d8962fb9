import { hasPermission } from '@portal/domain';
import { usePermissions, useSession } from '../../features/auth';
import { HomePage } from '../../features/home/pages/home-page';
import { OrderInquiry } from '../../features/orders';

/** /main composes the home area (welcome, supplier links) with the order inquiry and the session. */
export function MainRoute() {
  const session = useSession();
  const permissions = usePermissions();
  return (
    <HomePage
      userName={session.nome || session.payload?.name || ''}
      showSupplierLinks={hasPermission(permissions, 'links-fornecedor')}
    >
      <OrderInquiry permissions={permissions} />
    </HomePage>
  );
}
