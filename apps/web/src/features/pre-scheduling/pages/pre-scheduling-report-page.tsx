import { Card, Stack } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DownloadProgressBar } from '../../../components/ui/download-progress-bar';
import { PageHeader } from '../../../components/ui/page-header';
import type { SessionUser } from '../../../lib/session-user';
import type { ReportFormat } from '../../../lib/use-report-download';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { ReportFilters } from '../components/report-filters';
import { usePreSchedulingReportDownload } from '../hooks/use-report-download';
import { EMPTY_REPORT_FORM, REPORT_URL_SCHEMA, reportQueryFromForm } from '../model/report-query';

/**
 * /pre-scheduling-report (pre-scheduling-report: Admin; spec 001 §2): the pre-schedulings, filtered, as CSV or PDF.
 * The company filter only with pre-scheduling-report-change-company (PS10).
 */
export function PreSchedulingReportPage({ user }: { user: Pick<SessionUser, 'permissions'> }) {
  const { t } = useTranslation();
  const canChangeCompany = hasPermission(user.permissions, 'pre-scheduling-report-change-company');
  // the last report's filters stay in the URL (replaced, not pushed: a download is no page to go Back to)
  const filters = useUrlFilters(REPORT_URL_SCHEMA, EMPTY_REPORT_FORM);
  const downloads = usePreSchedulingReportDownload();

  const report = (format: ReportFormat) => {
    filters.apply(filters.draft, { replace: true });
    void downloads.download(format, reportQueryFromForm(filters.draft, canChangeCompany));
  };

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('screens.pre-scheduling-report')} intro={t('preScheduling.report.intro')} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ReportFilters
            form={filters.draft}
            onChange={filters.edit}
            onReport={report}
            onClear={() => filters.reset({ replace: true })}
            canChangeCompany={canChangeCompany}
            busy={downloads.state !== null}
          />
          <DownloadProgressBar
            state={downloads.state}
            text={({ done, total }) => {
              const format = t(`preScheduling.report.${downloads.state?.kind ?? 'csv'}`);
              return total === null
                ? t('preScheduling.report.received', { format, received: done })
                : t('preScheduling.report.progress', { format, received: done, total });
            }}
            label={t('preScheduling.report.progressLabel')}
            onCancel={downloads.cancel}
            cancelLabel={t('preScheduling.report.cancel')}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
