import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { alwaysValidSearch, useListSearch } from '../../../lib/use-list-search';
import { useProviderList } from '../api/list-providers';
import { ProviderFilters } from '../components/provider-filters';
import { ProviderTable } from '../components/provider-table';
import { EMPTY_PROVIDER_FILTER, PROVIDER_FILTER_URL_SCHEMA, providerFilterOf } from '../model/provider-filter';

/**
 * /provider-list (provider-list: Admin, Logistica; spec 001 §2): the providers by name and CNPJ, 20 a page from
 * page 0, filters kept in the address (shareable, kept by Back), each row opening /provider-details.
 */
export function ProviderListPage() {
  const { t } = useTranslation();
  const results = useListSearch(
    alwaysValidSearch(PROVIDER_FILTER_URL_SCHEMA, EMPTY_PROVIDER_FILTER, providerFilterOf, useProviderList),
  );
  return (
    <Stack gap="md">
      <PageHeader title={t('screens.provider-list')} intro={t('providers.list.intro')} />
      <FilteredListCards results={results} texts="providers.list" filters={(props) => <ProviderFilters {...props} />}>
        <ProviderTable rows={results.rows} />
      </FilteredListCards>
    </Stack>
  );
}
