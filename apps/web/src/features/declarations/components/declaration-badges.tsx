import { Badge, Group, Text } from '@mantine/core';
import { cellText, validityStateOf, type DeclarationStatusDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

const STATUS_COLOR: Record<number, string> = { 1: 'yellow', 2: 'teal', 3: 'red' };

/** A declaration's status (1 awaiting, 2 approved, 3 rejected) named by the server in the reader's language. */
export function DeclarationStatusBadge({ status }: { status: DeclarationStatusDto }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status.id] ?? 'gray'} tt="none">
      {status.descricao}
    </Badge>
  );
}

/**
 * A validity date with its flag (validityStateOf): expiring within 30 days in orange, expired in red; '---' when
 * none was recorded.
 */
export function ValidityText({ validUntil, today }: { validUntil: string | null; today: string }) {
  const { t } = useTranslation();
  const state = validityStateOf(validUntil, today);
  if (state === 'none') return <>{cellText(null)}</>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatDate(validUntil)}
      </Text>
      {state !== 'valid' && (
        <Badge size="sm" variant="light" color={state === 'expired' ? 'red' : 'orange'} tt="none">
          {t(`declarations.validity.${state}`)}
        </Badge>
      )}
    </Group>
  );
}
