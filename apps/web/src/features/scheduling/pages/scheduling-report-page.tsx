import { Card, Stack } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFilters } from '../components/report-filters';
import { useReportDownload, type ReportFormat } from '../hooks/use-report-download';
import {
  EMPTY_REPORT_FORM,
  REPORT_URL_SCHEMA,
  reportQueryFromForm,
  type ReportFormErrors,
} from '../model/report-query';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { DownloadProgressBar } from '../../../components/ui/download-progress-bar';
import { PageHeader } from '../../../components/ui/page-header';

export interface SchedulingReportPageProps {
  /** The session's permissions (app/ passes them). */
  permissions: readonly string[];
}

/** /scheduling-report (spec 001): the bookings, filtered, as CSV or PDF. */
export function SchedulingReportPage({ permissions }: SchedulingReportPageProps) {
  const { t } = useTranslation();
  const canChangeCompany = hasPermission(permissions, 'scheduling-report-change-company');
  // the last report's filters stay in the URL (replaced, not pushed: a download is no page to go Back to)
  const filters = useUrlFilters(REPORT_URL_SCHEMA, EMPTY_REPORT_FORM);
  const form = filters.draft;
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const downloads = useReportDownload();

  const report = (format: ReportFormat) => {
    const result = reportQueryFromForm(form, canChangeCompany);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    filters.apply(form, { replace: true });
    void downloads.download(format, result.query);
  };

  const clear = () => {
    setErrors({});
    filters.reset({ replace: true });
  };

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('screens.scheduling-report')} intro={t('scheduling.report.intro')} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ReportFilters
            form={form}
            errors={errors}
            onChange={(patch) => {
              filters.edit(patch);
              // a corrected date takes its message away; the range is checked again on the next report
              if ('dtEntregaIni' in patch || 'dtEntregaFim' in patch || 'referencia' in patch) setErrors({});
            }}
            onReport={report}
            onClear={clear}
            canChangeCompany={canChangeCompany}
            busy={downloads.state !== null}
          />
          <DownloadProgressBar
            state={downloads.state}
            text={({ done, total }) => {
              const format = t(`scheduling.report.${downloads.state?.kind ?? 'csv'}`);
              return total === null
                ? t('scheduling.report.received', { format, received: done })
                : t('scheduling.report.progress', { format, received: done, total });
            }}
            label={t('scheduling.report.progressLabel')}
            onCancel={downloads.cancel}
            cancelLabel={t('scheduling.report.cancel')}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
