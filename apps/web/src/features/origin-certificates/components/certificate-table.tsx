import { Table } from '@mantine/core';
import { TRUNCATE, type OriginCertificateRow } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ListTable } from '../../../components/ui/data-table';
import { EditLinkIcon } from '../../../components/ui/edit-link-icon';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDateTime } from '../../../lib/format-date';

/** The upload page of a certificate (?id=), remembering the list's filters (`listSearch`) for its Back. */
export function certificateLink(id: number, listSearch = '') {
  return { to: `/origin-certificate-upload?id=${id}`, state: { idCertificado: id, listSearch } };
}

/**
 * The certificates of /origin-certificate (spec 001 §2): code, updated and created (dd/mm/yyyy hh:mm), the provider
 * (cut at 20 characters, spec 001 §9, the whole name on hover), the order and the edit icon.
 */
export function CertificateTable({ rows }: { rows: readonly OriginCertificateRow[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <ListTable
      compact
      texts="originCertificates.list"
      minWidth={820}
      columns={['code', 'updatedAt', 'createdAt', 'provider', 'order', { key: 'actions', w: 64 }]}
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
              <EditLinkIcon
                link={link}
                label={t('originCertificates.list.edit', { codigo: row.codigo, pedido: row.pedido })}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
