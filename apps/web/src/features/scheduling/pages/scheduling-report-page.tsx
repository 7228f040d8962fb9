import { Card, Stack } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFilters } from '../components/report-filters';
import { ReportProgress } from '../components/report-progress';
import { useReportDownload, type ReportFormat } from '../hooks/use-report-download';
import { EMPTY_REPORT_FORM, reportQueryFromForm, type ReportForm, type ReportFormErrors } from '../model/report-query';
import { PageHeader } from '../../../components/ui/page-header';

export interface SchedulingReportPageProps {
  /** The session's permissions (app/ passes them). */
  permissions: readonly string[];
}

/** /scheduling-report (spec 001): the bookings, filtered, as CSV or PDF. */
export function SchedulingReportPage({ permissions }: SchedulingReportPageProps) {
  const { t } = useTranslation();
  const canChangeCompany = hasPermission(permissions, 'scheduling-report-change-company');
  const [form, setForm] = useState<ReportForm>(EMPTY_REPORT_FORM);
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const downloads = useReportDownload();

  const report = (format: ReportFormat) => {
    const result = reportQueryFromForm(form, canChangeCompany);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void downloads.download(format, result.query);
  };

  const clear = () => {
    setForm(EMPTY_REPORT_FORM);
    setErrors({});
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
              setForm((current) => ({ ...current, ...patch }));
              // a corrected date takes its message away; the range is checked again on the next report
              if ('dtEntregaIni' in patch || 'dtEntregaFim' in patch) setErrors({});
            }}
            onReport={report}
            onClear={clear}
            canChangeCompany={canChangeCompany}
            busy={downloads.state !== null}
          />
          <ReportProgress state={downloads.state} onCancel={downloads.cancel} />
        </Stack>
      </Card>
    </Stack>
  );
}
