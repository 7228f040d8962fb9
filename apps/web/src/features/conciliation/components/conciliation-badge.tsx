import { Badge } from '@mantine/core';
import { conciliationBadge, isConciliationStatus, type StatusDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';

export interface ConciliationBadgeProps {
  /** the side's status as the API sends it ({id, descricao}) or its id */
  status: StatusDto | number;
  /** the side's name, shown before the status ("Comercial: Conciliado") */
  label?: string;
}

/**
 * One side's conciliation status (commercial or fiscal): green when reconciled (2), red otherwise (spec
 * 000 §4). The text comes from this screen's language (conciliation.sides.status), so it follows a language
 * switch; an id the catalogue does not know shows the server's descricao.
 */
export function ConciliationBadge({ status, label }: ConciliationBadgeProps) {
  const { t } = useTranslation();
  const id = typeof status === 'number' ? status : status.id;
  const text = isConciliationStatus(id)
    ? t(`conciliation.sides.status.${id}`)
    : typeof status === 'number'
      ? String(status)
      : status.descricao;
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
