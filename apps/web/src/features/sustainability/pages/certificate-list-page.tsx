import { Box, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadProgressBar, downloadProgressTexts } from '../../../components/ui/download-progress-bar';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { useDownload } from '../../../lib/use-download';
import { useListSearch } from '../../../lib/use-list-search';
import { useLoadOnScroll } from '../../../lib/use-load-on-scroll';
import { downloadCertificate, downloadReport } from '../api/certificate-files';
import { useCertificateList } from '../api/list-certificates';
import { CertificateFilters } from '../components/certificate-filters';
import { CertificateTable } from '../components/certificate-table';
import {
  DATE_FIELDS,
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
} from '../model/certificate-filters';

/**
 * /sustainability-list (Admin, Usuario, Logistica; SU15-SU19): the certificates, filtered (the filters live in the
 * URL, Enter searches), 20 a page with more loaded on scroll, the edit and download icons per row, and the report
 * CSV of the applied filter, streamed with its progress.
 */
export function CertificateListPage() {
  const { t } = useTranslation();
  const results = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: filterFromForm,
    fallback: DEFAULT_FILTER,
    useList: useCertificateList,
  });
  const { list } = results;
  const sentinel = useLoadOnScroll(list.hasNextPage, list.isFetchingNextPage || list.isFetching, () => {
    void list.fetchNextPage();
  });
  const report = useDownload();
  const getReport = () => void report.run('file', (task) => downloadReport(results.filter, task));

  return (
    <Stack gap="md">
      <PageHeader
        title={t('screens.sustainability-list')}
        intro={t('sustainability.list.intro')}
        actions={
          <Button
            variant="default"
            onClick={getReport}
            loading={report.state !== null}
            data-testid="sustainability-report"
          >
            {t('sustainability.list.report')}
          </Button>
        }
      />
      <DownloadProgressBar
        state={report.state}
        {...downloadProgressTexts(t, 'sustainability.list.reportProgress')}
        onCancel={report.cancel}
        maw={640}
      />
      <FilteredListCards
        results={results}
        texts="sustainability.list"
        filters={({ problem, ...props }) => <CertificateFilters {...props} errors={problem ?? {}} />}
        clearProblemOn={DATE_FIELDS}
      >
        <CertificateTable
          rows={results.rows}
          onDownload={(row) => void downloadCertificate(row.idCertificado).catch(() => undefined)}
        />
        <Box ref={sentinel} h={1} aria-hidden="true" />
      </FilteredListCards>
    </Stack>
  );
}
