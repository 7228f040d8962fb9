import { ActionIcon, Table } from '@mantine/core';
import type { ItemPedidoDto } from '@portal/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/i18n';
import { formatMoney } from '../format';
import { ItemDetails } from './item-details';
import { ScrollRegion } from '../../../../components/ui/scroll-region';

const COLUMNS = [
  'codItem',
  'descricao',
  'tamanho',
  'cor',
  'ean',
  'ncm',
  'qtCompra',
  'custoUnitario',
  'valorVenda',
] as const;

/** The items tab: one row per item; expanding a row shows its details. */
export function ItemsTable({ items }: { items: readonly ItemPedidoDto[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // re-render on language change: money follows the current language
  const language = i18n.resolvedLanguage ? currentLanguage() : 'pt-BR';
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    // focusable, so the keyboard scrolls it sideways on narrow screens
    <ScrollRegion label={t('orders.options.tabs.items')} minWidth={900} type="scrollarea">
      <Table striped highlightOnHover aria-label={t('orders.options.tabs.items')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-label={t('orders.options.items.details')} />
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`orders.options.items.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const expanded = open.has(item.id);
            return (
              <Fragment key={item.id}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={`item-details-row-${item.id}`}
                      aria-label={t('orders.options.items.toggle', { code: item.codItem })}
                      onClick={() => toggle(item.id)}
                    >
                      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{item.codItem}</Table.Td>
                  <Table.Td>{item.descricaoCurta || item.descricao}</Table.Td>
                  <Table.Td>{item.tamanho}</Table.Td>
                  <Table.Td>{item.cor}</Table.Td>
                  <Table.Td>{item.ean}</Table.Td>
                  <Table.Td>{item.ncm}</Table.Td>
                  <Table.Td>{item.qtCompra}</Table.Td>
                  <Table.Td>{formatMoney(item.custoUnitario, language)}</Table.Td>
                  <Table.Td>{formatMoney(item.valorVenda, language)}</Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={`item-details-row-${item.id}`}>
                    <Table.Td colSpan={COLUMNS.length + 1}>
                      <ItemDetails item={item} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
