import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { ORDER_NATURES } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatusText } from '../../../lib/order-status-text';
import type { LabelOrder } from '../api/label-order';

function HeadCard({ label, children }: { label: string; children: ReactNode }) {
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

/** The order the labels are for: number, company, nature, status and supplier. */
export function LabelOrderHead({ order }: { order: LabelOrder }) {
  const { t } = useTranslation();
  const status = orderStatusText(order.status, t);
  const nature = (ORDER_NATURES as readonly string[]).includes(order.naturezaPedido)
    ? t(`labels.order.natures.${order.naturezaPedido}`)
    : order.naturezaPedido;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      component="ul"
      aria-label={t('labels.order.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <HeadCard label={t('labels.order.number')}>
        <Text fw={700} size="lg" data-testid="label-order-number">
          {order.id}
        </Text>
      </HeadCard>
      <HeadCard label={t('labels.order.company')}>
        <Text fw={600}>{order.empresa.nome}</Text>
      </HeadCard>
      <HeadCard label={t('labels.order.nature')}>
        <Text fw={600}>{nature}</Text>
      </HeadCard>
      <HeadCard label={t('labels.order.status')}>
        <Text fw={600}>{status}</Text>
      </HeadCard>
      <HeadCard label={t('labels.order.supplier')}>
        <Text fw={600}>{order.fornecedor.nome}</Text>
        {order.localizacaoFisica.nome && (
          <Text size="sm" c="dimmed">
            {t('labels.order.cd', { name: order.localizacaoFisica.nome })}
          </Text>
        )}
      </HeadCard>
    </SimpleGrid>
  );
}
