import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { readSession } from '../../../lib/storage';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useReportCds, type ReportCdSource } from '../api/report-cds';
import { useReportDownload } from '../api/report-download';
import { ConciliationFilters } from '../components/list-filter-form';
import type { SessionUser } from '../../../lib/session-user';
import {
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
  reportQueryOf,
  type ConciliationFilterForm,
  type FilterErrors,
} from '../model/list-filter-form';
import { DownloadProgressBar, downloadProgressTexts } from '../../../components/ui/download-progress-bar';
import { PageHeader } from '../../../components/ui/page-header';

export interface ConciliationReportPageProps {
  user: SessionUser;
  /** The CDs of the CD filter (app/ passes the loads area's list); without it the filter is not offered. */
  listCds?: ReportCdSource;
}

/** A CD-bound user (logistica) reports on its own CD: the filter starts there and stays. */
function initialForm(user: SessionUser): ConciliationFilterForm {
  return user.idCd === null ? EMPTY_FILTER_FORM : { ...EMPTY_FILTER_FORM, idCd: String(user.idCd) };
}

/**
 * /conciliation-report (permission conciliation-report, spec 000 §3 and §7): the list's filters plus the
 * CD, and "Get report", which downloads relatorio_conciliacao.pdf in the user's language.
 */
export function ConciliationReportPage({ user, listCds }: ConciliationReportPageProps) {
  const { t } = useTranslation();
  const defaults = initialForm(user);
  // the last report's filters stay in the URL (replaced, not pushed: a download is no page to go Back to)
  const filters = useUrlFilters(FILTER_URL_SCHEMA, defaults);
  // a CD-bound user's CD is not the address's to change
  const form = user.idCd === null ? filters.draft : { ...filters.draft, idCd: String(user.idCd) };
  const [errors, setErrors] = useState<FilterErrors>({});
  const downloads = useReportDownload();
  const cds = useReportCds(listCds, true);
  const cdOptions = (cds.data ?? []).map((cd) => ({ value: String(cd.id), label: `${cd.codigo} - ${cd.nome}` }));
  // a CD-bound user's CD shows even before (or without) the list
  if (user.idCd !== null && !cdOptions.some((o) => o.value === String(user.idCd))) {
    cdOptions.push({ value: String(user.idCd), label: String(user.idCd) });
  }

  const report = () => {
    const result = filterFromForm(form, { withCd: true });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    filters.apply(form, { replace: true });
    void downloads.download(reportQueryOf(result.filter, readSession().perfis ?? '', currentLanguage()));
  };

  const clear = () => {
    setErrors({});
    filters.reset({ replace: true });
  };

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('screens.conciliation-report')} intro={t('conciliation.report.intro')} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="conciliation-report-filters">
        <Title order={2} size="h5" id="conciliation-report-filters" mb="sm">
          {t('conciliation.list.filters.title')}
        </Title>
        <ConciliationFilters
          form={form}
          errors={errors}
          onChange={(patch) => {
            filters.edit(patch);
            if ('dataConciliacaoInicial' in patch || 'dataConciliacaoFinal' in patch) setErrors({});
          }}
          onSubmit={report}
          onClear={clear}
          submitLabel={t('conciliation.report.get')}
          busy={downloads.state !== null}
          cd={
            listCds || user.idCd !== null
              ? { options: cdOptions, loading: cds.isLoading, locked: user.idCd !== null }
              : undefined
          }
        />
        <DownloadProgressBar
          mt="md"
          state={downloads.state}
          onCancel={downloads.cancel}
          {...downloadProgressTexts(t, 'conciliation.report')}
        />
      </Card>
    </Stack>
  );
}
