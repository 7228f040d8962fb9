import { Badge, Table, Text } from '@mantine/core';
import { GATE_NAME_TABLE_TRUNCATE, type GateDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { hoursSummary } from '../model/weekdays';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';

interface GateTableProps {
  gates: readonly GateDto[];
  canEdit: boolean;
  onOpen: (gate: GateDto) => void;
  onDelete: (gate: GateDto) => void;
  onVariations: (gate: GateDto) => void;
}

/** The CD's gates: name (cut at 24), dynamic capacity, the week's hours in one line, and the actions. */
export function GateTable({ gates, canEdit, onOpen, onDelete, onVariations }: GateTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      striped
      verticalSpacing="xs"
      label={t('cds.gates.tableLabel')}
      minWidth={860}
      columns={(['name', 'description', 'dynamic', 'hours', 'actions'] as const).map((c) =>
        t(`cds.gates.columns.${c}`),
      )}
    >
      {gates.map((gate) => (
        <Table.Tr key={gate.id}>
          <Table.Td fw={600}>
            <TruncatedText text={gate.nome} max={GATE_NAME_TABLE_TRUNCATE} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={gate.descricao ? undefined : 'dimmed'} lineClamp={2} maw={260}>
              {gate.descricao || '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={gate.capacidadeDinamica ? 'teal' : 'gray'} tt="none">
              {gate.capacidadeDinamica ? t('cds.form.yes') : t('cds.form.no')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{hoursSummary(t, gate.horarios)}</Text>
          </Table.Td>
          <Table.Td>
            <RowActions
              actions={[
                {
                  label: canEdit ? t('cds.gates.edit') : t('cds.gates.view'),
                  ariaLabel: t(canEdit ? 'cds.gates.editOf' : 'cds.gates.viewOf', { name: gate.nome }),
                  onClick: () => onOpen(gate),
                },
                {
                  label: t('cds.gates.variations'),
                  ariaLabel: t('cds.gates.variationsOf', { name: gate.nome }),
                  onClick: () => onVariations(gate),
                },
                canEdit && {
                  label: t('cds.form.delete'),
                  ariaLabel: t('cds.gates.deleteOf', { name: gate.nome }),
                  onClick: () => onDelete(gate),
                  danger: true,
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
