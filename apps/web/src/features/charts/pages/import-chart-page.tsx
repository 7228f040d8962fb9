import { Alert, Group, Stack, Text } from '@mantine/core';
import type { MeasurementChart } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OrderPageShell } from '../../../components/ui/order-page-shell';
import { NotFoundAlert } from '../../../components/ui/query-state';
import { ApiError, isApiStatus, notifyApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { useStatusNames } from '../../../lib/order-status-text';
import { usePageOrderId } from '../../../lib/page-id';
import { useCurrentChart } from '../api/chart-current';
import { useOrderHead, type OrderHead } from '../../../lib/order-head';
import { ChartCurrentCard } from '../components/chart-current-card';
import { ChartUploadCard } from '../components/chart-upload-card';
import type { SessionUser } from '../../../lib/session-user';
import { pdfBlob } from '../model/chart-file';

export interface ImportChartPageProps {
  user: SessionUser;
}

function Header({ title, order }: { title: string; order?: OrderHead }) {
  const { t } = useTranslation();
  const statusNames = useStatusNames();
  return (
    <Stack gap="xs">
      <PageHeader title={title} back={{ label: t('charts.back'), to: '/main' }} />
      {order && (
        <Group gap="lg" component="dl" m={0} aria-label={t('charts.order.label')} data-testid="chart-order">
          {(
            [
              ['supplier', order.fornecedor.nome],
              ['company', order.empresa.nome],
              ['status', statusNames.orderLabel(order.status)],
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

const isForbidden = (error: unknown) => isApiStatus(error, 403);
const isNotFound = (error: unknown) => isApiStatus(error, 404);

/** /import-chart: the order's measurement chart PDF, shown, downloaded and replaced (spec 000 §2, §5, §7). */
export function ImportChartPage({ user }: ImportChartPageProps) {
  const { t } = useTranslation();
  const pageId = usePageOrderId();
  const idPedido = pageId.id;
  const order = useOrderHead(idPedido);
  const current = useCurrentChart(idPedido);
  const notFoundText = (id: number) => t('charts.notFound.text', { id });

  // the route guard keeps others out; a 403 still happens when the session's profiles changed meanwhile
  const forbidden =
    !user.permissions.includes('import-chart') || isForbidden(current.error) || isForbidden(order.error);
  // chartNotFound is "no chart yet" (null); a plain notFound means the order is not visible
  const notFound = isNotFound(order.error) || (isNotFound(current.error) && !order.data);
  const refusal = forbidden ? (
    <Alert color="yellow" variant="light" role="alert" title={t('charts.forbidden.title')} maw={640}>
      {t('charts.forbidden.text')}
    </Alert>
  ) : notFound && idPedido !== null ? (
    <NotFoundAlert title={t('charts.notFound.title')}>{notFoundText(idPedido)}</NotFoundAlert>
  ) : null;

  return (
    <OrderPageShell
      pageId={pageId}
      header={(title, head) => <Header title={title} order={head} />}
      texts={{
        title: t('charts.title'),
        titleOrder: (id) => t('charts.titleOrder', { id }),
        noId: { title: t('charts.noId.title'), text: t('charts.noId.text'), toMain: t('charts.noId.toMain') },
        loading: t('charts.loading'),
        notFound: { title: t('charts.notFound.title'), text: notFoundText },
        error: t('charts.error.title'),
        retry: t('charts.error.retry'),
      }}
      order={order}
      refusal={refusal}
    >
      {(_, id) => (
        <>
          <ChartCurrentCard
            chart={current.isError ? undefined : current.data}
            failed={current.isError}
            onRetry={() => void current.refetch()}
            onDownload={saveChart}
          />
          <ChartUploadCard idPedido={id} current={current.isError ? undefined : current.data} />
        </>
      )}
    </OrderPageShell>
  );
}
