import { Button, Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { notifySuccessCode } from '../../lib/api-client';
import { ConfirmModal } from './confirm-modal';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { QueryState, RetryLine, type QueryLike } from './query-state';
import { RowActions } from './row-actions';
import { TitledCard } from './titled-card';

export interface LinkedRowsColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  w?: number;
}

export interface LinkedRowsTexts {
  loading: string;
  error: string;
  retry: string;
  empty: string;
  /** The add button (when there is one). */
  add: string;
  /** A row's remove button and the confirmation's title and buttons. */
  remove: string;
  removeTitle: string;
  confirm: string;
  cancel: string;
}

/** The words of a catalogue holding `<prefix>.loading`, `.error`, `.empty`, `.add`, `.remove`, `.removeTitle`, `.confirm`, `.cancel`. */
export function linkedRowsTexts(t: TFunction, prefix: string, retry: string): LinkedRowsTexts {
  const k = (key: string) => t(`${prefix}.${key}`);
  return {
    loading: k('loading'),
    error: k('error'),
    retry,
    empty: k('empty'),
    add: k('add'),
    remove: k('remove'),
    removeTitle: k('removeTitle'),
    confirm: k('confirm'),
    cancel: k('cancel'),
  };
}

export interface LinkedRowsRemoval<Row> {
  /** What the row's remove button does, for screen readers ("Remove the subcontractor 12.345…"). */
  ariaLabel: (row: Row) => string;
  /** The confirmation's question about that row. */
  message: (row: Row) => string;
  /** Removes it (the API client shows a failure); the confirmation closes once it has settled. */
  run: (row: Row) => Promise<unknown>;
  busy: boolean;
}

/** The mutation that unlinks a row, by its id (useLinkChange). */
export interface UnlinkMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The remove column of a catalogue holding `<prefix>.removeLabel` and `.removeMessage` ({{name}}, the row's name):
 * the mutation unlinks the row and deleteSuccess is said once it went through (the API client shows a failure).
 */
export function unlinkRemoval<Row extends { id: number }>(
  t: TFunction,
  prefix: string,
  name: (row: Row) => string,
  unlink: UnlinkMutation,
): LinkedRowsRemoval<Row> {
  return {
    ariaLabel: (row) => t(`${prefix}.removeLabel`, { name: name(row) }),
    message: (row) => t(`${prefix}.removeMessage`, { name: name(row) }),
    run: (row) =>
      unlink.mutateAsync(row.id).then(
        () => notifySuccessCode('deleteSuccess'),
        () => undefined,
      ),
    busy: unlink.isPending,
  };
}

export interface LinkedRowsCardProps<Row> {
  title: string;
  tableLabel: string;
  query: QueryLike<readonly Row[]> & { refetch: () => Promise<unknown> };
  texts: LinkedRowsTexts;
  columns: readonly LinkedRowsColumn<Row>[];
  rowKey: (row: Row) => number;
  /** The add button's action; no button without it (read-only). */
  onAdd?: () => void;
  /** The remove column and its confirmation; none without it (read-only). */
  removal?: LinkedRowsRemoval<Row>;
  minWidth?: number;
}

/**
 * The rows linked to the page's record (a provider's subcontractors, a subcontractor's providers): a titled card
 * with the add button, the table and a remove button per row that asks before it removes.
 */
export function LinkedRowsCard<Row>(props: LinkedRowsCardProps<Row>) {
  const { title, tableLabel, query, texts, columns, rowKey, onAdd, removal, minWidth = 480 } = props;
  const [removing, setRemoving] = useState<Row | null>(null);

  const confirm = () => {
    if (!removal || removing === null) return;
    void removal.run(removing).finally(() => setRemoving(null));
  };

  return (
    <TitledCard
      title={title}
      actions={
        onAdd ? (
          <Button size="sm" onClick={onAdd}>
            {texts.add}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={query}
        loading={texts.loading}
        failed={<RetryLine text={texts.error} retryLabel={texts.retry} onRetry={() => void query.refetch()} />}
      >
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState compact icon="empty" title={texts.empty} />
          ) : (
            <DataTable
              striped
              verticalSpacing="xs"
              label={tableLabel}
              minWidth={minWidth}
              columns={[
                ...columns.map((column) => ({ label: column.label, w: column.w })),
                removal ? { label: texts.remove, w: 110 } : false,
              ]}
            >
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
                  ))}
                  {removal && (
                    <Table.Td>
                      <RowActions
                        actions={[
                          {
                            label: texts.remove,
                            ariaLabel: removal.ariaLabel(row),
                            danger: true,
                            onClick: () => setRemoving(row),
                          },
                        ]}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      {removal && (
        <ConfirmModal
          opened={removing !== null}
          title={texts.removeTitle}
          message={removing === null ? '' : removal.message(removing)}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          busy={removal.busy}
          danger
          onConfirm={confirm}
          onClose={() => setRemoving(null)}
        />
      )}
    </TitledCard>
  );
}
