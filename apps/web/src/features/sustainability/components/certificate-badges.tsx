import { Badge } from '@mantine/core';
import { auditStatusName, type AuditStatusDto, type Language, type ValidityState } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { 0: 'yellow', 1: 'teal', 2: 'red' } as const;

/** The audit status (0 awaiting, 1 approved, 2 rejected) in the reader's language. */
export function AuditStatusBadge({ status }: { status: AuditStatusDto }) {
  const { i18n } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status.id]} variant="light" tt="none" data-status={status.id}>
      {auditStatusName(status.id, i18n.language as Language)}
    </Badge>
  );
}

/** The expiry flag: within 30 days (orange) or lapsed (red); nothing for a valid certificate or one without a date. */
export function ValidityBadge({ state }: { state: ValidityState }) {
  const { t } = useTranslation();
  if (state !== 'expiring' && state !== 'expired') return null;
  return (
    <Badge color={state === 'expired' ? 'red' : 'orange'} variant="outline" tt="none" data-validity={state}>
      {t(`sustainability.certificate.validity.${state}`)}
    </Badge>
  );
}
