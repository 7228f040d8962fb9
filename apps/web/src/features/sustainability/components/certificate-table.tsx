import { ActionIcon, Group, Table } from '@mantine/core';
import {
  auditStatusName,
  certificateTypeName,
  cellText,
  orderNatureName,
  SUSTAINABILITY_PROVIDER_TRUNCATE,
  SUSTAINABILITY_TYPE_TRUNCATE,
  type Language,
  type SustainabilityListRowDto,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ListTable } from '../../../components/ui/data-table';
import { DownloadIcon, EditLinkIcon } from '../../../components/ui/edit-link-icon';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { AuditStatusBadge, ValidityBadge } from './certificate-badges';

/** The audit page of a row: the order number and the type (spec 001 §2), and the certificate itself. */
export function statusLink(
  row: Pick<SustainabilityListRowDto, 'numeroPedido' | 'tipoCertificado' | 'idCertificado'>,
  listSearch = '',
) {
  return {
    to: `/sustainability-status?id=${row.numeroPedido}&tipo=${row.tipoCertificado}&certificado=${row.idCertificado}`,
    state: {
      idPedido: row.numeroPedido,
      tipoCertificado: row.tipoCertificado,
      idCertificado: row.idCertificado,
      listSearch,
    },
  };
}

export interface CertificateTableProps {
  rows: readonly SustainabilityListRowDto[];
  onDownload: (row: SustainabilityListRowDto) => void;
}

/**
 * The certificates of /sustainability-list (SU17): code, audit status, type (30 characters), order, nature, provider
 * (20 characters; the whole text on hover), modified on, valid certificate, validity with the expiry flag, and the
 * edit and download icons.
 */
export function CertificateTable({ rows, onDownload }: CertificateTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { search } = useLocation();
  return (
    <ListTable
      compact
      texts="sustainability.list"
      minWidth={1000}
      columns={[
        'code',
        'status',
        'type',
        'order',
        'nature',
        'supplier',
        'updatedAt',
        'valid',
        'validUntil',
        { key: 'actions', w: 96 },
      ]}
    >
      {rows.map((row) => {
        const link = statusLink(row, search);
        const names = { code: cellText(row.codigoCertificado), order: row.numeroPedido };
        return (
          <Table.Tr key={row.idCertificado} data-testid="sustainability-row" data-order={row.numeroPedido}>
            <Table.Td>{cellText(row.codigoCertificado)}</Table.Td>
            <Table.Td>
              <span title={auditStatusName(row.status.id, language)}>
                <AuditStatusBadge status={row.status} />
              </span>
            </Table.Td>
            <Table.Td miw={140}>
              <TruncatedText
                text={certificateTypeName(row.tipoCertificado, language)}
                max={SUSTAINABILITY_TYPE_TRUNCATE}
              />
            </Table.Td>
            <Table.Td>{row.numeroPedido}</Table.Td>
            <Table.Td>{orderNatureName(row.naturezaPedido, language)}</Table.Td>
            <Table.Td miw={140}>
              <TruncatedText text={row.nomeFornecedor} max={SUSTAINABILITY_PROVIDER_TRUNCATE} />
            </Table.Td>
            <Table.Td>{formatDateTime(row.dataModificacao)}</Table.Td>
            <Table.Td>
              {row.certificadoValido === 'Sim'
                ? t('sustainability.status.audit.yes')
                : t('sustainability.status.audit.no')}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <span>{cellText(formatDate(row.dataValidade))}</span>
                <ValidityBadge state={row.situacaoValidade} />
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <EditLinkIcon link={link} label={t('sustainability.list.edit', names)} />
                <ActionIcon
                  variant="subtle"
                  onClick={() => onDownload(row)}
                  aria-label={t('sustainability.list.download', names)}
                >
                  <DownloadIcon />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
