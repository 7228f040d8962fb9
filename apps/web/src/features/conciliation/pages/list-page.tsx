import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConciliationFilter, ConciliationListRowDto, ConciliationOrderBy } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { rowsOf, useConciliationList } from '../api/list-conciliations';
import { useIssueRfm } from '../api/status-rfm-issue';
import { ConciliationFilters } from '../components/list-filter-form';
import { RfmConfirmModal } from '../components/list-rfm-modal';
import { ConciliationListTable } from '../components/list-table';
import type { SessionUser } from '../../../lib/session-user';
import {
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
  type FilterErrors,
} from '../model/list-filter-form';
import { ListFooter, listFooterTexts, pagedListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';

export interface ConciliationListPageProps {
  user: SessionUser;
}

const sameFilter = (a: ConciliationFilter, b: ConciliationFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /conciliation-list (permission conciliation-list, spec 000 §3): every conciliation the user may see,
 * filtered, in pages of 20, with the RFM of approved ones. The server scopes the rows (a CD-bound user
 * sees its CD's), so the page needs nothing of the user.
 */
export function ConciliationListPage(_props: ConciliationListPageProps) {
  const { t } = useTranslation();
  // the applied filters are the URL's (shareable, kept by Back); the form is their draft until Search
  const filters = useUrlFilters(FILTER_URL_SCHEMA, EMPTY_FILTER_FORM);
  const [errors, setErrors] = useState<FilterErrors>({});
  const filter = useMemo(() => {
    const result = filterFromForm(filters.applied, { withCd: false });
    return result.ok ? result.filter : DEFAULT_FILTER;
  }, [filters.applied]);
  const [rfmRow, setRfmRow] = useState<ConciliationListRowDto | null>(null);
  const list = useConciliationList(filter);
  const rows = rowsOf(list.data);
  const issue = useIssueRfm();

  // a search pushes a history entry; the same search again asks the server again
  const search = () => {
    const result = filterFromForm(filters.draft, { withCd: false });
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

  // a header sorts what is shown now (in place: Back does not step through sorts); the form's order-by follows
  const sort = (orderBy: ConciliationOrderBy) => {
    filters.edit({ orderBy });
    filters.apply({ ...filters.applied, orderBy }, { replace: true });
  };

  const confirmRfm = (row: ConciliationListRowDto) =>
    issue.mutate(row.conciliacao, {
      onSuccess: () => notifySuccess(t('conciliation.list.rfm.success', { conciliacao: row.conciliacao })),
      onSettled: () => setRfmRow(null),
    });

  const firstLoad = list.isPending || (list.isFetching && !list.isFetchingNextPage && rows.length === 0);

  return (
    <Stack gap="md">
      <PageHeader title={t('screens.conciliation-list')} intro={t('conciliation.list.intro')} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="conciliation-filters-title">
        <Title order={2} size="h5" id="conciliation-filters-title" mb="sm">
          {t('conciliation.list.filters.title')}
        </Title>
        <ConciliationFilters
          form={filters.draft}
          errors={errors}
          onChange={(patch) => {
            filters.edit(patch);
            // a corrected date takes its message away; the range is checked again on the next search
            if ('dataConciliacaoInicial' in patch || 'dataConciliacaoFinal' in patch) setErrors({});
          }}
          onSubmit={search}
          onClear={clear}
          submitLabel={t('conciliation.list.filters.search')}
          busy={list.isFetching && !list.isFetchingNextPage}
        />
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="conciliation-results-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5" id="conciliation-results-title">
            {t('conciliation.list.results')}
          </Title>
          {/* while another search runs the rows are the previous search's: the count waits for the answer */}
          {list.isSuccess && !list.isPlaceholderData && (
            <Text size="sm" c="dimmed">
              {t('conciliation.list.count', { count: rows.length })}
            </Text>
          )}
        </Group>
        {rows.length > 0 && (
          <Box
            style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            aria-busy={list.isPlaceholderData}
          >
            <ConciliationListTable rows={rows} orderBy={filter.orderBy} onSort={sort} onIssueRfm={setRfmRow} />
          </Box>
        )}
        <ListFooter
          {...pagedListFooter(list, rows.length, firstLoad || list.isPlaceholderData)}
          texts={listFooterTexts(t, 'conciliation.list')}
        />
      </Card>
      <RfmConfirmModal row={rfmRow} busy={issue.isPending} onConfirm={confirmRfm} onClose={() => setRfmRow(null)} />
    </Stack>
  );
}
