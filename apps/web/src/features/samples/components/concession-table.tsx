import { ActionIcon, Box, Table } from '@mantine/core';
import { SAMPLE_CONCESSION_TRUNCATE, type SampleConcessionDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { NameWithCode } from '../../../components/ui/name-with-code';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDateTime } from '../../../lib/format-date';
import { ConcessionStatusBadge } from './concession-status-badge';
import { LineIcon } from '../../../components/ui/line-icon';

/**
 * The details page of a concession (?id=, and the id in the navigation state), remembering the list's filters
 * (`listSearch`) so that its Back returns to the same search.
 */
export function concessionLink(id: number, listSearch = '') {
  return { to: `/order-sample-details?id=${id}`, state: { idConcessao: id, listSearch } };
}

/** The list a details page goes back to: the search it was opened from, if any. */
export function listPathFrom(state: unknown): string {
  const search = typeof state === 'object' && state !== null ? (state as { listSearch?: unknown }).listSearch : '';
  return typeof search === 'string' && search.startsWith('?') ? `/order-sample-list${search}` : '/order-sample-list';
}

function PencilIcon() {
  return (
    <LineIcon size={18}>
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * The concessions of /order-sample-list (spec 001 §2, decided columns): the supplier (code and name), the original
 * and the sample order, the description cut at 200 characters (the whole text on hover), the status, when it was
 * registered and last changed (dd/mm/yyyy hh:mm), and the edit icon.
 */
export function ConcessionTable({ rows }: { rows: readonly SampleConcessionDto[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const column = (key: string) => t(`samples.list.columns.${key}`);
  return (
    <DataTable
      striped
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      label={t('samples.list.tableLabel')}
      minWidth={1000}
      columns={[
        column('supplier'),
        column('order'),
        column('sampleOrder'),
        column('description'),
        column('status'),
        column('createdAt'),
        column('updatedAt'),
        { label: column('actions'), w: 64 },
      ]}
    >
      {rows.map((row) => {
        const link = concessionLink(row.id, search);
        return (
          <Table.Tr key={row.id}>
            <Table.Td miw={160}>
              <NameWithCode name={row.nomeFornecedor} code={row.codigoFornecedor} />
            </Table.Td>
            <Table.Td>{row.pedido}</Table.Td>
            <Table.Td>{row.pedidoAmostra}</Table.Td>
            <Table.Td miw={220} maw={360}>
              <TruncatedText text={row.descricao} max={SAMPLE_CONCESSION_TRUNCATE} />
            </Table.Td>
            <Table.Td>
              {/* the badge keeps its whole text: the cell may not squeeze it */}
              <Box w="max-content">
                <ConcessionStatusBadge status={row.status} />
              </Box>
            </Table.Td>
            <Table.Td>{formatDateTime(row.dataCadastro)}</Table.Td>
            <Table.Td>{formatDateTime(row.dataModificacao)}</Table.Td>
            <Table.Td>
              <ActionIcon
                component={Link}
                to={link.to}
                state={link.state}
                variant="subtle"
                aria-label={t('samples.list.edit', { id: row.id, pedidoAmostra: row.pedidoAmostra })}
              >
                <PencilIcon />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
