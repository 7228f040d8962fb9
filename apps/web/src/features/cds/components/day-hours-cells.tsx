import { Switch, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRowClosed, toggleRow, type DayRow, type RowProblems } from '../model/hours-form';
import { weekdayName } from '../model/weekdays';
import { problemText } from './field-problem';
import { TimeField } from '../../../components/ui/time-field';

/** The day's start and end, with the accessible name of each (under the caller's texts). */
const TIME_CELLS = [
  { field: 'hrInicial', label: 'startOf' },
  { field: 'hrFim', label: 'endOf' },
] as const;

interface DayHoursCellsProps<T extends DayRow> {
  row: T;
  onChange: (patch: Partial<T>) => void;
  /** Read-only: nothing may be changed (a closed day's times are off anyway). */
  readOnly: boolean;
  problems: RowProblems | undefined;
  /** Whose words the accessible names use: the CD's hours or a gate's (and a variation's). */
  texts: 'cds.hours' | 'cds.gates';
  /** Width of the time fields. */
  timeWidth: number;
  /** The switch says "Closed" beside it when off (the CD's table, which has room). */
  closedLabel?: string;
  /** Rows with number fields below the times: the day and the switch align with the fields' first line. */
  alignTop?: boolean;
}

/**
 * The first four cells of a weekday row, the same in the CD's opening hours and a gate's (or variation's) hours:
 * the day, the open switch, the start and the end.
 */
export function DayHoursCells<T extends DayRow>(props: DayHoursCellsProps<T>) {
  const { row, onChange, readOnly, problems, texts, timeWidth, closedLabel, alignTop = false } = props;
  const { t } = useTranslation();
  const day = weekdayName(t, row.idDiaSemana);
  const closed = isRowClosed(row);
  const pt = alignTop ? 12 : undefined;
  return (
    <>
      <Table.Td fw={600} pt={pt}>
        {day}
      </Table.Td>
      <Table.Td pt={pt}>
        <Switch
          aria-label={t(`${texts}.openDay`, { day })}
          checked={!closed}
          disabled={readOnly}
          label={closed ? closedLabel : undefined}
          onChange={(e) => onChange(toggleRow(row, e.currentTarget.checked))}
        />
      </Table.Td>
      {TIME_CELLS.map(({ field, label }) => (
        <Table.Td key={field}>
          <TimeField
            aria-label={t(`${texts}.${label}`, { day })}
            value={row[field]}
            onChange={(time) => onChange({ [field]: time } as Partial<T>)}
            disabled={readOnly || closed}
            error={problemText(t, problems?.[field])}
            w={timeWidth}
          />
        </Table.Td>
      ))}
    </>
  );
}
