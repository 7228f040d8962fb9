import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReconcilePendingStepDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECONCILE_ORIGIN } from '../../../lib/page-origin';

/**
 * Why /reconcile offers no upload yet (decision A20): the step the order still lacks, in the server's words (the
 * same message an upload would be refused with), and the way to that step on the reconcile road (the step's page
 * shows its Next there); a sample is approved by the retailer, so that step has no page of the user's.
 */
export function ReconcilePendingStep({ step, idPedido }: { step: ReconcilePendingStepDto; idPedido: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('conciliation.reconcile.pending.title')} maw={720}>
      <Text size="sm">{step.mensagem}</Text>
      <Group mt="sm" gap="sm">
        {step.rota ? (
          <Button
            component={Link}
            to={`${step.rota}?id=${idPedido}`}
            state={{ idPedido, from: RECONCILE_ORIGIN }}
            size="sm"
          >
            {t(`conciliation.reconcile.pending.toStep.${step.etapa}`)}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`conciliation.reconcile.pending.notYours.${step.etapa}`)}
          </Text>
        )}
        <Button component={Link} to="/main" variant="default" size="sm">
          {t('conciliation.reconcile.pending.toMain')}
        </Button>
      </Group>
    </Alert>
  );
}
