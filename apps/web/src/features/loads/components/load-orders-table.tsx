import { Table, Text } from '@mantine/core';
import type { LoadDetailDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { quantity } from '../model/format';
import { OrdersTable, type OrderColumn } from './orders-table';

const COLUMNS: readonly OrderColumn[] = ['order', 'quantity', 'pieces', 'volumes', 'status'];

interface LoadOrdersTableProps {
  load: LoadDetailDto;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
}

/** The orders of a load with checkboxes (remove acts on the ticked ones) and the totals underneath. */
export function LoadOrdersTable({ load, selected, onToggle, onToggleAll }: LoadOrdersTableProps) {
  const { t, i18n } = useTranslation();
  const orders = load.pedidos;
  const n = (value: number) => quantity(value, i18n.language);
  if (orders.length === 0) return <Text py="sm">{t('loads.details.orders.empty')}</Text>;
  return (
    <OrdersTable
      texts="loads.details.orders"
      columns={COLUMNS}
      orders={orders.map((order) => ({ ...order, id: order.numero }))}
      selected={selected}
      onToggle={onToggle}
      onToggleAll={onToggleAll}
      minWidth={620}
      highlight
      footer={
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              {t('loads.details.orders.total')}
            </Table.Th>
            <Table.Td ta="right" fw={700} data-total="pieces">
              {n(load.totalPecas)}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-total="volumes">
              {n(load.totalVolumes)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      }
    />
  );
}
