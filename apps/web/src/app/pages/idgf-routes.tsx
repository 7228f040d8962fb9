import { hasPermission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/ui/status-panel';
import { IdgfPage } from '../../features/idgf';
import { usePageId } from '../../lib/page-id';
import { useSessionUser } from '../use-session-user';

/** /idgf: the supplier's own performance report (Fornecedor). */
export function IdgfRoute() {
  return <IdgfPage />;
}

/**
 * /provider-details/idgf?id=…: the same report for the supplier an internal user opened in provider details (the
 * guard reads provider-details; the page and the server ask for idgf-any-supplier, Admin; decision A34).
 */
export function ProviderIdgfRoute() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const page = usePageId('idFornecedor');
  if (!hasPermission(user.permissions, 'idgf-any-supplier')) {
    return (
      <StatusPanel title={t('guard.withoutPermissionTitle')} message={t('guard.withoutPermission')} tone="warning" />
    );
  }
  if (page.id === null) return <StatusPanel message={t('idgf.noSupplier')} />;
  return <IdgfPage supplierId={page.id} back={{ label: t('idgf.back'), to: `/provider-details?id=${page.id}` }} />;
}
