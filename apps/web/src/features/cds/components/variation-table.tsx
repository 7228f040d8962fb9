import { Table } from '@mantine/core';
import { formatDateBr, type GateVariationDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { hoursSummary } from '../model/weekdays';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { CdRowsTable, type CdRowsHandlers } from './cd-rows-table';

/** Reasons are long (250); the table shows the start of them. */
const REASON_TRUNCATE = 40;

interface VariationTableProps extends CdRowsHandlers<GateVariationDto> {
  gateName: string;
  variations: readonly GateVariationDto[];
}

/** A gate's variations: the week, the reason, the hours in one line, who changed it last, and the actions. */
export function VariationTable({ gateName, variations, ...handlers }: VariationTableProps) {
  const { t } = useTranslation();
  return (
    <CdRowsTable
      {...handlers}
      texts="cds.variations"
      label={t('cds.variations.tableLabel', { gate: gateName })}
      columns={['period', 'reason', 'hours', 'user']}
      rows={variations}
      names={(v) => ({ date: formatDateBr(v.dataInicial) })}
      cells={(v) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {t('cds.variations.period', { start: formatDateBr(v.dataInicial), end: formatDateBr(v.dataFinal) })}
          </Table.Td>
          <Table.Td>
            <TruncatedText text={v.motivo} max={REASON_TRUNCATE} />
          </Table.Td>
          <Table.Td>{hoursSummary(t, v.novosHorarios)}</Table.Td>
          <Table.Td>{v.usuario ?? '—'}</Table.Td>
        </>
      )}
    />
  );
}
