import { NumberInput, Switch, Table } from '@mantine/core';
import {
  GATE_CAPACITY_MAX,
  GATE_CAPACITY_MIN,
  GATE_INTERVAL_MAX,
  GATE_INTERVAL_MIN,
  GATE_LOADS_MAX,
  GATE_LOADS_MIN,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isRowClosed, toggleRow, type GateHoursRow, type RowProblems } from '../model/hours-form';
import { weekdayName } from '../model/weekdays';
import { problemText } from './field-problem';
import { TimeField } from './masked-fields';

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
            const closed = isRowClosed(row);
            const off = readOnly || closed;
            const p = problems?.get(row.idDiaSemana);
            return (
              <Table.Tr key={row.idDiaSemana} style={{ verticalAlign: 'top' }}>
                <Table.Td fw={600} pt={12}>
                  {day}
                </Table.Td>
                <Table.Td pt={12}>
                  <Switch
                    aria-label={t('cds.gates.openDay', { day })}
                    checked={!closed}
                    disabled={readOnly}
                    onChange={(e) => change(row.idDiaSemana, toggleRow(row, e.currentTarget.checked))}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('cds.gates.startOf', { day })}
                    value={row.hrInicial}
                    onChange={(hrInicial) => change(row.idDiaSemana, { hrInicial })}
                    disabled={off}
                    error={problemText(t, p?.hrInicial)}
                    w={96}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('cds.gates.endOf', { day })}
                    value={row.hrFim}
                    onChange={(hrFim) => change(row.idDiaSemana, { hrFim })}
                    disabled={off}
                    error={problemText(t, p?.hrFim)}
                    w={96}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('cds.gates.intervalOf', { day })}
                    value={row.intervalo}
                    onChange={(v) => change(row.idDiaSemana, { intervalo: asNumber(v) })}
                    min={GATE_INTERVAL_MIN}
                    max={GATE_INTERVAL_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    disabled={off}
                    error={problemText(t, p?.intervalo)}
                    w={96}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('cds.gates.capacityOf', { day })}
                    value={row.capacidade}
                    onChange={(v) => change(row.idDiaSemana, { capacidade: asNumber(v) })}
                    min={GATE_CAPACITY_MIN}
                    max={GATE_CAPACITY_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    disabled={off}
                    error={problemText(t, p?.capacidade)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('cds.gates.loadsOf', { day })}
                    value={dynamic ? row.carga : 1}
                    onChange={(v) => change(row.idDiaSemana, { carga: asNumber(v) })}
                    min={GATE_LOADS_MIN}
                    max={GATE_LOADS_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    disabled={off || !dynamic}
                    error={dynamic ? problemText(t, p?.carga) : undefined}
                    w={110}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
