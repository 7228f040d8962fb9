import { Group, Table, Text } from '@mantine/core';
import { boxStampDefault, boxStampPlan, type BoxStampItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from '../hooks/use-label-selection';
import { LabelItemsTable, SelectableRow } from './label-row-selection';
import { QuantityCell } from './quantity-cell';
import { WarningIcon } from './warning-icon';

interface BoxStampTableProps {
  items: readonly BoxStampItem[];
  /** The rows ticked with their quantities, and how ticking and typing change them. */
  selection: RowSelection<BoxStampItem>;
  multipack: boolean;
  /** Marked rows (outside the tolerance, no quantity, or refused by the server) with their message. */
  marked: ReadonlyMap<number, string>;
  disabled: boolean;
}

/** How many boxes (stamps) a row's quantity makes; a dash while there is no quantity. */
function boxesOf(item: BoxStampItem, multipack: boolean, text: string | undefined): number | null {
  const quantity = text ? Number(text) : 0;
  return quantity > 0 ? boxStampPlan(item, quantity).length : null;
}

const COLUMNS = ['code', 'description', 'qtCompra', 'qtItens', 'qtVolume', 'default', 'quantity', 'boxes'];

/** The order's items for box stamps: the default per item, the quantity (5 % tolerance) and the boxes it makes. */
export function BoxStampTable(props: BoxStampTableProps) {
  const { items, selection, multipack, marked, disabled } = props;
  const { draft, onToggle, onQuantity } = selection;
  const { t, i18n } = useTranslation();
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <LabelItemsTable
      minWidth={940}
      data-testid="box-stamp-table"
      caption={t(multipack ? 'labels.boxTag.table.captionMultipack' : 'labels.boxTag.table.caption')}
      columns={COLUMNS}
      items={items}
      selection={selection}
      disabled={disabled}
    >
      {items.map((item) => {
        const selected = draft.has(item.id);
        const message = marked.get(item.id) ?? null;
        const boxes = selected ? boxesOf(item, multipack, draft.get(item.id)) : null;
        return (
          <SelectableRow
            key={item.id}
            codItem={item.codItem}
            selected={selected}
            message={message}
            disabled={disabled}
            onToggle={(checked) => onToggle(item, checked)}
          >
            <Table.Td fw={600}>
              <Group gap={4} wrap="nowrap">
                {message && (
                  <Text c="red.7" component="span" display="inline-flex">
                    <WarningIcon />
                  </Text>
                )}
                {item.codItem}
              </Group>
            </Table.Td>
            <Table.Td>{item.descricaoCurta}</Table.Td>
            <Table.Td ta="right">{n(item.qtCompra)}</Table.Td>
            <Table.Td ta="right">{n(item.qtItens)}</Table.Td>
            <Table.Td ta="right">{n(item.qtVolume)}</Table.Td>
            <Table.Td ta="right" data-testid={`label-default-${item.codItem}`}>
              {n(boxStampDefault(item, multipack))}
            </Table.Td>
            <QuantityCell
              codItem={item.codItem}
              value={draft.get(item.id) ?? ''}
              message={message}
              disabled={disabled}
              onChange={(digits) => onQuantity(item, digits.replace(/^0+(?=\d)/, ''))}
            />
            <Table.Td ta="right" data-testid={`label-boxes-${item.codItem}`}>
              {boxes === null ? '—' : n(boxes)}
            </Table.Td>
          </SelectableRow>
        );
      })}
    </LabelItemsTable>
  );
}
