import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DECLARATION_STATUS, todayInSaoPaulo, type DeclarationDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryCard } from '../../../components/ui/query-card';
import type { QueryLike } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { DeclarationStatusBadge, ValidityText } from './declaration-badges';

interface CurrentDeclarationCardProps {
  query: QueryLike<DeclarationDto | null> & { refetch: () => Promise<unknown> };
  onDownload: (id: number) => void;
  downloading: boolean;
}

/**
 * The order's current declaration (buscarUltimaDeclaracao): its status, when it was sent, its validity and file;
 * when rejected, the auditor's note (the supplier sends a new one).
 */
export function CurrentDeclarationCard({ query, onDownload, downloading }: CurrentDeclarationCardProps) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) => t(`declarations.upload.current.${key}`, values);
  return (
    <QueryCard
      query={query}
      texts={{ title: text('title'), loading: text('loading'), error: text('error'), retry: text('retry') }}
    >
      {(current) =>
        current === null ? (
          <EmptyState compact icon="empty" title={text('none')} text={text('noneText')} />
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {text('status')}
                </Text>
                <div>
                  <DeclarationStatusBadge status={current.status} />
                </div>
              </Stack>
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {text('sentAt')}
                </Text>
                <Text size="sm">{formatDateTime(current.dataCadastro)}</Text>
              </Stack>
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {text('validUntil')}
                </Text>
                <ValidityText validUntil={current.dataValidade} today={todayInSaoPaulo()} />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {text('file')}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {current.nomeArquivo}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={downloading}
                    aria-label={text('downloadLabel', { name: current.nomeArquivo })}
                    onClick={() => onDownload(current.id)}
                  >
                    {text('download')}
                  </Button>
                </Group>
              </Stack>
            </SimpleGrid>
            {current.status.id === DECLARATION_STATUS.rejected && (
              <Alert color="red" variant="light" title={text('rejectedTitle')} data-testid="declaration-rejected">
                {current.observacao && <Text size="sm">{text('note', { note: current.observacao })}</Text>}
                <Text size="sm" mt={4}>
                  {text('rejectedText')}
                </Text>
              </Alert>
            )}
          </Stack>
        )
      }
    </QueryCard>
  );
}
