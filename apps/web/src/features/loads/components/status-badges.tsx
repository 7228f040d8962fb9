import { Badge } from '@mantine/core';
import type { LoadListItemDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const ORDER_STATUS_COLOR: Record<string, string> = {
  A: 'green',
  W: 'yellow',
  S: 'blue',
  C: 'gray',
  D: 'teal',
  I: 'dark',
  N: 'violet',
  M: 'orange',
};

const ORDER_STATUSES = ['A', 'W', 'S', 'C', 'D', 'I', 'N', 'M'] as const;

/** An order's status letter and name ("A - Aprovado"); an unknown letter is shown as it came. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (ORDER_STATUSES as readonly string[]).includes(status);
  return (
    <Badge color={ORDER_STATUS_COLOR[status] ?? 'gray'} variant="light" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {known ? `${status} - ${t(`loads.orderStatus.${status as (typeof ORDER_STATUSES)[number]}`)}` : status}
    </Badge>
  );
}

/** Agendada (scheduled) or Aberta (open). */
export function LoadStatusBadge({ status }: { status: LoadListItemDto['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'AGENDADA' ? 'green' : 'blue'} variant="light" tt="none">
      {t(`loads.status.${status}`)}
    </Badge>
  );
}
