import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { conciliationBadge, isConciliationStatus, ORDER_NATURES, ORDER_STATUSES } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconcileCurrent } from '../api/reconcile-current';
import type { ReconcileOrder } from '../api/reconcile-order';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** One side's status: the shared texts of the area, green only for 2 (spec 000 §4). */
function SideBadge({ side, status }: { side: 'commercial' | 'fiscal'; status: { id: number; descricao: string } }) {
  const { t } = useTranslation();
  const text = isConciliationStatus(status.id) ? t(`conciliation.sides.status.${status.id}`) : status.descricao;
  return (
    <Badge color={conciliationBadge(status.id) === 'success' ? 'teal' : 'red'} variant="light" tt="none">
      {t(`conciliation.sides.${side}`)}: {text}
    </Badge>
  );
}

interface ReconcileOrderSummaryProps {
  order: ReconcileOrder;
  /** the newest conciliation; undefined while it loads */
  current: ReconcileCurrent | null | undefined;
}

/** The order being reconciled: number, supplier, company, CD, week, status, nature and its last conciliation. */
export function ReconcileOrderSummary({ order, current }: ReconcileOrderSummaryProps) {
  const { t } = useTranslation();
  const status = (ORDER_STATUSES as readonly string[]).includes(order.status)
    ? `${order.status} - ${t(`orders.options.status.${order.status}`)}`
    : order.status;
  const nature = (ORDER_NATURES as readonly string[]).includes(order.naturezaPedido)
    ? t(`reconcile.summary.natures.${order.naturezaPedido}`)
    : order.naturezaPedido;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      component="ul"
      aria-label={t('reconcile.summary.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <SummaryCard label={t('reconcile.summary.order')}>
        <Text fw={700} size="lg">
          {order.id}
        </Text>
        <Text size="sm" c="dimmed">
          {status} · {nature}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('reconcile.summary.supplier')}>
        <Text fw={600}>{order.fornecedor.nome}</Text>
        <Text size="sm" c="dimmed">
          {order.empresa.codigo} - {order.empresa.nome}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('reconcile.summary.cd')}>
        <Text fw={600}>
          {order.localizacaoFisica.codigo} - {order.localizacaoFisica.nome}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reconcile.summary.week')}:{' '}
          {t('reconcile.summary.weekValue', {
            week: order.calendarioComercial.semanaComercial,
            year: order.calendarioComercial.ano,
          })}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('reconcile.summary.conciliation')}>
        {current === undefined ? (
          <Text c="dimmed">…</Text>
        ) : current === null ? (
          <Text fw={600}>{t('reconcile.summary.noConciliation')}</Text>
        ) : (
          <>
            <Text fw={600}>{t('reconcile.summary.conciliationNumber', { id: current.id })}</Text>
            <Group gap={6}>
              <SideBadge side="commercial" status={current.statusConciliacaoComercial} />
              <SideBadge side="fiscal" status={current.statusConciliacaoFiscal} />
              {current.cancelada && (
                <Badge color="gray" variant="light" tt="none">
                  {t('reconcile.summary.cancelled')}
                </Badge>
              )}
            </Group>
          </>
        )}
      </SummaryCard>
    </SimpleGrid>
  );
}
