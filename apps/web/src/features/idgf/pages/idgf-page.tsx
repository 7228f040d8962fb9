import { Stack } from '@mantine/core';
import { todayInSaoPaulo, type IdgfQuery } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useIdgfReport } from '../api/get-idgf-report';
import { useIdgfCsv } from '../api/use-idgf-csv';
import { IdgfFailure } from '../components/idgf-failure';
import { PeriodFilter } from '../components/period-filter';
import { ReportCards } from '../components/report-cards';

interface IdgfPageProps {
  /** The supplier an internal user reports on (from provider details); a supplier's own report has none. */
  supplierId?: number;
  back?: { label: string; to: string };
}

/**
 * /idgf (Fornecedor; decision A34): the supplier's performance report built from the portal's own rows, over a
 * period of commercial weeks kept in the URL (?de=2026-40&ate=2026-47; the last 8 weeks by default). An Admin sees
 * the same page for the supplier it picked in provider details (/provider-details/idgf?id=…).
 */
export function IdgfPage({ supplierId, back }: IdgfPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query: IdgfQuery = {
    de: search.get('de') ?? undefined,
    ate: search.get('ate') ?? undefined,
    ...(supplierId !== undefined ? { idFornecedor: supplierId } : {}),
  };
  const report = useIdgfReport(query);
  const csv = useIdgfCsv(query);
  const data = report.data;
  const today = data?.hoje ?? todayInSaoPaulo();

  const changePeriod = (period: { de: string; ate: string }) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('de', period.de);
        next.set('ate', period.ate);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.idgf')}
        intro={
          supplierId !== undefined && data ? t('idgf.introAdmin', { name: data.fornecedor.nome }) : t('idgf.intro')
        }
        back={back}
      />
      <PeriodFilter period={data?.periodo ?? null} today={today} onChange={changePeriod} />
      {report.isError ? (
        <IdgfFailure error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <StatusPanel tone="loading" message={t('idgf.loading')} />
      ) : (
        <div aria-busy={report.isFetching} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <ReportCards report={data} onCsv={(figure) => void csv.download(figure)} downloading={csv.downloading} />
        </div>
      )}
    </Stack>
  );
}
