import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { downloadProgressTexts, DownloadProgressBar } from '../../../components/ui/download-progress-bar';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { useListSearch } from '../../../lib/use-list-search';
import { useOriginCertificateList } from '../api/list-origin-certificates';
import { CertificateFilters } from '../components/certificate-filters';
import { CertificateTable } from '../components/certificate-table';
import { useCertificateDownloads } from '../hooks/use-certificate-downloads';
import {
  DATE_FIELDS,
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
} from '../model/certificate-filters';

/**
 * /origin-certificate (Admin, Usuario, Fornecedor, Logistica; spec 001 §2, decision A5): the origin certificates,
 * filtered (the filters live in the URL; Enter searches), newest update first, 20 a page, with New, CSV (the applied
 * filters, up to 10,000 rows) and an edit icon per row. The server scopes the rows: a supplier sees its own.
 */
export function CertificateListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const downloads = useCertificateDownloads();
  const results = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: filterFromForm,
    fallback: DEFAULT_FILTER,
    useList: useOriginCertificateList,
  });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('screens.origin-certificate')}
        intro={t('originCertificates.list.intro')}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => void downloads.csv(results.filter)}
              loading={downloads.state?.kind === 'csv'}
            >
              {t('originCertificates.list.csv')}
            </Button>
            <Button component={Link} to="/origin-certificate-upload" state={{ listSearch: location.search }}>
              {t('originCertificates.list.new')}
            </Button>
          </>
        }
      />
      <DownloadProgressBar
        state={downloads.state}
        {...downloadProgressTexts(t, 'originCertificates.download')}
        onCancel={downloads.cancel}
      />
      <FilteredListCards
        results={results}
        texts="originCertificates.list"
        filters={({ problem, ...props }) => <CertificateFilters {...props} errors={problem ?? {}} />}
        clearProblemOn={DATE_FIELDS}
      >
        <CertificateTable rows={results.rows} />
      </FilteredListCards>
    </Stack>
  );
}
