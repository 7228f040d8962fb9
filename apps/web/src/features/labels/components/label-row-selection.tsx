import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectAllBox } from '../../../components/ui/data-table';
import type { RowSelection } from '../hooks/use-label-selection';
import type { QuantityDraft } from '../model/quantity-draft';

interface SelectAllCellProps {
  items: readonly { id: number }[];
  draft: QuantityDraft;
  disabled: boolean;
  onToggleAll: (checked: boolean) => void;
}

/** The header cell that ticks every row of a label table (indeterminate while only some are ticked). */
export function SelectAllCell({ items, draft, disabled, onToggleAll }: SelectAllCellProps) {
  const { t } = useTranslation();
  return (
    <Table.Th w={40}>
      <SelectAllBox
        label={t('labels.table.selectAll')}
        rows={items.map((item) => item.id)}
        selected={draft}
        disabled={disabled}
        onChange={onToggleAll}
      />
    </Table.Th>
  );
}

interface SelectableRowProps {
  codItem: string;
  selected: boolean;
  /** The row's mark (a red edge); null when it has none. */
  message: string | null;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
  /** The item's own cells, after its checkbox. */
  children: ReactNode;
}

/** A label table's row: highlighted while ticked, a red edge while marked, its checkbox first. */
export function SelectableRow({ codItem, selected, message, disabled, onToggle, children }: SelectableRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      data-testid={`label-row-${codItem}`}
      data-marked={message ? 'true' : undefined}
      bg={selected ? 'var(--mantine-color-blue-light)' : undefined}
      style={message ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-6)' } : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={t('labels.table.select', { code: codItem })}
          checked={selected}
          disabled={disabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/** The label tables' figures: right-aligned, in the header as in the rows. */
const FIGURE_COLUMNS = new Set(['price', 'qtCompra', 'qtItens', 'qtVolume', 'default', 'boxes']);

interface LabelItemsTableProps {
  /** below this width the table scrolls sideways */
  minWidth: number;
  'data-testid': string;
  caption: string;
  /** the columns after the select-all box, as keys of `labels.table` */
  columns: readonly string[];
  items: readonly { id: number }[];
  /** the rows ticked, and how the select-all box ticks them */
  selection: Pick<RowSelection<never>, 'draft' | 'onToggleAll'>;
  disabled: boolean;
  /** the rows (SelectableRow) */
  children: ReactNode;
}

/** The frame of a label table: its caption above, a select-all box and the columns' names, then the rows. */
export function LabelItemsTable({
  minWidth,
  caption,
  columns,
  items,
  selection,
  disabled,
  children,
  ...rest
}: LabelItemsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing={6} captionSide="top" data-testid={rest['data-testid']}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SelectAllCell
              items={items}
              draft={selection.draft}
              disabled={disabled}
              onToggleAll={selection.onToggleAll}
            />
            {columns.map((key) => (
              <Table.Th key={key} ta={FIGURE_COLUMNS.has(key) ? 'right' : undefined}>
                {t(`labels.table.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
