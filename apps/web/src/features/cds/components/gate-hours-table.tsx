import { NumberInput, Table } from '@mantine/core';
import {
  GATE_CAPACITY_MAX,
  GATE_CAPACITY_MIN,
  GATE_INTERVAL_MAX,
  GATE_INTERVAL_MIN,
  GATE_LOADS_MAX,
  GATE_LOADS_MIN,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isRowClosed, type GateHoursRow, type RowProblems } from '../model/hours-form';
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
  range: readonly [number, number];
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
        min={range[0]}
        max={range[1]}
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

/** The seven weekday rows of a gate or a variation: open switch, start, end, interval, capacity, loads per slot. */
export function GateHoursTable({ rows, onChange, dynamic, readOnly, problems, label }: GateHoursTableProps) {
  const { t } = useTranslation();
  const change = (day: number, patch: Partial<GateHoursRow>) =>
    onChange(rows.map((r) => (r.idDiaSemana === day ? { ...r, ...patch } : r)));

  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cds.gates.hoursColumns.day')}</Table.Th>
            <Table.Th>{t('cds.gates.hoursColumns.open')}</Table.Th>
            <Table.Th>{t('cds.gates.hoursColumns.start')}</Table.Th>
            <Table.Th>{t('cds.gates.hoursColumns.end')}</Table.Th>
            <Table.Th>{t('cds.gates.hoursColumns.interval')}</Table.Th>
            <Table.Th>{t('cds.gates.hoursColumns.capacity')}</Table.Th>
            <Table.Th>{t('cds.gates.hoursColumns.loads')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
                <SlotNumberCell
                  label={t('cds.gates.intervalOf', { day })}
                  value={row.intervalo}
                  onChange={(intervalo) => patch({ intervalo })}
                  range={[GATE_INTERVAL_MIN, GATE_INTERVAL_MAX]}
                  disabled={off}
                  error={problemText(t, p?.intervalo)}
                  width={96}
                />
                <SlotNumberCell
                  label={t('cds.gates.capacityOf', { day })}
                  value={row.capacidade}
                  onChange={(capacidade) => patch({ capacidade })}
                  range={[GATE_CAPACITY_MIN, GATE_CAPACITY_MAX]}
                  disabled={off}
                  error={problemText(t, p?.capacidade)}
                  width={130}
                />
                <SlotNumberCell
                  label={t('cds.gates.loadsOf', { day })}
                  value={dynamic ? row.carga : 1}
                  onChange={(carga) => patch({ carga })}
                  range={[GATE_LOADS_MIN, GATE_LOADS_MAX]}
                  disabled={off || !dynamic}
                  error={dynamic ? problemText(t, p?.carga) : undefined}
                  width={110}
                />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
