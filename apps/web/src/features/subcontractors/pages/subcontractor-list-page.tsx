import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listFooterTexts } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResultsCard } from '../../../components/ui/paged-results-card';
import { TitledCard } from '../../../components/ui/titled-card';
import { useListReturnState } from '../../../lib/list-return';
import { useFilteredList } from '../../../lib/use-filtered-list';
import { useSubcontractorList } from '../api/list-subcontractors';
import { SubcontractorFilters } from '../components/subcontractor-filters';
import { subcontractorDetailsPath, SubcontractorTable } from '../components/subcontractor-table';
import {
  EMPTY_SUBCONTRACTOR_FILTER,
  SUBCONTRACTOR_FILTER_URL_SCHEMA,
  subcontractorFilterOf,
} from '../model/subcontractor-filter';

/**
 * /subcontractor-list (subcontractor-list: Admin, Logistica; spec 001 §2): the subcontractors by trade name
 * (ignoring case, the server's order), 20 a page from page 0, four filters kept in the address, New and Search.
 */
export function SubcontractorListPage() {
  const { t } = useTranslation();
  const returnState = useListReturnState();
  const results = useFilteredList(
    SUBCONTRACTOR_FILTER_URL_SCHEMA,
    EMPTY_SUBCONTRACTOR_FILTER,
    subcontractorFilterOf,
    useSubcontractorList,
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={t('screens.subcontractor-list')}
        intro={t('subcontractors.list.intro')}
        actions={
          <Button component={Link} to={subcontractorDetailsPath()} state={returnState}>
            {t('subcontractors.list.new')}
          </Button>
        }
      />
      <TitledCard title={t('subcontractors.list.filters.title')} padding="lg">
        <SubcontractorFilters
          form={results.filters.draft}
          onChange={results.filters.edit}
          onSubmit={results.search}
          onClear={results.clear}
          busy={results.busy}
        />
      </TitledCard>
      <PagedResultsCard
        title={t('subcontractors.list.results')}
        countText={(count) => t('subcontractors.list.count', { count })}
        list={results.list}
        rows={results.rows.length}
        loading={results.loading}
        texts={listFooterTexts(t, 'subcontractors.list')}
      >
        <SubcontractorTable rows={results.rows} />
      </PagedResultsCard>
    </Stack>
  );
}
