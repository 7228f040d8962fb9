import { hasPermission } from '@portal/domain';
import { usePermissions } from '../../features/auth';
import { LeftoverButton } from '../../features/leftovers';
import { OrderOptionsPage } from '../../features/orders/order-options';

/** /order-options composes the order screen with the session and the leftovers area. */
export function OrderOptionsRoute() {
  const permissions = usePermissions();
  const canLeftover = hasPermission(permissions, 'resto-sobra');
  return (
    <OrderOptionsPage
      permissions={permissions}
      leftoverAction={canLeftover ? (orderId) => <LeftoverButton orderId={orderId} /> : undefined}
    />
  );
}
