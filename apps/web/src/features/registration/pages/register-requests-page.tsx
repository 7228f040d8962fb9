import { Stack } from '@mantine/core';
import type { RegisterRequestRow } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFooterTexts } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResultsCard } from '../../../components/ui/paged-results-card';
import { TitledCard } from '../../../components/ui/titled-card';
import { notifySuccessCode } from '../../../lib/api-client';
import { useListSearch } from '../../../lib/use-list-search';
import { useApproveRegisterRequest, useRefuseRegisterRequest } from '../api/decide-register-request';
import { useRegisterRequests } from '../api/list-register-requests';
import { ApproveModal } from '../components/approve-modal';
import { RefuseModal } from '../components/refuse-modal';
import { RequestFilters } from '../components/request-filters';
import { RequestTable } from '../components/request-table';
import {
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
  type RequestFilterForm,
} from '../model/filter-form';

/**
 * /register-requests (Admin): the users' requests to be linked to a supplier or a CD, pending ones first
 * by default, in pages of 20. Approving links the user from its next sign-in; refusing needs a reason.
 */
export function RegisterRequestsPage() {
  const { t } = useTranslation();
  const { filters, problem, setProblem, list, rows, search, clear, firstLoad, busy } = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: (form: RequestFilterForm) => {
      const result = filterFromForm(form);
      return result.ok ? result : { ok: false as const, problem: result.error };
    },
    fallback: DEFAULT_FILTER,
    useList: useRegisterRequests,
  });
  const [approving, setApproving] = useState<RegisterRequestRow | null>(null);
  const [refusing, setRefusing] = useState<RegisterRequestRow | null>(null);
  const approve = useApproveRegisterRequest();
  const refuse = useRefuseRegisterRequest();

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

  return (
    <Stack gap="md">
      <PageHeader title={t('screens.register-requests')} intro={t('registration.intro')} />
      <TitledCard title={t('registration.filters.title')} padding="lg">
        <RequestFilters
          form={filters.draft}
          error={problem}
          onChange={(patch) => {
            filters.edit(patch);
            if ('de' in patch || 'ate' in patch) setProblem(null);
          }}
          onSubmit={search}
          onClear={clear}
          busy={busy}
        />
      </TitledCard>
      <PagedResultsCard
        title={t('registration.list.results')}
        count={t('registration.list.count', { count: rows.length })}
        list={list}
        rows={rows.length}
        firstLoad={firstLoad}
        texts={listFooterTexts(t, 'registration.list')}
      >
        <RequestTable rows={rows} onApprove={setApproving} onRefuse={setRefusing} />
      </PagedResultsCard>
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
