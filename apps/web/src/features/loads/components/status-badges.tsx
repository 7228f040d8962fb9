import { Badge } from '@mantine/core';
import { isOrderStatus, type LoadListItemDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOR, useStatusNames } from '../../../lib/order-status-text';

/** An order's status letter and name ("A - Aprovado"); an unknown letter is shown as it came. */
export function OrderStatusBadge({ status }: { status: string }) {
  const statusNames = useStatusNames();
  const color = isOrderStatus(status) ? ORDER_STATUS_COLOR[status] : 'gray';
  return (
    <Badge color={color} variant="light" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {statusNames.orderLabel(status)}
    </Badge>
  );
}

/** Agendada (scheduled) or Aberta (open). */
export function LoadStatusBadge({ status }: { status: LoadListItemDto['status'] }) {
  const { t } = useTranslation();
  return (
    // never narrower than its word: in a tight table the cell would cut it to "A…"
    <Badge color={status === 'AGENDADA' ? 'green' : 'blue'} variant="light" tt="none" miw="max-content">
      {t(`loads.status.${status}`)}
    </Badge>
  );
}
