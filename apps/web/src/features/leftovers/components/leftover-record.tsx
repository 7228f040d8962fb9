import { Stack, Table, Text } from '@mantine/core';
import type { LeftoverRecordDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';

const RECORD_COLUMNS = ['codItem', 'qtCase', 'qtPacote', 'qtCompraTotal', 'qtResto'] as const;

/** A saved record, read-only: who saved it, when, and each item's leftover. */
export function LeftoverRecord({ record }: { record: LeftoverRecordDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('leftovers.recordedBy', { name: record.nomeUsuario, date: formatDateTime(record.dataCadastro) })}</Text>
      {record.pedidoResto != null && <Text>{t('leftovers.leftoverOrder', { id: record.pedidoResto })}</Text>}
      <Table withTableBorder aria-label={t('leftovers.recordTable')}>
        <TableHeader columns={RECORD_COLUMNS.map((c) => t(`leftovers.columns.${c}`))} />
        <Table.Tbody>
          {record.itens.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.codItem}</Table.Td>
              <Table.Td>{item.qtCase}</Table.Td>
              <Table.Td>{item.qtPacote}</Table.Td>
              <Table.Td>{item.qtCompraTotal}</Table.Td>
              <Table.Td>{item.qtResto}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
