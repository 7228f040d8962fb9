import { Table } from '@mantine/core';
import { capPriceTagQuantity, formatTagPrice, type PriceTagItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from '../hooks/use-label-selection';
import { LabelItemsTable, SelectableRow } from './label-row-selection';
import { QuantityCell } from './quantity-cell';

interface PriceTagTableProps {
  items: readonly PriceTagItem[];
  /** The rows ticked with their quantities, and how ticking and typing change them. */
  selection: RowSelection<PriceTagItem>;
  /** Rows the server refused, with the message to show under their quantity. */
  marked: ReadonlyMap<number, string>;
  disabled: boolean;
}

const COLUMNS = ['code', 'description', 'size', 'colour', 'price', 'ean', 'qtCompra', 'quantity'];

/** The order's items for price tags: tick the ones to print and how many tags each (at most qtCompra). */
export function PriceTagTable({ items, selection, marked, disabled }: PriceTagTableProps) {
  const { draft, onToggle, onQuantity } = selection;
  const { t, i18n } = useTranslation();
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <LabelItemsTable
      minWidth={980}
      data-testid="price-tag-table"
      caption={t('labels.priceTag.table.caption')}
      columns={COLUMNS}
      items={items}
      selection={selection}
      disabled={disabled}
    >
      {items.map((item) => {
        const message = marked.get(item.id) ?? null;
        return (
          <SelectableRow
            key={item.id}
            codItem={item.codItem}
            selected={draft.has(item.id)}
            message={message}
            disabled={disabled}
            onToggle={(checked) => onToggle(item, checked)}
          >
            <Table.Td fw={600}>{item.codItem}</Table.Td>
            <Table.Td>{item.descricaoCurta}</Table.Td>
            <Table.Td>{item.tamanho}</Table.Td>
            <Table.Td>{item.cor}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatTagPrice(item.valorVenda)}
            </Table.Td>
            <Table.Td ff="monospace">{item.ean}</Table.Td>
            <Table.Td ta="right">{n(item.qtCompra)}</Table.Td>
            <QuantityCell
              codItem={item.codItem}
              value={draft.get(item.id) ?? ''}
              message={message}
              disabled={disabled}
              onChange={(digits) => onQuantity(item, capPriceTagQuantity(item, digits))}
            />
          </SelectableRow>
        );
      })}
    </LabelItemsTable>
  );
}
