import { hasPermission, tokenRequirement } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { usePermissions, useSession } from '../../features/auth';
import { HomePage } from '../../features/home/pages/home-page';
import { OrderInquiry } from '../../features/orders';
import { withAreaTexts } from '../../i18n/i18n';

/** The expiry warnings load with their texts, and only for a supplier (its own documents). */
const ExpiringDocumentsPanel = lazy(() =>
  withAreaTexts(['compliance'], () => import('../../features/compliance/components/expiring-documents-panel')).then(
    (m) => ({ default: m.ExpiringDocumentsPanel }),
  ),
);

/** /main composes the home area (welcome, supplier links, expiry warnings) with the order inquiry and the session. */
export function MainRoute() {
  const session = useSession();
  const permissions = usePermissions();
  const isSupplier = session.payload ? tokenRequirement(session.payload) === 'supplier' : false;
  return (
    <HomePage
      userName={session.nome || session.payload?.name || ''}
      showSupplierLinks={hasPermission(permissions, 'links-fornecedor')}
    >
      {isSupplier && (
        <Suspense fallback={null}>
          {/* the warning and its count stay; the list opens on demand, so the search is above the fold */}
          <ExpiringDocumentsPanel shownAtFirst={0} />
        </Suspense>
      )}
      <OrderInquiry permissions={permissions} />
    </HomePage>
  );
}
