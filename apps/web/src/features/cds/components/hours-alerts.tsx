import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HoursCheck } from '../model/hours-form';
import { weekdayList } from '../model/weekdays';

/** What blocks a save, above the form: days ending before they start, days outside the CD (gate010), other fields. */
export function HoursAlerts({ check, otherProblems }: { check: HoursCheck | undefined; otherProblems: boolean }) {
  const { t } = useTranslation();
  if (!check) return null;
  const fieldProblems = otherProblems || [...check.rows.values()].some((p) => Object.keys(p).length > 0);
  const messages: string[] = [];
  if (check.endBeforeStart.length > 0)
    messages.push(t('cds.gates.endBeforeStart', { days: weekdayList(t, check.endBeforeStart) }));
  if (check.outsideCd.length > 0)
    messages.push(`${t('gate010', { ns: 'errors' })} (${weekdayList(t, check.outsideCd)})`);
  if (messages.length === 0 && fieldProblems) messages.push(t('cds.form.fixErrors'));
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap={4}>
        {messages.map((m) => (
          <div key={m}>{m}</div>
        ))}
      </Stack>
    </Alert>
  );
}
