import { Badge } from '@mantine/core';
import { SUBCONTRACTOR_STATUS, subcontractorStatusName } from '@portal/domain';
import { currentLanguage } from '../../../i18n/i18n';

/** A subcontractor's status (spec 001 §4): Ativo in green, Inativo in grey. */
export function SubcontractorStatusBadge({ status }: { status: { id: number } }) {
  return (
    <Badge
      color={status.id === SUBCONTRACTOR_STATUS.active ? 'green' : 'gray'}
      variant="light"
      tt="none"
      data-status={status.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {subcontractorStatusName(status.id, currentLanguage())}
    </Badge>
  );
}
