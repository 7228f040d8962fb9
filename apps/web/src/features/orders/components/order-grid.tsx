import { Table } from '@mantine/core';
import type { OrderColumnKey } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../api/order-row';
import { gridMinWidth } from '../model/grid-columns';
import { CELL_PROPS, orderCell, type OrderCellContext } from './order-cell';
import { useStatusNames } from '../../../lib/order-status-text';
import classes from './order-grid.module.css';
import { SelectAllBox } from '../../../components/ui/data-table';
import { SelectCell } from '../../../components/ui/select-cells';
import { ScrollRegion } from '../../../components/ui/scroll-region';

interface OrderGridProps {
  orders: readonly OrderRow[];
  /** the columns shown, in the grid's order (hooks/use-grid-columns.ts) */
  columns: readonly OrderColumnKey[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onOpenOrder: (order: OrderRow) => void;
  onOpenConciliation: (order: OrderRow) => void;
  /** permission load-details: load ids are links, else text */
  canOpenLoad: boolean;
}

/** The order grid of /main (spec 000 §2): the chosen columns in the spec's order. */
export function OrderGrid({ orders, columns, selected, onToggle, onToggleAll, ...props }: OrderGridProps) {
  const { t, i18n } = useTranslation();
  const statusNames = useStatusNames();
  const context: OrderCellContext = { t, language: i18n.language, statusNames, ...props };
  return (
    // focusable, so the keyboard scrolls it (and before its rows load it still has keyboard access)
    <ScrollRegion label={t('orders.inquiry.gridLabel')} minWidth={gridMinWidth(columns)} maxHeight="70vh">
      <Table
        stickyHeader
        striped
        highlightOnHover
        verticalSpacing={6}
        fz="sm"
        aria-label={t('orders.inquiry.gridLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllBox
                label={t('orders.inquiry.selectVisible')}
                rows={orders.map((o) => o.id)}
                selected={selected}
                disabled={orders.length === 0}
                onChange={onToggleAll}
              />
            </Table.Th>
            {columns.map((c) => (
              <Table.Th key={c} className={classes.cell} data-column={c}>
                {t(`orders.inquiry.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const isSelected = selected.has(order.id);
            return (
              <Table.Tr key={order.id} className={isSelected ? classes.selected : undefined}>
                <SelectCell
                  label={t('orders.inquiry.selectOrder', { order: order.id })}
                  checked={isSelected}
                  onChange={(checked) => onToggle(order.id, checked)}
                />
                {columns.map((key) => (
                  <Table.Td key={key} data-column={key} {...CELL_PROPS[key]}>
                    {orderCell(key, order, context)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
