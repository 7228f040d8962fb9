import { Group, UnstyledButton } from '@mantine/core';
import { conciliationDot, lastConciliation } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../api/order-row';
import classes from './order-grid.module.css';

function Dot({ color }: { color: 'green' | 'red' | null }) {
  return <span className={classes.dot} data-color={color ?? 'none'} aria-hidden="true" />;
}

/**
 * The two conciliation dots of the last conciliation (commercial, fiscal): green for 2, red for 3,
 * none otherwise. Clicking opens the conciliation status of the order.
 */
export function ConciliationDots({ order, onOpen }: { order: OrderRow; onOpen: (order: OrderRow) => void }) {
  const { t } = useTranslation();
  const conciliation = lastConciliation(order);
  if (!conciliation) return null;
  const commercial = conciliationDot(conciliation.statusConciliacaoComercial.id);
  const fiscal = conciliationDot(conciliation.statusConciliacaoFiscal.id);
  const label = t('orders.inquiry.dots.label', {
    order: order.id,
    commercial: t(`orders.inquiry.dots.${commercial ?? 'none'}`),
    fiscal: t(`orders.inquiry.dots.${fiscal ?? 'none'}`),
  });
  return (
    <UnstyledButton className={classes.dots} aria-label={label} title={label} onClick={() => onOpen(order)}>
      <Group gap={6} wrap="nowrap">
        <Dot color={commercial} />
        <Dot color={fiscal} />
      </Group>
    </UnstyledButton>
  );
}
