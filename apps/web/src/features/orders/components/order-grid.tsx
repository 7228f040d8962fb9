import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  formatDateBr,
  ORDER_LIST_COLUMNS,
  orderDelivery,
  orderWeek,
  TRUNCATE,
  type OrderColumnKey,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderRow } from '../api/order-row';
import { ORDER_STATUS_COLOR, useStatusNames } from '../../../lib/order-status-text';
import { natureLabel } from '../model/order-export';
import { ConciliationDots } from './conciliation-dots';
import classes from './order-grid.module.css';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { SelectAllBox } from '../../../components/ui/data-table';
import { SelectCell } from '../../../components/ui/select-cells';
import { ScrollRegion } from '../../../components/ui/scroll-region';

interface OrderGridProps {
  orders: readonly OrderRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onOpenOrder: (order: OrderRow) => void;
  onOpenConciliation: (order: OrderRow) => void;
  /** permission load-details: load ids are links, else text */
  canOpenLoad: boolean;
}

/** The list's columns (packages/domain order-columns.ts), the two conciliation statuses shown as one column of dots. */
const COLUMNS: readonly OrderColumnKey[] = [
  ...ORDER_LIST_COLUMNS.map((c) => c.key).filter((key) => key !== 'commercial' && key !== 'fiscal'),
  'conciliation',
];

/** The order grid of /main (spec 000 §2), every column in the spec's order. */
export function OrderGrid({ orders, selected, onToggle, onToggleAll, ...props }: OrderGridProps) {
  const { t, i18n } = useTranslation();
  const statusNames = useStatusNames();
  return (
    // focusable, so the keyboard scrolls it (and before its rows load it still has keyboard access)
    <ScrollRegion label={t('orders.inquiry.gridLabel')} minWidth={1280} maxHeight="70vh">
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
            {COLUMNS.map((c) => (
              <Table.Th key={c} className={classes.cell}>
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
                <Table.Td>
                  <UnstyledButton
                    c="blue.8"
                    fw={600}
                    td="underline"
                    fz="sm"
                    aria-label={t('orders.inquiry.openOrder', { order: order.id })}
                    onClick={() => props.onOpenOrder(order)}
                  >
                    {order.id}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right">{order.qtPecas.toLocaleString(i18n.language)}</Table.Td>
                <Table.Td className={classes.cell}>{formatDateBr(order.dtEmissao)}</Table.Td>
                <Table.Td>
                  <Badge
                    color={ORDER_STATUS_COLOR[order.status]}
                    variant="light"
                    tt="none"
                    classNames={{ root: classes.badge, label: classes.badgeLabel }}
                  >
                    {statusNames.orderLabel(order.status)}
                  </Badge>
                </Table.Td>
                <Table.Td className={classes.cell}>
                  <TruncatedText text={natureLabel(order.naturezaPedido)} max={TRUNCATE.nature} />
                </Table.Td>
                <Table.Td>{order.origemPedido ?? ''}</Table.Td>
                <Table.Td className={classes.cell}>{orderWeek(order)}</Table.Td>
                <Table.Td className={classes.cell}>
                  <TruncatedText text={order.localizacaoFisica.nome} max={TRUNCATE.dc} />
                </Table.Td>
                <Table.Td className={classes.cell}>
                  <TruncatedText text={order.marca} max={TRUNCATE.default} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {order.cargas.map((load) =>
                      props.canOpenLoad ? (
                        <Anchor
                          key={load.id}
                          component={Link}
                          to={`/load-details?id=${load.id}`}
                          state={{ idCarga: load.id, idPedido: order.id }}
                          fz="sm"
                          aria-label={t('orders.inquiry.openLoad', { load: load.id })}
                        >
                          {load.id}
                        </Anchor>
                      ) : (
                        <Text key={load.id} span fz="sm">
                          {load.id}
                        </Text>
                      ),
                    )}
                  </Group>
                </Table.Td>
                <Table.Td className={classes.cell}>{orderDelivery(order)}</Table.Td>
                <Table.Td className={classes.cell}>
                  <TruncatedText text={order.fornecedor.nome} max={TRUNCATE.provider} />
                </Table.Td>
                <Table.Td>
                  <ConciliationDots order={order} onOpen={props.onOpenConciliation} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
