import { NumberInput, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../components/ui/data-table';
import { isRowClosed, SLOT_RANGES, type GateHoursRow, type RowProblems, type SlotField } from '../model/hours-form';
import { weekdayName } from '../model/weekdays';
import { problemText } from './field-problem';
import { DayHoursCells } from './day-hours-cells';

interface GateHoursTableProps {
  rows: readonly GateHoursRow[];
  onChange: (rows: GateHoursRow[]) => void;
  /** dynamic capacity: loads per slot editable; otherwise shown as 1 and disabled */
  dynamic: boolean;
  readOnly: boolean;
  problems: Map<number, RowProblems> | undefined;
  label: string;
}

const asNumber = (value: number | string): number | '' =>
  value === '' ? '' : typeof value === 'number' ? value : Number.isNaN(Number(value)) ? '' : Number(value);

interface SlotNumberCellProps {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  range: { min: number; max: number };
  disabled: boolean;
  error: string | undefined;
  width: number;
}

/** A whole number of a slot (interval, capacity, loads): out-of-range values stay for the check to name. */
function SlotNumberCell({ label, value, onChange, range, disabled, error, width }: SlotNumberCellProps) {
  return (
    <Table.Td>
      <NumberInput
        aria-label={label}
        value={value}
        onChange={(v) => onChange(asNumber(v))}
        min={range.min}
        max={range.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        disabled={disabled}
        error={error}
        w={width}
      />
    </Table.Td>
  );
}

/** The slot's number cells after the day's times: the accessible name per day, and the field's width. */
const SLOT_CELLS: readonly { field: SlotField; label: string; width: number }[] = [
  { field: 'intervalo', label: 'cds.gates.intervalOf', width: 96 },
  { field: 'capacidade', label: 'cds.gates.capacityOf', width: 130 },
  { field: 'carga', label: 'cds.gates.loadsOf', width: 110 },
];

const COLUMNS = ['day', 'open', 'start', 'end', 'interval', 'capacity', 'loads'] as const;

/** The seven weekday rows of a gate or a variation: open switch, start, end, interval, capacity, loads per slot. */
export function GateHoursTable({ rows, onChange, dynamic, readOnly, problems, label }: GateHoursTableProps) {
  const { t } = useTranslation();
  const change = (day: number, patch: Partial<GateHoursRow>) =>
    onChange(rows.map((r) => (r.idDiaSemana === day ? { ...r, ...patch } : r)));

  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={label}>
        <TableHeader columns={COLUMNS.map((c) => t(`cds.gates.hoursColumns.${c}`))} />
        <Table.Tbody>
          {rows.map((row) => {
            const day = weekdayName(t, row.idDiaSemana);
            const off = readOnly || isRowClosed(row);
            const p = problems?.get(row.idDiaSemana);
            const patch = (next: Partial<GateHoursRow>) => change(row.idDiaSemana, next);
            return (
              <Table.Tr key={row.idDiaSemana} style={{ verticalAlign: 'top' }}>
                <DayHoursCells
                  row={row}
                  onChange={patch}
                  readOnly={readOnly}
                  problems={p}
                  texts="cds.gates"
                  timeWidth={96}
                  alignTop
                />
                {SLOT_CELLS.map(({ field, label, width }) => {
                  // without dynamic capacity a slot takes one load: shown as 1 and not editable
                  const fixed = field === 'carga' && !dynamic;
                  return (
                    <SlotNumberCell
                      key={field}
                      label={t(label, { day })}
                      value={fixed ? 1 : row[field]}
                      onChange={(value) => patch({ [field]: value })}
                      range={SLOT_RANGES[field]}
                      disabled={off || fixed}
                      error={fixed ? undefined : problemText(t, p?.[field])}
                      width={width}
                    />
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
