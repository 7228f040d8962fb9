import { Badge } from '@mantine/core';
import { YES_NO } from '@portal/domain';
import { currentLanguage } from '../../i18n/i18n';

/** A yes/no value in a table (a provider's flags, a pre-scheduling's active): Sim (green) or Não (grey), spec 001 §9's yes/no labels. */
export function YesNoBadge({ value }: { value: boolean }) {
  return (
    <Badge color={value ? 'green' : 'gray'} variant="light" tt="none" data-value={value}>
      {YES_NO[currentLanguage()][value ? 'yes' : 'no']}
    </Badge>
  );
}
