import { Badge, Group, Text } from '@mantine/core';
import {
  cellText,
  declarationStatusName,
  fecomercioStatusName,
  validityStateOf,
  type DeclarationStatusDto,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format-date';

const STATUS_COLOR: Record<number, string> = { 1: 'yellow', 2: 'teal', 3: 'red' };

/**
 * The status names in the screen's language, from the domain's tables (the server's descricao is in the language the
 * answer was asked in, which a language switch does not ask again).
 */
export function useDeclarationStatusNames() {
  useTranslation(); // re-renders on a language switch
  const language = currentLanguage();
  return {
    status: (id: number) => declarationStatusName(id, language),
    fecomercio: (id: number) => fecomercioStatusName(id, language),
  };
}

/** A declaration's status (1 awaiting, 2 approved, 3 rejected). */
export function DeclarationStatusBadge({ status }: { status: DeclarationStatusDto }) {
  const names = useDeclarationStatusNames();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status.id] ?? 'gray'}
      tt="none"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {names.status(status.id)}
    </Badge>
  );
}

/** A declaration's Fecomercio status (1-10), read-only. */
export function FecomercioStatusText({ status }: { status: DeclarationStatusDto }) {
  return <>{useDeclarationStatusNames().fecomercio(status.id)}</>;
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
    <Group gap={6} wrap="wrap">
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
