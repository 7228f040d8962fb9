import { Checkbox, Table, Text } from '@mantine/core';
import type { LoadDetailDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { SelectAllBox, TableHeader } from '../../../components/ui/data-table';
import { orderColumns } from './order-columns';
import { quantity } from '../model/format';
import { OrderStatusBadge } from './status-badges';

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
    <Table.ScrollContainer minWidth={620} type="native">
      <Table striped highlightOnHover verticalSpacing={6} aria-label={t('loads.details.orders.tableLabel')}>
        <TableHeader
          columns={[
            {
              label: (
                <SelectAllBox
                  label={t('loads.details.orders.selectAll')}
                  rows={orders.map((o) => o.numero)}
                  selected={selected}
                  onChange={onToggleAll}
                />
              ),
              w: 40,
            },
            ...orderColumns(t, 'loads.details.orders.columns', ['order', 'quantity', 'pieces', 'volumes', 'status']),
          ]}
        />
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr
              key={order.numero}
              bg={selected.has(order.numero) ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('loads.details.orders.select', { id: order.numero })}
                  checked={selected.has(order.numero)}
                  onChange={(e) => onToggle(order.numero, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td fw={600}>{order.numero}</Table.Td>
              <Table.Td ta="right">{n(order.qtCompra)}</Table.Td>
              <Table.Td ta="right">{n(order.qtPecas)}</Table.Td>
              <Table.Td ta="right">{n(order.qtVolumes)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
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
      </Table>
    </Table.ScrollContainer>
  );
}
