import { Checkbox, Table } from '@mantine/core';
import { capPriceTagQuantity, formatTagPrice, type PriceTagItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { QuantityDraft } from '../model/quantity-draft';
import { QuantityInput } from './quantity-input';

interface PriceTagTableProps {
  items: readonly PriceTagItem[];
  draft: QuantityDraft;
  /** Rows the server refused, with the message to show under their quantity. */
  marked: ReadonlyMap<number, string>;
  disabled: boolean;
  onToggle: (item: PriceTagItem, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onQuantity: (item: PriceTagItem, text: string) => void;
}

/** The order's items for price tags: tick the ones to print and how many tags each (at most qtCompra). */
export function PriceTagTable({
  items,
  draft,
  marked,
  disabled,
  onToggle,
  onToggleAll,
  onQuantity,
}: PriceTagTableProps) {
  const { t, i18n } = useTranslation();
  const all = items.length > 0 && items.every((item) => draft.has(item.id));
  const some = items.some((item) => draft.has(item.id));
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Table.ScrollContainer minWidth={980} type="native">
      <Table striped highlightOnHover verticalSpacing={6} captionSide="top" data-testid="price-tag-table">
        <Table.Caption>{t('labels.priceTag.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('labels.table.selectAll')}
                checked={all}
                indeterminate={some && !all}
                disabled={disabled}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('labels.table.code')}</Table.Th>
            <Table.Th>{t('labels.table.description')}</Table.Th>
            <Table.Th>{t('labels.table.size')}</Table.Th>
            <Table.Th>{t('labels.table.colour')}</Table.Th>
            <Table.Th ta="right">{t('labels.table.price')}</Table.Th>
            <Table.Th>{t('labels.table.ean')}</Table.Th>
            <Table.Th ta="right">{t('labels.table.qtCompra')}</Table.Th>
            <Table.Th>{t('labels.table.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const selected = draft.has(item.id);
            const message = marked.get(item.id) ?? null;
            return (
              <Table.Tr
                key={item.id}
                data-testid={`label-row-${item.codItem}`}
                data-marked={message ? 'true' : undefined}
                bg={selected ? 'var(--mantine-color-blue-light)' : undefined}
                style={message ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-6)' } : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('labels.table.select', { code: item.codItem })}
                    checked={selected}
                    disabled={disabled}
                    onChange={(event) => onToggle(item, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td fw={600}>{item.codItem}</Table.Td>
                <Table.Td>{item.descricaoCurta}</Table.Td>
                <Table.Td>{item.tamanho}</Table.Td>
                <Table.Td>{item.cor}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatTagPrice(item.valorVenda)}
                </Table.Td>
                <Table.Td ff="monospace">{item.ean}</Table.Td>
                <Table.Td ta="right">{n(item.qtCompra)}</Table.Td>
                <Table.Td>
                  <QuantityInput
                    label={t('labels.table.quantityOf', { code: item.codItem })}
                    value={draft.get(item.id) ?? ''}
                    onChange={(digits) => onQuantity(item, capPriceTagQuantity(item, digits))}
                    error={message}
                    disabled={disabled}
                    testId={`label-quantity-${item.codItem}`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
