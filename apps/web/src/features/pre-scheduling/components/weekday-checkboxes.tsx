import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { WEEKDAYS, weekdayLabel } from '../model/weekdays';

/** The weekday tab (spec 001 §2): one checkbox per day, 1 Sunday … 7 Saturday; at least one is needed. */
export function WeekdayCheckboxes({
  days,
  error,
  onChange,
}: {
  days: readonly number[];
  error?: string;
  onChange: (days: number[]) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Checkbox.Group
      label={t('preScheduling.details.fields.diasDeTrabalho')}
      withAsterisk
      error={error}
      value={days.map(String)}
      onChange={(values) => onChange(values.map(Number).sort((a, b) => a - b))}
    >
      <Group gap="md" mt="xs">
        {WEEKDAYS.map((day) => (
          <Checkbox key={day} value={String(day)} label={weekdayLabel(day, language)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
