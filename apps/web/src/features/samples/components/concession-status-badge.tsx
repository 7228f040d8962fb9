import { Badge } from '@mantine/core';
import { sampleConcessionStatusName, type SampleConcessionStatusId } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';

/** The badge's colour: pending yellow, approved green, rejected red. */
const STATUS_COLOR: Readonly<Record<SampleConcessionStatusId, string>> = { 1: 'yellow', 2: 'green', 3: 'red' };

/** A status's name in the screen's language (the domain's names); the component renders again on a language switch. */
export function useConcessionStatusName(): (id: number) => string {
  // subscribing is what re-renders on a language switch
  useTranslation();
  const language = currentLanguage();
  return (id) => sampleConcessionStatusName(id, language);
}

/** A concession's status (spec 001 §4): Em Aprovação, Aprovado, Reprovado. */
export function ConcessionStatusBadge({ status }: { status: { id: SampleConcessionStatusId } }) {
  const name = useConcessionStatusName();
  return (
    <Badge
      color={STATUS_COLOR[status.id]}
      variant="light"
      tt="none"
      data-status={status.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {name(status.id)}
    </Badge>
  );
}
