import { ActionIcon, Table } from '@mantine/core';
import { TRUNCATE, type OriginCertificateRow } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { LineIcon } from '../../../components/ui/line-icon';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDateTime } from '../../../lib/format-date';

/** The upload page of a certificate (?id=), remembering the list's filters (`listSearch`) for its Back. */
export function certificateLink(id: number, listSearch = '') {
  return { to: `/origin-certificate-upload?id=${id}`, state: { idCertificado: id, listSearch } };
}

/** The list an upload page goes back to: the search it was opened from, if any. */
export function listPathFrom(state: unknown): string {
  const search = typeof state === 'object' && state !== null ? (state as { listSearch?: unknown }).listSearch : '';
  return typeof search === 'string' && search.startsWith('?') ? `/origin-certificate${search}` : '/origin-certificate';
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
 * The certificates of /origin-certificate (spec 001 §2): code, updated and created (dd/mm/yyyy hh:mm), the provider
 * (cut at 20 characters, spec 001 §9, the whole name on hover), the order and the edit icon.
 */
export function CertificateTable({ rows }: { rows: readonly OriginCertificateRow[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const column = (key: string) => t(`originCertificates.list.columns.${key}`);
  return (
    <DataTable
      striped
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      label={t('originCertificates.list.tableLabel')}
      minWidth={820}
      columns={[
        column('code'),
        column('updatedAt'),
        column('createdAt'),
        column('provider'),
        column('order'),
        { label: column('actions'), w: 64 },
      ]}
    >
      {rows.map((row) => {
        const link = certificateLink(row.id, search);
        return (
          <Table.Tr key={row.id} data-testid="origin-certificate-row">
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.codigo}</Table.Td>
            <Table.Td>{formatDateTime(row.dataAtualizacao)}</Table.Td>
            <Table.Td>{formatDateTime(row.dataCadastro)}</Table.Td>
            <Table.Td>
              <TruncatedText text={row.fornecedor} max={TRUNCATE.provider} />
            </Table.Td>
            <Table.Td>{row.pedido}</Table.Td>
            <Table.Td>
              <ActionIcon
                component={Link}
                to={link.to}
                state={link.state}
                variant="subtle"
                aria-label={t('originCertificates.list.edit', { codigo: row.codigo, pedido: row.pedido })}
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
