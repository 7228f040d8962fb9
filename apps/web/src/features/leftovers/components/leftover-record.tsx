import { Stack, Table, Text } from '@mantine/core';
import type { LeftoverRecordDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/** A saved record, read-only: who saved it, when, and each item's leftover. */
export function LeftoverRecord({ record }: { record: LeftoverRecordDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('leftovers.recordedBy', { name: record.nomeUsuario, date: formatDateTime(record.dataCadastro) })}</Text>
      {record.pedidoResto != null && <Text>{t('leftovers.leftoverOrder', { id: record.pedidoResto })}</Text>}
      <Table withTableBorder aria-label={t('leftovers.recordTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('leftovers.columns.codItem')}</Table.Th>
            <Table.Th>{t('leftovers.columns.qtCase')}</Table.Th>
            <Table.Th>{t('leftovers.columns.qtPacote')}</Table.Th>
            <Table.Th>{t('leftovers.columns.qtCompraTotal')}</Table.Th>
            <Table.Th>{t('leftovers.columns.qtResto')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
