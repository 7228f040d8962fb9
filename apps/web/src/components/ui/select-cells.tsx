import { Checkbox, Table } from '@mantine/core';
import { SelectAllBox, type DataTableColumn, type SelectAllBoxProps } from './data-table';

/** The first column of a selectable table: its header is the select-all box. */
export function selectAllColumn<K>(box: SelectAllBoxProps<K>, w?: number): DataTableColumn {
  return { label: <SelectAllBox {...box} />, w };
}

export interface SelectCellProps {
  /** its accessible name ("select order 12") */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The first cell of a selectable table's row: the row's tick box. */
export function SelectCell({ label, checked, onChange, disabled }: SelectCellProps) {
  return (
    <Table.Td>
      <Checkbox
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Table.Td>
  );
}
