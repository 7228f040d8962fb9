import { Box, Stack, Text } from '@mantine/core';
import type { RegisterRequestFilter, RegisterRequestRow } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, listFooterTexts, pagedListFooter } from '../../../components/ui/list-footer';
import { notifySuccessCode } from '../../../lib/api-client';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useApproveRegisterRequest, useRefuseRegisterRequest } from '../api/decide-register-request';
import { rowsOf, useRegisterRequests } from '../api/list-register-requests';
import { ApproveModal } from '../components/approve-modal';
import { RefuseModal } from '../components/refuse-modal';
import { RequestFilters } from '../components/request-filters';
import { RequestTable } from '../components/request-table';
import {
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
  type FilterError,
} from '../model/filter-form';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledCard } from '../../../components/ui/titled-card';

const sameFilter = (a: RegisterRequestFilter, b: RegisterRequestFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /register-requests (Admin): the users' requests to be linked to a supplier or a CD, pending ones first
 * by default, in pages of 20. Approving links the user from its next sign-in; refusing needs a reason.
 */
export function RegisterRequestsPage() {
  const { t } = useTranslation();
  // the applied filters are the URL's (shareable, kept by Back); the form is their draft until Search
  const filters = useUrlFilters(FILTER_URL_SCHEMA, EMPTY_FILTER_FORM);
  const [error, setError] = useState<FilterError | null>(null);
  const filter = useMemo(() => {
    const result = filterFromForm(filters.applied);
    return result.ok ? result.filter : DEFAULT_FILTER;
  }, [filters.applied]);
  const [approving, setApproving] = useState<RegisterRequestRow | null>(null);
  const [refusing, setRefusing] = useState<RegisterRequestRow | null>(null);
  const list = useRegisterRequests(filter);
  const rows = rowsOf(list.data);
  const approve = useApproveRegisterRequest();
  const refuse = useRefuseRegisterRequest();

  // a search pushes a history entry; the same search again asks the server again
  const search = () => {
    const result = filterFromForm(filters.draft);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    if (!filters.apply() || sameFilter(result.filter, filter)) void list.refetch();
  };

  const clear = () => {
    setError(null);
    if (!filters.reset()) void list.refetch();
  };

  const confirmApprove = (row: RegisterRequestRow) =>
    approve.mutate(row.id, {
      onSuccess: (answer) => notifySuccessCode(answer.code),
      onSettled: () => setApproving(null),
    });

  const confirmRefuse = (row: RegisterRequestRow, motivo: string) =>
    refuse.mutate(
      { id: row.id, motivo },
      {
        onSuccess: (answer) => {
          notifySuccessCode(answer.code);
          setRefusing(null);
        },
      },
    );

  const firstLoad = list.isPending || (list.isFetching && !list.isFetchingNextPage && rows.length === 0);

  return (
    <Stack gap="md">
      <PageHeader title={t('screens.register-requests')} intro={t('registration.intro')} />
      <TitledCard title={t('registration.filters.title')} padding="lg">
        <RequestFilters
          form={filters.draft}
          error={error}
          onChange={(patch) => {
            filters.edit(patch);
            if ('de' in patch || 'ate' in patch) setError(null);
          }}
          onSubmit={search}
          onClear={clear}
          busy={list.isFetching && !list.isFetchingNextPage}
        />
      </TitledCard>
      <TitledCard
        title={t('registration.list.results')}
        actions={
          list.isSuccess &&
          !list.isPlaceholderData && (
            <Text size="sm" c="dimmed">
              {t('registration.list.count', { count: rows.length })}
            </Text>
          )
        }
      >
        {rows.length > 0 && (
          <Box
            style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            aria-busy={list.isPlaceholderData}
          >
            <RequestTable rows={rows} onApprove={setApproving} onRefuse={setRefusing} />
          </Box>
        )}
        <ListFooter
          {...pagedListFooter(list, rows.length, firstLoad || list.isPlaceholderData)}
          texts={listFooterTexts(t, 'registration.list')}
        />
      </TitledCard>
      <ApproveModal
        row={approving}
        busy={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setApproving(null)}
      />
      <RefuseModal
        key={refusing?.id ?? 'closed'}
        row={refusing}
        busy={refuse.isPending}
        onConfirm={confirmRefuse}
        onClose={() => setRefusing(null)}
      />
    </Stack>
  );
}
