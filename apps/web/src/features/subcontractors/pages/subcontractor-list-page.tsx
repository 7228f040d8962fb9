import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { useListReturnState } from '../../../lib/list-return';
import { alwaysValidSearch, useListSearch } from '../../../lib/use-list-search';
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
  const results = useListSearch(
    alwaysValidSearch(
      SUBCONTRACTOR_FILTER_URL_SCHEMA,
      EMPTY_SUBCONTRACTOR_FILTER,
      subcontractorFilterOf,
      useSubcontractorList,
    ),
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
      <FilteredListCards
        results={results}
        texts="subcontractors.list"
        filters={(props) => <SubcontractorFilters {...props} />}
      >
        <SubcontractorTable rows={results.rows} />
      </FilteredListCards>
    </Stack>
  );
}
