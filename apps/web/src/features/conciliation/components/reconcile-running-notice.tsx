import { Alert, Button, Group, Text } from '@mantine/core';
import { CONCILIATION_RUN_LIMIT_MINUTES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusLink } from '../model/status-link';

interface ReconcileRunningNoticeProps {
  idPedido: number;
  conciliationId: number;
  onResume: () => void;
}

/**
 * The order's conciliation passed the trade validation and its tax validation never came (the page was left, or
 * the run cancelled in its wait): the server refuses another invoice meanwhile (reconcileInProgress), so the
 * tax validation can be run from here, or the status looked at.
 */
export function ReconcileRunningNotice({ idPedido, conciliationId, onResume }: ReconcileRunningNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('conciliation.reconcile.running.title')}
      maw={720}
      data-testid="reconcile-running"
    >
      <Text size="sm">
        {t('conciliation.reconcile.running.text', { id: conciliationId, minutes: CONCILIATION_RUN_LIMIT_MINUTES })}
      </Text>
      <Group mt="sm">
        <Button size="sm" onClick={onResume}>
          {t('conciliation.reconcile.running.resume')}
        </Button>
        <Button component={Link} {...statusLink(idPedido)} variant="default" size="sm">
          {t('conciliation.reconcile.toStatus')}
        </Button>
      </Group>
    </Alert>
  );
}
