import { Button, Group, Table, Text } from '@mantine/core';
import { cellText, certificateTypeName, type Language, type SustainabilityCertificateDto } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryCard } from '../../../components/ui/query-card';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { AuditStatusBadge, ValidityBadge } from './certificate-badges';

export interface CertificateHistoryProps {
  certificates: readonly SustainabilityCertificateDto[];
  onDownload: (certificate: SustainabilityCertificateDto) => void;
}

/** Every upload of the order, newest first (SU2): when, which certificate, its status, validity, notes and file. */
export function CertificateHistory({ certificates, onDownload }: CertificateHistoryProps) {
  const { t, i18n } = useTranslation();
  return (
    <ListTable
      compact
      hover={false}
      texts="sustainability.history"
      labelKey="sustainability.history.label"
      minWidth={860}
      columns={['date', 'certificate', 'type', 'status', 'validUntil', 'notes', 'file']}
    >
      {certificates.map((c) => (
        <Table.Tr key={c.id} data-testid="certificate-history-row">
          <Table.Td>{formatDateTime(c.dataCadastro)}</Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {cellText(c.codigoCertificado)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(c.slot === 2 ? 'sustainability.certificate.slot2' : 'sustainability.certificate.slot1')}
            </Text>
          </Table.Td>
          <Table.Td>{certificateTypeName(c.tipoCertificado, i18n.language as Language)}</Table.Td>
          <Table.Td>
            <AuditStatusBadge status={c.status} />
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <span>{cellText(formatDate(c.dataValidade))}</span>
              <ValidityBadge state={c.situacaoValidade} />
            </Group>
          </Table.Td>
          <Table.Td maw={320} style={{ whiteSpace: 'pre-wrap' }}>
            {cellText(c.anotacoes)}
          </Table.Td>
          <Table.Td>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onDownload(c)}
              aria-label={t('sustainability.certificate.download', { name: c.nomeArquivo })}
            >
              {t('sustainability.certificate.downloadShort')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The history's card on the upload and audit pages: loading, failed with a retry, empty, or the table. */
export function CertificateHistoryCard({
  history,
  onDownload,
}: {
  history: UseQueryResult<readonly SustainabilityCertificateDto[]>;
  onDownload: (certificate: SustainabilityCertificateDto) => void;
}) {
  const { t } = useTranslation();
  return (
    <QueryCard
      query={history}
      texts={{
        title: t('sustainability.history.title'),
        loading: t('sustainability.history.loading'),
        error: t('sustainability.history.error'),
        retry: t('sustainability.history.retry'),
      }}
    >
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState compact icon="empty" title={t('sustainability.history.empty')} />
        ) : (
          <CertificateHistory certificates={rows} onDownload={onDownload} />
        )
      }
    </QueryCard>
  );
}
