import { Text } from '@mantine/core';
import type { OrderHead } from '../../lib/order-head';
import { useStatusNames } from '../../lib/order-status-text';
import { SummaryCard } from './summary-cards';

interface OrderHeadCardsProps {
  order: OrderHead;
  /** the two cards' labels, in each area's words */
  labels: { order: string; supplier: string };
  /** the order's nature as the area names it */
  nature: string;
  /** the order number's test id, where a journey reads it */
  numberTestId?: string;
}

/** The first two cards of an order's head: the number with its status and nature, then supplier and company. */
export function OrderHeadCards({ order, labels, nature, numberTestId }: OrderHeadCardsProps) {
  const status = useStatusNames().orderLabel(order.status);
  return (
    <>
      <SummaryCard label={labels.order}>
        <Text fw={700} size="lg" data-testid={numberTestId}>
          {order.id}
        </Text>
        <Text size="sm" c="dimmed">
          {status} · {nature}
        </Text>
      </SummaryCard>
      <SummaryCard label={labels.supplier}>
        <Text fw={600}>{order.fornecedor.nome}</Text>
        <Text size="sm" c="dimmed">
          {order.empresa.codigo} - {order.empresa.nome}
        </Text>
      </SummaryCard>
    </>
  );
}
