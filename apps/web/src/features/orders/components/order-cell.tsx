import { Anchor, Badge, Group, Text, UnstyledButton, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateBr, orderDelivery, orderWeek, TRUNCATE, type OrderColumnKey } from '@portal/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { ORDER_STATUS_COLOR, type useStatusNames } from '../../../lib/order-status-text';
import type { OrderRow } from '../api/order-row';
import { natureLabel } from '../model/order-export';
import { ConciliationDots } from './conciliation-dots';
import classes from './order-grid.module.css';

/** Each column's cell attributes: numbers to the right, short texts on one line. */
export const CELL_PROPS: Readonly<Partial<Record<OrderColumnKey, TableTdProps>>> = {
  parts: { ta: 'right' },
  issueDate: { className: classes.cell },
  nature: { className: classes.cell },
  weekYear: { className: classes.cell },
  dc: { className: classes.cell },
  brand: { className: classes.cell },
  delivery: { className: classes.cell },
  provider: { className: classes.cell },
};

/** What every cell reads, given once by the grid (no hooks per cell: 40 rows × 13 columns). */
export interface OrderCellContext {
  t: TFunction;
  language: string;
  statusNames: ReturnType<typeof useStatusNames>;
  onOpenOrder: (order: OrderRow) => void;
  onOpenConciliation: (order: OrderRow) => void;
  /** permission load-details: load ids are links, else text */
  canOpenLoad: boolean;
}

/** The content of one cell of the order grid (spec 000 §2). */
export function orderCell(column: OrderColumnKey, order: OrderRow, context: OrderCellContext): ReactNode {
  const { t, statusNames, onOpenOrder, onOpenConciliation, canOpenLoad } = context;
  switch (column) {
    case 'order':
      return (
        <UnstyledButton
          c="blue.8"
          fw={600}
          td="underline"
          fz="sm"
          aria-label={t('orders.inquiry.openOrder', { order: order.id })}
          onClick={() => onOpenOrder(order)}
        >
          {order.id}
        </UnstyledButton>
      );
    case 'parts':
      return order.qtPecas.toLocaleString(context.language);
    case 'issueDate':
      return formatDateBr(order.dtEmissao);
    case 'status':
      return (
        <Badge
          color={ORDER_STATUS_COLOR[order.status]}
          variant="light"
          tt="none"
          classNames={{ root: classes.badge, label: classes.badgeLabel }}
        >
          {statusNames.orderLabel(order.status)}
        </Badge>
      );
    case 'nature':
      return <TruncatedText text={natureLabel(order.naturezaPedido)} max={TRUNCATE.nature} />;
    case 'sampleOrigin':
      return order.origemPedido ?? '';
    case 'weekYear':
      return orderWeek(order);
    case 'dc':
      return <TruncatedText text={order.localizacaoFisica.nome} max={TRUNCATE.dc} />;
    case 'brand':
      return <TruncatedText text={order.marca} max={TRUNCATE.default} />;
    case 'loads':
      return (
        <Group gap={6} wrap="nowrap">
          {order.cargas.map((load) =>
            canOpenLoad ? (
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
      );
    case 'delivery':
      return orderDelivery(order);
    case 'provider':
      return <TruncatedText text={order.fornecedor.nome} max={TRUNCATE.provider} />;
    case 'conciliation':
      return <ConciliationDots order={order} onOpen={onOpenConciliation} />;
    default:
      return null;
  }
}
