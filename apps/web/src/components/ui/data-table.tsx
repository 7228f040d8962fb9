import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column header: its text, or its text and width; false leaves the column out. */
export type DataTableColumn = string | { label: string; w: number } | false;

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
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) =>
              column === false ? null : typeof column === 'string' ? (
                <Table.Th key={i}>{column}</Table.Th>
              ) : (
                <Table.Th key={i} w={column.w}>
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
