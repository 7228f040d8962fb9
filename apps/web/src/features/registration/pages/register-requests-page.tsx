import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { RegisterRequestFilter, RegisterRequestRow } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/ui/list-footer';
import { notifySuccessCode } from '../../../lib/api-client';
import { useApproveRegisterRequest, useRefuseRegisterRequest } from '../api/decide-register-request';
import { rowsOf, useRegisterRequests } from '../api/list-register-requests';
import { ApproveModal } from '../components/approve-modal';
import { RefuseModal } from '../components/refuse-modal';
import { RequestFilters } from '../components/request-filters';
import { RequestTable } from '../components/request-table';
import {
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  filterFromForm,
  type FilterError,
  type RequestFilterForm,
} from '../model/filter-form';
import { PageHeader } from '../../../components/ui/page-header';

const sameFilter = (a: RegisterRequestFilter, b: RegisterRequestFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /register-requests (Admin): the users' requests to be linked to a supplier or a CD, pending ones first
 * by default, in pages of 20. Approving links the user from its next sign-in; refusing needs a reason.
 */
export function RegisterRequestsPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<RequestFilterForm>(EMPTY_FILTER_FORM);
  const [error, setError] = useState<FilterError | null>(null);
  const [filter, setFilter] = useState<RegisterRequestFilter>(DEFAULT_FILTER);
  const [approving, setApproving] = useState<RegisterRequestRow | null>(null);
  const [refusing, setRefusing] = useState<RegisterRequestRow | null>(null);
  const list = useRegisterRequests(filter);
  const rows = rowsOf(list.data);
  const approve = useApproveRegisterRequest();
  const refuse = useRefuseRegisterRequest();

  const apply = (next: RegisterRequestFilter) => {
    if (sameFilter(next, filter)) void list.refetch();
    else setFilter(next);
  };

  const search = () => {
    const result = filterFromForm(form);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    apply(result.filter);
  };

  const clear = () => {
    setForm(EMPTY_FILTER_FORM);
    setError(null);
    apply(DEFAULT_FILTER);
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
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="register-filters-title">
        <Title order={2} size="h5" id="register-filters-title" mb="sm">
          {t('registration.filters.title')}
        </Title>
        <RequestFilters
          form={form}
          error={error}
          onChange={(patch) => {
            setForm((current) => ({ ...current, ...patch }));
            if ('de' in patch || 'ate' in patch) setError(null);
          }}
          onSubmit={search}
          onClear={clear}
          busy={list.isFetching && !list.isFetchingNextPage}
        />
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="register-results-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5" id="register-results-title">
            {t('registration.list.results')}
          </Title>
          {list.isSuccess && !list.isPlaceholderData && (
            <Text size="sm" c="dimmed">
              {t('registration.list.count', { count: rows.length })}
            </Text>
          )}
        </Group>
        {rows.length > 0 && (
          <Box
            style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            aria-busy={list.isPlaceholderData}
          >
            <RequestTable rows={rows} onApprove={setApproving} onRefuse={setRefusing} />
          </Box>
        )}
        <ListFooter
          loading={firstLoad || list.isPlaceholderData}
          loadingMore={list.isFetchingNextPage}
          error={list.isError && rows.length === 0}
          moreError={list.isFetchNextPageError}
          empty={rows.length === 0}
          hasMore={list.hasNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          onRetry={() => void list.refetch()}
          texts={{
            loading: t('registration.list.loading'),
            error: t('registration.list.error'),
            retry: t('registration.list.retry'),
            empty: t('registration.list.empty'),
            loadMore: t('registration.list.loadMore'),
            end: t('registration.list.end'),
          }}
        />
      </Card>
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
