import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { cellText, type DeclarationDto, type DeclarationItemDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { QueryCard } from '../../../components/ui/query-card';
import type { QueryLike } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDateTime } from '../../../lib/format-date';
import { DeclarationStatusBadge, useDeclarationStatusNames } from './declaration-badges';

/** Fecomercio status, protocol and RMS status: the integrations' fields, shown as stored (decision A22). */
export function IntegrationCard({ declaration }: { declaration: DeclarationDto }) {
  const { t } = useTranslation();
  const names = useDeclarationStatusNames();
  const text = (key: string) => t(`declarations.details.integration.${key}`);
  const fields: [string, string][] = [
    ['fecomercio', names.fecomercio(declaration.statusFecomercio.id)],
    ['protocol', cellText(declaration.protocolo)],
    ['rms', cellText(declaration.statusRMS)],
    ['rmsError', cellText(declaration.erroEnvioRMS)],
  ];
  return (
    <SectionCard title={text('title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {text('text')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {fields.map(([key, value]) => (
          <Stack key={key} gap={4}>
            <Text size="sm" c="dimmed">
              {text(key)}
            </Text>
            <Text size="sm" fw={500} data-testid={`integration-${key}`} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

interface HistoryCardProps {
  query: QueryLike<DeclarationDto[]> & { refetch: () => Promise<unknown> };
  currentId: number;
  onDownload: (id: number) => void;
  downloading: number | null;
}

/** The order's declarations, newest first (buscarHistoricoPorPedido): date, status and the file of each. */
export function HistoryCard({ query, currentId, onDownload, downloading }: HistoryCardProps) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) => t(`declarations.details.history.${key}`, values);
  return (
    <QueryCard
      query={query}
      texts={{
        title: text('title'),
        loading: text('loading'),
        error: text('error'),
        retry: t('declarations.details.retry'),
      }}
    >
      {(rows) => (
        <DataTable
          label={text('tableLabel')}
          minWidth={520}
          columns={[text('columns.date'), text('columns.status'), text('columns.file')]}
        >
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Group gap={6} wrap="nowrap">
                  {formatDateTime(row.dataCadastro)}
                  {row.id === currentId && (
                    <Badge size="sm" variant="outline" tt="none">
                      {text('current')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <DeclarationStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  loading={downloading === row.id}
                  aria-label={text('downloadLabel', {
                    name: row.nomeArquivo,
                    date: formatDateTime(row.dataCadastro),
                  })}
                  onClick={() => onDownload(row.id)}
                >
                  {row.nomeArquivo}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </QueryCard>
  );
}

/** The declared order's items (spec 001 §3 "pedido (with items)"). */
export function ItemsCard({ items }: { items: readonly DeclarationItemDto[] }) {
  const { t, i18n } = useTranslation();
  const text = (key: string) => t(`declarations.details.items.${key}`);
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  if (items.length === 0)
    return (
      <SectionCard title={text('title')}>
        <Text size="sm">{text('empty')}</Text>
      </SectionCard>
    );
  return (
    <SectionCard title={text('title')}>
      <DataTable
        label={text('tableLabel')}
        minWidth={900}
        columns={[
          text('columns.code'),
          text('columns.description'),
          text('columns.colour'),
          text('columns.size'),
          text('columns.ncm'),
          text('columns.composition'),
          { label: text('columns.quantity'), ta: 'right' },
          { label: text('columns.unitCost'), ta: 'right' },
        ]}
      >
        {items.map((item, i) => (
          <Table.Tr key={`${item.codItem}-${i}`}>
            <Table.Td>{item.codItem}</Table.Td>
            <Table.Td>
              <TruncatedText text={item.descricao} max={40} />
            </Table.Td>
            <Table.Td>{item.cor}</Table.Td>
            <Table.Td>{item.tamanho}</Table.Td>
            <Table.Td>{item.ncm}</Table.Td>
            <Table.Td>
              <TruncatedText text={cellText(item.composicao)} max={30} />
            </Table.Td>
            <Table.Td ta="right">{item.qtCompra.toLocaleString(i18n.language)}</Table.Td>
            <Table.Td ta="right">{money.format(Number(item.custoUnitario))}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </SectionCard>
  );
}
