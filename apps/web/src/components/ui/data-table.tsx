import { Checkbox, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A column header: its text, or its content (a text, a select-all box) with a width or right alignment (figures);
 * false leaves the column out.
 */
export type DataTableColumn = string | { label: ReactNode; w?: number; ta?: 'right' } | false;

/** A table's one header row. */
export function TableHeader({ columns }: { columns: readonly DataTableColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, i) =>
          column === false ? null : typeof column === 'string' ? (
            <Table.Th key={i}>{column}</Table.Th>
          ) : (
            <Table.Th key={i} w={column.w} ta={column.ta}>
              {column.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

export interface SelectAllBoxProps<K> {
  /** its accessible name ("select every order") */
  label: string;
  /** the keys of the rows shown */
  rows: readonly K[];
  /** the selected keys (a set, or a map of the selected rows' values) */
  selected: { has: (key: K) => boolean };
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The header's box of a selectable table: ticked when every row is, half-ticked when some are. */
export function SelectAllBox<K>({ label, rows, selected, onChange, disabled }: SelectAllBoxProps<K>) {
  const all = rows.length > 0 && rows.every((key) => selected.has(key));
  const some = rows.some((key) => selected.has(key));
  return (
    <Checkbox
      aria-label={label}
      checked={all}
      indeterminate={some && !all}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

interface DataTableProps extends Omit<TableProps, 'children' | 'aria-label'> {
  /** the table's accessible name */
  label: string;
  /** below this width the table scrolls sideways instead of squeezing */
  minWidth: number;
  columns: readonly DataTableColumn[];
  /** the body rows */
  children: ReactNode;
}

/** A list table: scrolls sideways on narrow screens, one header row, the rows the caller renders. */
export function DataTable({ label, minWidth, columns, children, ...tableProps }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table {...tableProps} aria-label={label}>
        <TableHeader columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A column of a list table: its catalogue key, with a width when it is not left to share the rest. */
export type ListTableColumn = string | { key: string; w: number };

interface ListTableProps {
  /** the list's catalogue prefix: `<texts>.tableLabel` names the table, `<texts>.columns.<key>` its headers */
  texts: string;
  /** the table's name when it is not `<texts>.tableLabel` (a catalogue key) */
  labelKey?: string;
  minWidth: number;
  columns: readonly ListTableColumn[];
  /** tighter rows and cells, for lists with many columns (/origin-certificate, /sustainability-list) */
  compact?: boolean;
  /** rows highlighted under the pointer (default); off for a table whose rows open nothing */
  hover?: boolean;
  children: ReactNode;
}

/**
 * The table of a list page (/provider-list, /subcontractor-list, /origin-certificate …): striped, hovered rows in
 * small type; `compact` for the wide lists.
 */
export function ListTable({
  texts,
  labelKey,
  minWidth,
  columns,
  compact = false,
  hover = true,
  children,
}: ListTableProps) {
  const { t } = useTranslation();
  const header = (key: string) => t(`${texts}.columns.${key}`);
  return (
    <DataTable
      striped
      highlightOnHover={hover}
      verticalSpacing={compact ? 6 : 'xs'}
      horizontalSpacing={compact ? 'xs' : undefined}
      fz="sm"
      label={t(labelKey ?? `${texts}.tableLabel`)}
      minWidth={minWidth}
      columns={columns.map((column) =>
        typeof column === 'string' ? header(column) : { label: header(column.key), w: column.w },
      )}
    >
      {children}
    </DataTable>
  );
}
