import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions, type RowAction } from '../../../components/ui/row-actions';

/** What a table of a CD's rows (gates, variations) does with a row; an editor may delete it. */
export interface CdRowsHandlers<T> {
  canEdit: boolean;
  onOpen: (row: T) => void;
  onDelete: (row: T) => void;
}

interface CdRowsTableProps<T> extends CdRowsHandlers<T> {
  /** whose words: the columns under `${texts}.columns`, the buttons' names under `${texts}` */
  texts: 'cds.gates' | 'cds.variations';
  label: string;
  /** the columns before the actions */
  columns: readonly string[];
  rows: readonly T[];
  /** the row's cells before its actions */
  cells: (row: T) => ReactNode;
  /** what fills the buttons' accessible names ("Editar portão {{name}}") */
  names: (row: T) => Record<string, string>;
  /** buttons between open and delete */
  extraActions?: (row: T) => RowAction[];
}

/**
 * A table of a CD's rows: the caller's cells, then the actions: open (edit for an editor, view otherwise), the
 * caller's extra buttons, and delete for an editor.
 */
export function CdRowsTable<T extends { id: number }>(props: CdRowsTableProps<T>) {
  const { texts, canEdit, onOpen, onDelete, names, extraActions } = props;
  const { t } = useTranslation();
  return (
    <DataTable
      striped
      verticalSpacing="xs"
      label={props.label}
      minWidth={860}
      columns={[...props.columns, 'actions'].map((c) => t(`${texts}.columns.${c}`))}
    >
      {props.rows.map((row) => (
        <Table.Tr key={row.id}>
          {props.cells(row)}
          <Table.Td>
            <RowActions
              actions={[
                {
                  label: canEdit ? t(`${texts}.edit`) : t(`${texts}.view`),
                  ariaLabel: t(canEdit ? `${texts}.editOf` : `${texts}.viewOf`, names(row)),
                  onClick: () => onOpen(row),
                },
                ...(extraActions?.(row) ?? []),
                canEdit && {
                  label: t('cds.form.delete'),
                  ariaLabel: t(`${texts}.deleteOf`, names(row)),
                  onClick: () => onDelete(row),
                  danger: true,
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
