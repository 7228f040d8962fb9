import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format-date';
import { usePendingOrders } from '../api/pending-orders';

/**
 * OC7: the newest orders of suppliers that require origin certificates (exigirCertifOrigem) still lacking one, in
 * the user's scope; choosing one fills the form's order. Nothing is shown when there are none (or the read failed).
 */
export function PendingOrdersCard({ onPick }: { onPick: (order: number) => void }) {
  const { t } = useTranslation();
  const pending = usePendingOrders();
  const orders = pending.data?.itens ?? [];
  if (orders.length === 0) return null;
  return (
    <SectionCard title={t('originCertificates.pending.title')} data-testid="pending-orders">
      <Text size="sm" c="dimmed">
        {t('originCertificates.pending.intro')}
      </Text>
      <Group gap="xs">
        {orders.map((order) => (
          <Button
            key={order.pedido}
            variant="light"
            size="compact-sm"
            onClick={() => onPick(order.pedido)}
            aria-label={t('originCertificates.pending.pick', {
              pedido: order.pedido,
              data: formatDate(order.dataPedido),
              fornecedor: order.fornecedor,
            })}
          >
            {order.pedido} · {formatDate(order.dataPedido)}
          </Button>
        ))}
      </Group>
    </SectionCard>
  );
}
