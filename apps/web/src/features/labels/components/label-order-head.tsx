import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatusNames } from '../../../lib/order-status-text';
import type { OrderHead } from '../../../lib/order-head';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';

/** The order the labels are for: number, company, nature, status and supplier. */
export function LabelOrderHead({ order }: { order: OrderHead }) {
  const { t } = useTranslation();
  const names = useStatusNames();
  const status = names.orderLabel(order.status);
  const nature = names.nature(order.naturezaPedido);
  return (
    <SummaryCards label={t('labels.order.label')} columns={5}>
      <SummaryCard label={t('labels.order.number')}>
        <Text fw={700} size="lg" data-testid="label-order-number">
          {order.id}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('labels.order.company')}>
        <Text fw={600}>{order.empresa.nome}</Text>
      </SummaryCard>
      <SummaryCard label={t('labels.order.nature')}>
        <Text fw={600}>{nature}</Text>
      </SummaryCard>
      <SummaryCard label={t('labels.order.status')}>
        <Text fw={600}>{status}</Text>
      </SummaryCard>
      <SummaryCard label={t('labels.order.supplier')}>
        <Text fw={600}>{order.fornecedor.nome}</Text>
        {order.localizacaoFisica.nome && (
          <Text size="sm" c="dimmed">
            {t('labels.order.cd', { name: order.localizacaoFisica.nome })}
          </Text>
        )}
      </SummaryCard>
    </SummaryCards>
  );
}
