import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MeasurementChart } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert, LoadingLine } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';

interface ChartCurrentCardProps {
  /** undefined while loading; null when the order has no chart yet. */
  chart: MeasurementChart | null | undefined;
  failed: boolean;
  onRetry: () => void;
  onDownload: (chart: MeasurementChart) => void;
}

/** The order's current chart: its file name, when it was imported, and its download. */
export function ChartCurrentCard({ chart, failed, onRetry, onDownload }: ChartCurrentCardProps) {
  const { t } = useTranslation();
  let body;
  if (failed) {
    body = <ErrorAlert title={t('charts.current.error')} retryLabel={t('charts.error.retry')} onRetry={onRetry} />;
  } else if (chart === undefined) {
    body = <LoadingLine text={t('charts.current.loading')} />;
  } else if (chart === null) {
    body = <EmptyState compact icon="empty" title={t('charts.current.empty')} data-testid="chart-empty" />;
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <div>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('charts.current.fileName')}
            </Text>
            <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="chart-file-name">
              {chart.nomeArquivo}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('charts.current.importedAt')}
            </Text>
            <Text component="dd" m={0} data-testid="chart-imported-at">
              {formatDateTime(chart.dataInclusao)}
            </Text>
          </div>
        </SimpleGrid>
        <Group>
          <Button variant="light" onClick={() => onDownload(chart)} data-testid="chart-download">
            {t('charts.current.download')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <SectionCard title={t('charts.current.title')}>{body}</SectionCard>;
}
