import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MeasurementChart } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError, notifyApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { orderStatusText } from '../../../lib/order-status-text';
import { useCurrentChart } from '../api/chart-current';
import { useChartOrder, type ChartOrder } from '../api/chart-order';
import { ChartCurrentCard } from '../components/chart-current-card';
import { ChartUploadCard } from '../components/chart-upload-card';
import type { ChartUser } from '../model/chart-user';
import { pdfBlob } from '../model/chart-file';
import { chartOrderIdFrom } from '../model/chart-order-id';

export interface ImportChartPageProps {
  user: ChartUser;
}

function Header({ title, order }: { title: string; order?: ChartOrder }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{title}</Title>
        <Button component={Link} to="/main" variant="default">
          {t('charts.back')}
        </Button>
      </Group>
      {order && (
        <Group gap="lg" component="dl" m={0} aria-label={t('charts.order.label')} data-testid="chart-order">
          {(
            [
              ['supplier', order.fornecedor.nome],
              ['company', order.empresa.nome],
              ['status', orderStatusText(order.status, t)],
            ] as const
          ).map(([key, value]) => (
            <Group gap={6} key={key}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`charts.order.${key}`)}:
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function saveChart(chart: MeasurementChart) {
  let blob: Blob;
  try {
    blob = pdfBlob(chart.tabelaMedida);
  } catch {
    notifyApiError(new ApiError('default', 0, ''));
    return;
  }
  saveFile(blob, chart.nomeArquivo);
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /import-chart: the order's measurement chart PDF, shown, downloaded and replaced (spec 000 §2, §5, §7). */
export function ImportChartPage({ user }: ImportChartPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const idPedido = chartOrderIdFrom(location.state, search);
  const order = useChartOrder(idPedido);
  const current = useCurrentChart(idPedido);

  if (idPedido === null) {
    return (
      <Stack gap="lg">
        <Header title={t('charts.title')} />
        <Card withBorder radius="md" padding="lg" maw={640}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('charts.noId.title')}
            </Title>
            <Text>{t('charts.noId.text')}</Text>
            <Group>
              <Button component={Link} to="/main">
                {t('charts.noId.toMain')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    );
  }

  const title = t('charts.titleOrder', { id: idPedido });
  // the route guard keeps others out; a 403 still happens when the session's profiles changed meanwhile
  const forbidden =
    !user.permissions.includes('import-chart') || isForbidden(current.error) || isForbidden(order.error);
  if (forbidden) {
    return (
      <Stack gap="lg">
        <Header title={title} />
        <Alert color="yellow" variant="light" role="alert" title={t('charts.forbidden.title')} maw={640}>
          {t('charts.forbidden.text')}
        </Alert>
      </Stack>
    );
  }

  // chartNotFound is "no chart yet" (null); a plain notFound means the order is not visible
  const notFound = isNotFound(order.error) || (isNotFound(current.error) && !order.data);
  if (notFound) {
    return (
      <Stack gap="lg">
        <Header title={title} />
        <Alert color="red" variant="light" role="alert" title={t('charts.notFound.title')} maw={640}>
          {t('charts.notFound.text', { id: idPedido })}
        </Alert>
      </Stack>
    );
  }

  if (!order.data) {
    return (
      <Stack gap="lg">
        <Header title={title} />
        {order.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('charts.error.title')} maw={640}>
            <Button variant="default" size="xs" onClick={() => void order.refetch()}>
              {t('charts.error.retry')}
            </Button>
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('charts.loading')}</Text>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Header title={title} order={order.data} />
      <ChartCurrentCard
        chart={current.isError ? undefined : current.data}
        failed={current.isError}
        onRetry={() => void current.refetch()}
        onDownload={saveChart}
      />
      <ChartUploadCard idPedido={idPedido} current={current.isError ? undefined : current.data} />
    </Stack>
  );
}
