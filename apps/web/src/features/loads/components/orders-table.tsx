import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHeader, type DataTableColumn } from '../../../components/ui/data-table';
import { SelectCell, selectAllColumn } from '../../../components/ui/select-cells';
import { useStatusNames } from '../../../lib/order-status-text';
import { loadDate, quantity } from '../model/format';
import { OrderStatusBadge } from './status-badges';

/** An order as a loads table shows it: the fields its columns read (a load's orders have no issue date or nature). */
export interface OrderLine {
  id: number;
  qtCompra: number;
  qtPecas?: number;
  qtVolumes: number;
  dtEmissao?: string;
  naturezaPedido?: string;
  status: string;
}

export type OrderColumn = 'order' | 'quantity' | 'pieces' | 'volumes' | 'issueDate' | 'nature' | 'status';

/** The columns that hold figures: aligned right, in the header as in the rows. */
const FIGURES = new Set<OrderColumn>(['quantity', 'pieces', 'volumes']);

/** The header of the chosen columns: each column's text under `prefix`. */
function orderColumns(t: TFunction, prefix: string, columns: readonly OrderColumn[]): DataTableColumn[] {
  return columns.map((c) => (FIGURES.has(c) ? { label: t(`${prefix}.${c}`), ta: 'right' } : t(`${prefix}.${c}`)));
}

interface CellTools {
  n: (value: number) => string;
  nature: (nature: string) => string;
}

/** Each column's cell; figures right-aligned (as their headers) in the user's language. */
const CELLS: Record<OrderColumn, (order: OrderLine, tools: CellTools) => ReactNode> = {
  order: (o) => <Table.Td fw={600}>{o.id}</Table.Td>,
  quantity: (o, { n }) => <Table.Td ta="right">{n(o.qtCompra)}</Table.Td>,
  pieces: (o, { n }) => <Table.Td ta="right">{n(o.qtPecas ?? 0)}</Table.Td>,
  volumes: (o, { n }) => <Table.Td ta="right">{n(o.qtVolumes)}</Table.Td>,
  issueDate: (o) => <Table.Td>{loadDate(o.dtEmissao)}</Table.Td>,
  nature: (o, { nature }) => <Table.Td>{nature(o.naturezaPedido ?? '')}</Table.Td>,
  status: (o) => (
    <Table.Td>
      <OrderStatusBadge status={o.status} />
    </Table.Td>
  ),
};

interface OrdersTableProps {
  /** whose words: `tableLabel`, `selectAll`, `select` and `columns.<column>` under it */
  texts: 'loads.details.orders' | 'loads.details.add';
  columns: readonly OrderColumn[];
  orders: readonly OrderLine[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  /** below this width the table scrolls sideways */
  minWidth: number;
  /** the tallest it grows before scrolling (in a modal) */
  mah?: string;
  /** ticked rows are highlighted */
  highlight?: boolean;
  /** the totals under the rows */
  footer?: ReactNode;
}

/** A table of orders to tick (a load's, or those that may join it): a box per row, then the chosen columns. */
export function OrdersTable({ texts, columns, orders, selected, ...props }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const names = useStatusNames();
  const tools: CellTools = { n: (value) => quantity(value, i18n.language), nature: names.nature };
  const ids = orders.map((o) => o.id);
  return (
    <Table.ScrollContainer minWidth={props.minWidth} mah={props.mah} type="native">
      <Table striped highlightOnHover verticalSpacing={6} aria-label={t(`${texts}.tableLabel`)}>
        <TableHeader
          columns={[
            selectAllColumn({ label: t(`${texts}.selectAll`), rows: ids, selected, onChange: props.onToggleAll }, 40),
            ...orderColumns(t, `${texts}.columns`, columns),
          ]}
        />
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr
              key={order.id}
              bg={props.highlight && selected.has(order.id) ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <SelectCell
                label={t(`${texts}.select`, { id: order.id })}
                checked={selected.has(order.id)}
                onChange={(checked) => props.onToggle(order.id, checked)}
              />
              {columns.map((column) => (
                <Fragment key={column}>{CELLS[column](order, tools)}</Fragment>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.footer}
      </Table>
    </Table.ScrollContainer>
  );
}
