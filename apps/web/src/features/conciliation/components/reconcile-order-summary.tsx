import { Badge, Group, Text } from '@mantine/core';
import { conciliationBadge, formatWeek, ORDER_NATURES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useStatusNames } from '../../../lib/order-status-text';
import type { ReconcileCurrent } from '../api/reconcile-current';
import type { OrderHead } from '../../../lib/order-head';
import { OrderHeadCards } from '../../../components/ui/order-head-cards';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';

/** One side's status: the shared texts of the area, green only for 2 (spec 000 §4). */
function SideBadge({ side, status }: { side: 'commercial' | 'fiscal'; status: { id: number; descricao: string } }) {
  const { t } = useTranslation();
  const text = useStatusNames().conciliation(status);
  return (
    <Badge color={conciliationBadge(status.id) === 'success' ? 'teal' : 'red'} variant="light" tt="none">
      {t(`conciliation.sides.${side}`)}: {text}
    </Badge>
  );
}

interface ReconcileOrderSummaryProps {
  order: OrderHead;
  /** the newest conciliation; undefined while it loads */
  current: ReconcileCurrent | null | undefined;
}

/** The order being reconciled: number, supplier, company, CD, week, status, nature and its last conciliation. */
export function ReconcileOrderSummary({ order, current }: ReconcileOrderSummaryProps) {
  const { t } = useTranslation();
  const nature = (ORDER_NATURES as readonly string[]).includes(order.naturezaPedido)
    ? t(`conciliation.reconcile.summary.natures.${order.naturezaPedido}`)
    : order.naturezaPedido;
  return (
    <SummaryCards label={t('conciliation.reconcile.summary.label')} columns={4}>
      <OrderHeadCards
        order={order}
        nature={nature}
        labels={{
          order: t('conciliation.reconcile.summary.order'),
          supplier: t('conciliation.reconcile.summary.supplier'),
        }}
      />
      <SummaryCard label={t('conciliation.reconcile.summary.cd')}>
        <Text fw={600}>
          {order.localizacaoFisica.codigo} - {order.localizacaoFisica.nome}
        </Text>
        <Text size="sm" c="dimmed">
          {t('conciliation.reconcile.summary.week')}:{' '}
          {formatWeek(order.calendarioComercial.semanaComercial, order.calendarioComercial.ano)}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('conciliation.reconcile.summary.conciliation')}>
        {current === undefined ? (
          <Text c="dimmed">…</Text>
        ) : current === null ? (
          <Text fw={600}>{t('conciliation.reconcile.summary.noConciliation')}</Text>
        ) : (
          <>
            <Text fw={600}>{t('conciliation.reconcile.summary.conciliationNumber', { id: current.id })}</Text>
            <Group gap={6}>
              <SideBadge side="commercial" status={current.statusConciliacaoComercial} />
              <SideBadge side="fiscal" status={current.statusConciliacaoFiscal} />
              {current.cancelada && (
                <Badge color="gray" variant="light" tt="none">
                  {t('conciliation.reconcile.summary.cancelled')}
                </Badge>
              )}
            </Group>
          </>
        )}
      </SummaryCard>
    </SummaryCards>
  );
}
