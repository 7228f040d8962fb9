import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listFooterTexts } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResultsCard } from '../../../components/ui/paged-results-card';
import { TitledCard } from '../../../components/ui/titled-card';
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
  const { filters, problem, setProblem, list, rows, search, clear, firstLoad, busy } = useListSearch({
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
      <TitledCard title={t('samples.list.filters.title')} padding="lg">
        <ConcessionFilters
          form={filters.draft}
          errors={problem ?? {}}
          onChange={(patch) => {
            filters.edit(patch);
            // a corrected date takes its message away; the range is checked again on the next search
            if ('dataCadastroInicial' in patch || 'dataCadastroFinal' in patch) setProblem(null);
          }}
          onSubmit={search}
          onClear={clear}
          busy={busy}
        />
      </TitledCard>
      <PagedResultsCard
        title={t('samples.list.results')}
        count={t('samples.list.count', { count: rows.length })}
        list={list}
        rows={rows.length}
        firstLoad={firstLoad}
        texts={listFooterTexts(t, 'samples.list')}
      >
        <ConcessionTable rows={rows} />
      </PagedResultsCard>
    </Stack>
  );
}
