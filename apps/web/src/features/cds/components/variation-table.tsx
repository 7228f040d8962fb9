import { Table } from '@mantine/core';
import { formatDateBr, type GateVariationDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { hoursSummary } from '../model/weekdays';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';

/** Reasons are long (250); the table shows the start of them. */
const REASON_TRUNCATE = 40;

interface VariationTableProps {
  gateName: string;
  variations: readonly GateVariationDto[];
  canEdit: boolean;
  onOpen: (variation: GateVariationDto) => void;
  onDelete: (variation: GateVariationDto) => void;
}

/** A gate's variations: the week, the reason, the hours in one line, who changed it last, and the actions. */
export function VariationTable({ gateName, variations, canEdit, onOpen, onDelete }: VariationTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      striped
      verticalSpacing="xs"
      label={t('cds.variations.tableLabel', { gate: gateName })}
      minWidth={860}
      columns={(['period', 'reason', 'hours', 'user', 'actions'] as const).map((c) => t(`cds.variations.columns.${c}`))}
    >
      {variations.map((v) => {
        const date = formatDateBr(v.dataInicial);
        return (
          <Table.Tr key={v.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t('cds.variations.period', { start: date, end: formatDateBr(v.dataFinal) })}
            </Table.Td>
            <Table.Td>
              <TruncatedText text={v.motivo} max={REASON_TRUNCATE} />
            </Table.Td>
            <Table.Td>{hoursSummary(t, v.novosHorarios)}</Table.Td>
            <Table.Td>{v.usuario ?? '—'}</Table.Td>
            <Table.Td>
              <RowActions
                actions={[
                  {
                    label: canEdit ? t('cds.variations.edit') : t('cds.variations.view'),
                    ariaLabel: t(canEdit ? 'cds.variations.editOf' : 'cds.variations.viewOf', { date }),
                    onClick: () => onOpen(v),
                  },
                  canEdit && {
                    label: t('cds.form.delete'),
                    ariaLabel: t('cds.variations.deleteOf', { date }),
                    onClick: () => onDelete(v),
                    danger: true,
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
