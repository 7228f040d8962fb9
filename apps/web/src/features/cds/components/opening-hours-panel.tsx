import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { cdHoursInputSchema, type CdDetailDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccessCode } from '../../../lib/api-client';
import { useSaveCdHours } from '../api/save-cd-hours';
import { notifyCdError } from '../model/errors';
import { cdHoursForApi, checkDays, dayRowsOf, hasProblems, type DayRow } from '../model/hours-form';
import { weekdayList } from '../model/weekdays';
import { DayHoursCells } from './day-hours-cells';
import { TableHeader } from '../../../components/ui/data-table';

const COLUMNS = ['day', 'open', 'start', 'end'] as const;

interface OpeningHoursPanelProps {
  cd: CdDetailDto;
  canEdit: boolean;
}

/**
 * The CD's hours per weekday (spec 000 §2, §4): a switch per day (closed = start equals end; opening sets
 * end = start + 1 h) and start/end times; days ending before they start are refused naming them.
 */
export function OpeningHoursPanel({ cd, canEdit }: OpeningHoursPanelProps) {
  const { t } = useTranslation();
  const save = useSaveCdHours(cd.id);
  const [rows, setRows] = useState<DayRow[]>(() => dayRowsOf(cd.horarioCd));
  const [submitted, setSubmitted] = useState(false);
  const check = checkDays(rows);
  const shown = submitted ? check : undefined;
  const dirty = JSON.stringify(rows) !== JSON.stringify(dayRowsOf(cd.horarioCd));

  const change = (day: number, patch: Partial<DayRow>) =>
    setRows((current) => current.map((r) => (r.idDiaSemana === day ? { ...r, ...patch } : r)));

  const submit = () => {
    setSubmitted(true);
    if (hasProblems(check)) return;
    const input = cdHoursInputSchema.parse({ horarios: cdHoursForApi(rows) });
    save.mutate(input, {
      onSuccess: (saved) => {
        setRows(dayRowsOf(saved.horarioCd));
        setSubmitted(false);
        notifySuccessCode('cdHour001');
      },
      onError: notifyCdError,
    });
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('cds.hours.intro')}
      </Text>
      {shown && shown.endBeforeStart.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t('cds.hours.endBeforeStart', { days: weekdayList(t, shown.endBeforeStart) })}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={520} type="native">
        <Table verticalSpacing="xs" aria-label={t('cds.hours.tableLabel')} maw={640}>
          <TableHeader columns={COLUMNS.map((c) => t(`cds.hours.columns.${c}`))} />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.idDiaSemana}>
                <DayHoursCells
                  row={row}
                  onChange={(patch) => change(row.idDiaSemana, patch)}
                  readOnly={!canEdit}
                  problems={shown?.rows.get(row.idDiaSemana)}
                  texts="cds.hours"
                  timeWidth={110}
                  closedLabel={t('cds.hours.closed')}
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canEdit && (
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('cds.hours.save')}
          </Button>
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setRows(dayRowsOf(cd.horarioCd));
              setSubmitted(false);
            }}
          >
            {t('cds.hours.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
