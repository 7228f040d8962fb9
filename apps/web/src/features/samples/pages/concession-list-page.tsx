import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { useListSearch } from '../../../lib/use-list-search';
import { useConcessionList } from '../api/list-concessions';
import { ConcessionFilters } from '../components/concession-filters';
import { ConcessionTable } from '../components/concession-table';
import { DEFAULT_FILTER, EMPTY_FILTER_FORM, FILTER_URL_SCHEMA, filterFromForm } from '../model/concession-filters';

/**
 * /order-sample-list (Admin, Logistica; spec 001 §2): the sample-order concessions, filtered (the filters live in
 * the URL), newest first, 10 a page from page 1, with New and an edit icon per row. The server scopes the rows
 * (a logistics user sees those of its CD's orders).
 */
export function ConcessionListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const results = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: filterFromForm,
    fallback: DEFAULT_FILTER,
    useList: useConcessionList,
  });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('screens.order-sample-list')}
        intro={t('samples.list.intro')}
        actions={
          <Button component={Link} to="/order-sample-details" state={{ listSearch: location.search }}>
            {t('samples.list.new')}
          </Button>
        }
      />
      <FilteredListCards
        results={results}
        texts="samples.list"
        filters={({ problem, ...props }) => <ConcessionFilters {...props} errors={problem ?? {}} />}
        clearProblemOn={['dataCadastroInicial', 'dataCadastroFinal']}
      >
        <ConcessionTable rows={results.rows} />
      </FilteredListCards>
    </Stack>
  );
}
