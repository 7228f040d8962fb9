import { Box, Button, Stack, Text } from '@mantine/core';
import type { SampleConcessionFilter } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ListFooter, listFooterTexts, pagedListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledCard } from '../../../components/ui/titled-card';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { rowsOf, useConcessionList } from '../api/list-concessions';
import { ConcessionFilters } from '../components/concession-filters';
import { ConcessionTable } from '../components/concession-table';
import {
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
  type FilterErrors,
} from '../model/concession-filters';

const sameFilter = (a: SampleConcessionFilter, b: SampleConcessionFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /order-sample-list (Admin, Logistica; spec 001 §2): the sample-order concessions, filtered (the filters live in
 * the URL), newest first, 10 a page from page 1, with New and an edit icon per row. The server scopes the rows
 * (a logistics user sees those of its CD's orders).
 */
export function ConcessionListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  // the applied filters are the URL's (shareable, kept by Back); the form is their draft until Search
  const filters = useUrlFilters(FILTER_URL_SCHEMA, EMPTY_FILTER_FORM);
  const [errors, setErrors] = useState<FilterErrors>({});
  const filter = useMemo(() => {
    const result = filterFromForm(filters.applied);
    return result.ok ? result.filter : DEFAULT_FILTER;
  }, [filters.applied]);
  const list = useConcessionList(filter);
  const rows = rowsOf(list.data);

  // a search pushes a history entry; the same search again asks the server again
  const search = () => {
    const result = filterFromForm(filters.draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (!filters.apply() || sameFilter(result.filter, filter)) void list.refetch();
  };

  const clear = () => {
    setErrors({});
    if (!filters.reset()) void list.refetch();
  };

  const firstLoad = list.isPending || (list.isFetching && !list.isFetchingNextPage && rows.length === 0);

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
          errors={errors}
          onChange={(patch) => {
            filters.edit(patch);
            // a corrected date takes its message away; the range is checked again on the next search
            if ('dataCadastroInicial' in patch || 'dataCadastroFinal' in patch) setErrors({});
          }}
          onSubmit={search}
          onClear={clear}
          busy={list.isFetching && !list.isFetchingNextPage}
        />
      </TitledCard>
      <TitledCard
        title={t('samples.list.results')}
        actions={
          list.isSuccess &&
          !list.isPlaceholderData && (
            <Text size="sm" c="dimmed">
              {t('samples.list.count', { count: rows.length })}
            </Text>
          )
        }
      >
        {rows.length > 0 && (
          <Box
            style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            aria-busy={list.isPlaceholderData}
          >
            <ConcessionTable rows={rows} />
          </Box>
        )}
        <ListFooter
          {...pagedListFooter(list, rows.length, firstLoad || list.isPlaceholderData)}
          texts={listFooterTexts(t, 'samples.list')}
        />
      </TitledCard>
    </Stack>
  );
}
