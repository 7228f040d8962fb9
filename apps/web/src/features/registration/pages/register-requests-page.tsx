import { Stack } from '@mantine/core';
import type { RegisterRequestRow } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { notifySuccessCode } from '../../../lib/api-client';
import { useListSearch } from '../../../lib/use-list-search';
import { useApproveRegisterRequest, useRefuseRegisterRequest } from '../api/decide-register-request';
import { useRegisterRequests } from '../api/list-register-requests';
import { ApproveModal } from '../components/approve-modal';
import { RefuseModal } from '../components/refuse-modal';
import { RequestFilters } from '../components/request-filters';
import { RequestTable } from '../components/request-table';
import { DEFAULT_FILTER, EMPTY_FILTER_FORM, FILTER_URL_SCHEMA, filterFromForm } from '../model/filter-form';

/**
 * /register-requests (Admin): the users' requests to be linked to a supplier or a CD, pending ones first
 * by default, in pages of 20. Approving links the user from its next sign-in; refusing needs a reason.
 */
export function RegisterRequestsPage() {
  const { t } = useTranslation();
  const results = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: filterFromForm,
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
      <FilteredListCards
        results={results}
        texts="registration.list"
        filtersTitle={t('registration.filters.title')}
        filters={({ problem, ...props }) => <RequestFilters {...props} errors={problem ?? {}} />}
        clearProblemOn={['de', 'ate']}
      >
        <RequestTable rows={results.rows} onApprove={setApproving} onRefuse={setRefusing} />
      </FilteredListCards>
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
