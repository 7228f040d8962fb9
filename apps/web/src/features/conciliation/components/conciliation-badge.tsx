import { Badge } from '@mantine/core';
import { conciliationBadge, type StatusDto } from '@portal/domain';
import { useStatusNames } from '../../../lib/order-status-text';

export interface ConciliationBadgeProps {
  /** the side's status as the API sends it ({id, descricao}) or its id */
  status: StatusDto | number;
  /** the side's name, shown before the status ("Comercial: Conciliado") */
  label?: string;
}

/**
 * One side's conciliation status (commercial or fiscal): green when reconciled (2), red otherwise (spec
 * 000 §4). The text is the status name in the screen's language (domain order-status-names), so it follows a
 * language switch; an id the portal does not know shows the server's descricao.
 */
export function ConciliationBadge({ status, label }: ConciliationBadgeProps) {
  const text = useStatusNames().conciliation(status);
  const id = typeof status === 'number' ? status : status.id;
  const tone = conciliationBadge(id);
  return (
    <Badge
      color={tone === 'success' ? 'green' : 'red'}
      variant="light"
      tt="none"
      data-tone={tone}
      data-status={id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {label ? `${label}: ${text}` : text}
    </Badge>
  );
}
