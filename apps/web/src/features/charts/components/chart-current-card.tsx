import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MeasurementChart } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

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
    body = (
      <Alert color="red" variant="light" role="alert" title={t('charts.current.error')}>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('charts.error.retry')}
        </Button>
      </Alert>
    );
  } else if (chart === undefined) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('charts.current.loading')}</Text>
      </Group>
    );
  } else if (chart === null) {
    body = (
      <Text c="dimmed" data-testid="chart-empty">
        {t('charts.current.empty')}
      </Text>
    );
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
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="chart-current-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="chart-current-title">
          {t('charts.current.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
