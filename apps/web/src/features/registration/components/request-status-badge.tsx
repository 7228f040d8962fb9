import { Badge } from '@mantine/core';
import type { RegisterRequestStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RegisterRequestStatus, string> = { pending: 'orange', approved: 'green', refused: 'red' };

/** A request's status: orange while it waits, green approved, red refused. */
export function RequestStatusBadge({ status }: { status: RegisterRequestStatus }) {
  const { t } = useTranslation();
  return (
    // the cell may not squeeze the badge below its text's width
    <div style={{ width: 'max-content' }}>
      <Badge color={COLORS[status]} variant="light" tt="none" data-status={status} style={{ whiteSpace: 'nowrap' }}>
        {t(`registration.status.${status}`)}
      </Badge>
    </div>
  );
}
