import { Anchor, Button, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { isFullyApproved, type ConciliationListRowDto, type ConciliationOrderBy } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { nextOrderBy, sortOf, type SortableColumn } from '../model/list-filter-order';
import { ConciliationBadge } from './conciliation-badge';
import { NameWithCode } from '../../../components/ui/name-with-code';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { AwaitingAuditBadge, CancelledBadge, invoiceText, REASON_TRUNCATE, RfmStatusBadge } from './list-cells';

/** RFM only for a 2/2 conciliation, not cancelled, not issued yet (the server checks the same). */
export function canIssueRfm(row: ConciliationListRowDto): boolean {
  return !row.cancelada && row.statusRFM.id === 0 && isFullyApproved(row.statusComercial.id, row.statusFiscal.id);
}

export const statusPath = (pedido: number) => `/conciliation-status?id=${pedido}`;

interface ConciliationListTableProps {
  rows: readonly ConciliationListRowDto[];
  orderBy: ConciliationOrderBy;
  onSort: (orderBy: ConciliationOrderBy) => void;
  onIssueRfm: (row: ConciliationListRowDto) => void;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '' } as const;

/** A badge keeps its whole text: the cell may not squeeze it below its width. */
function Fit({ children }: { children: ReactNode }) {
  return <div style={{ width: 'max-content' }}>{children}</div>;
}

function SortHeader({
  column,
  orderBy,
  onSort,
}: {
  column: SortableColumn;
  orderBy: ConciliationOrderBy;
  onSort: (orderBy: ConciliationOrderBy) => void;
}) {
  const { t } = useTranslation();
  const sort = sortOf(orderBy, column);
  const label = t(`conciliation.list.columns.${column}`);
  return (
    <Table.Th aria-sort={sort}>
      <UnstyledButton
        onClick={() => onSort(nextOrderBy(orderBy, column))}
        aria-label={t('conciliation.list.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        {label}
        <Text component="span" aria-hidden="true" fz="xs" ml={4} c={sort === 'none' ? 'dimmed' : undefined}>
          {ARROWS[sort] || '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The conciliations of /conciliation-list (spec 000 §3): the order opens its conciliation status; the
 * number, order, supplier and date headers sort; an approved, issuable row offers the RFM.
 */
export function ConciliationListTable({ rows, orderBy, onSort, onIssueRfm }: ConciliationListTableProps) {
  const { t } = useTranslation();
  const th = (key: string) => <Table.Th>{t(`conciliation.list.columns.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        aria-label={t('conciliation.list.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="conciliacao" orderBy={orderBy} onSort={onSort} />
            <SortHeader column="pedido" orderBy={orderBy} onSort={onSort} />
            <SortHeader column="nomeFornecedor" orderBy={orderBy} onSort={onSort} />
            <SortHeader column="dataConciliacao" orderBy={orderBy} onSort={onSort} />
            {th('reason')}
            {th('commercial')}
            {th('fiscal')}
            {th('rfm')}
            {th('invoice')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.conciliacao} data-cancelled={row.cancelada || undefined}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text fz="sm" td={row.cancelada ? 'line-through' : undefined}>
                    {row.conciliacao}
                  </Text>
                  {row.cancelada && <CancelledBadge />}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={statusPath(row.pedido)}
                  state={{ idPedido: row.pedido }}
                  fw={600}
                  fz="sm"
                  aria-label={t('conciliation.list.openStatus', { pedido: row.pedido })}
                >
                  {row.pedido}
                </Anchor>
                {row.documentosEmAuditoria.map((kind) => (
                  <Fit key={kind}>
                    <AwaitingAuditBadge kind={kind} />
                  </Fit>
                ))}
              </Table.Td>
              <Table.Td miw={140}>
                <NameWithCode name={row.nomeFornecedor} code={row.codigoFornecedor} />
              </Table.Td>
              {/* the time may go under the date when the table is narrow */}
              <Table.Td>{formatDateTime(row.dataConciliacao)}</Table.Td>
              <Table.Td miw={160} maw={230}>
                <TruncatedText text={row.motivoReprovacao} max={REASON_TRUNCATE} />
              </Table.Td>
              <Table.Td>
                <Fit>
                  <ConciliationBadge status={row.statusComercial} />
                </Fit>
              </Table.Td>
              <Table.Td>
                <Fit>
                  <ConciliationBadge status={row.statusFiscal} />
                </Fit>
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start" w="max-content">
                  <RfmStatusBadge status={row.statusRFM} />
                  {canIssueRfm(row) && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => onIssueRfm(row)}
                      aria-label={t('conciliation.list.rfm.issueLabel', { conciliacao: row.conciliacao })}
                    >
                      {t('conciliation.list.rfm.issue')}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoiceText(row.notaFiscal, row.serieNotaFiscal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
