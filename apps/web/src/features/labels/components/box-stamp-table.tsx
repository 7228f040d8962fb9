import { Checkbox, Group, Table, Text } from '@mantine/core';
import { boxStampDefault, boxStampPlan, type BoxStampItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { QuantityDraft } from '../model/quantity-draft';
import { QuantityInput } from './quantity-input';
import { WarningIcon } from './warning-icon';

interface BoxStampTableProps {
  items: readonly BoxStampItem[];
  draft: QuantityDraft;
  multipack: boolean;
  /** Marked rows (outside the tolerance, no quantity, or refused by the server) with their message. */
  marked: ReadonlyMap<number, string>;
  disabled: boolean;
  onToggle: (item: BoxStampItem, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onQuantity: (item: BoxStampItem, text: string) => void;
}

/** How many boxes (stamps) a row's quantity makes; a dash while there is no quantity. */
function boxesOf(item: BoxStampItem, multipack: boolean, text: string | undefined): number | null {
  const quantity = text ? Number(text) : 0;
  return quantity > 0 ? boxStampPlan(item, quantity).length : null;
}

/** The order's items for box stamps: the default per item, the quantity (5 % tolerance) and the boxes it makes. */
export function BoxStampTable(props: BoxStampTableProps) {
  const { items, draft, multipack, marked, disabled, onToggle, onToggleAll, onQuantity } = props;
  const { t, i18n } = useTranslation();
  const all = items.length > 0 && items.every((item) => draft.has(item.id));
  const some = items.some((item) => draft.has(item.id));
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Table.ScrollContainer minWidth={940} type="native">
      <Table striped highlightOnHover verticalSpacing={6} captionSide="top" data-testid="box-stamp-table">
        <Table.Caption>
          {t(multipack ? 'labels.boxTag.table.captionMultipack' : 'labels.boxTag.table.caption')}
        </Table.Caption>
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
            <Table.Th ta="right">{t('labels.table.qtCompra')}</Table.Th>
            <Table.Th ta="right">{t('labels.table.qtItens')}</Table.Th>
            <Table.Th ta="right">{t('labels.table.qtVolume')}</Table.Th>
            <Table.Th ta="right">{t('labels.table.default')}</Table.Th>
            <Table.Th>{t('labels.table.quantity')}</Table.Th>
            <Table.Th ta="right">{t('labels.table.boxes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const selected = draft.has(item.id);
            const message = marked.get(item.id) ?? null;
            const boxes = selected ? boxesOf(item, multipack, draft.get(item.id)) : null;
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
                <Table.Td>
                  <QuantityInput
                    label={t('labels.table.quantityOf', { code: item.codItem })}
                    value={draft.get(item.id) ?? ''}
                    onChange={(digits) => onQuantity(item, digits.replace(/^0+(?=\d)/, ''))}
                    error={message}
                    disabled={disabled}
                    testId={`label-quantity-${item.codItem}`}
                  />
                </Table.Td>
                <Table.Td ta="right" data-testid={`label-boxes-${item.codItem}`}>
                  {boxes === null ? '—' : n(boxes)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
