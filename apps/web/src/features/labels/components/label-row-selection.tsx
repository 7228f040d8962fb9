import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const all = items.length > 0 && items.every((item) => draft.has(item.id));
  const some = items.some((item) => draft.has(item.id));
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={t('labels.table.selectAll')}
        checked={all}
        indeterminate={some && !all}
        disabled={disabled}
        onChange={(event) => onToggleAll(event.currentTarget.checked)}
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
