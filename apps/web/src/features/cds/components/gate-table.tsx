import { Badge, Table, Text } from '@mantine/core';
import { GATE_NAME_TABLE_TRUNCATE, type GateDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { hoursSummary } from '../model/weekdays';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { CdRowsTable, type CdRowsHandlers } from './cd-rows-table';

interface GateTableProps extends CdRowsHandlers<GateDto> {
  gates: readonly GateDto[];
  onVariations: (gate: GateDto) => void;
}

/** The CD's gates: name (cut at 24), dynamic capacity, the week's hours in one line, and the actions. */
export function GateTable({ gates, onVariations, ...handlers }: GateTableProps) {
  const { t } = useTranslation();
  return (
    <CdRowsTable
      {...handlers}
      texts="cds.gates"
      label={t('cds.gates.tableLabel')}
      columns={['name', 'description', 'dynamic', 'hours']}
      rows={gates}
      names={(gate) => ({ name: gate.nome })}
      extraActions={(gate) => [
        {
          label: t('cds.gates.variations'),
          ariaLabel: t('cds.gates.variationsOf', { name: gate.nome }),
          onClick: () => onVariations(gate),
        },
      ]}
      cells={(gate) => (
        <>
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
        </>
      )}
    />
  );
}
