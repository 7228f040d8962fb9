import { Stack } from '@mantine/core';
import type { ConciliationListRowDto, ConciliationOrderBy } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session-user';
import { useListSearch } from '../../../lib/use-list-search';
import { useConciliationList } from '../api/list-conciliations';
import { useIssueRfm } from '../api/status-rfm-issue';
import { ConciliationFilters } from '../components/list-filter-form';
import { RfmConfirmModal } from '../components/list-rfm-modal';
import { ConciliationListTable } from '../components/list-table';
import {
  DEFAULT_FILTER,
  EMPTY_FILTER_FORM,
  FILTER_URL_SCHEMA,
  filterFromForm,
  type ConciliationFilterForm,
} from '../model/list-filter-form';

export interface ConciliationListPageProps {
  user: SessionUser;
}

/**
 * /conciliation-list (permission conciliation-list, spec 000 §3): every conciliation the user may see,
 * filtered, in pages of 20, with the RFM of approved ones. The server scopes the rows (a CD-bound user
 * sees its CD's), so the page needs nothing of the user.
 */
export function ConciliationListPage(_props: ConciliationListPageProps) {
  const { t } = useTranslation();
  const results = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: (form: ConciliationFilterForm) => {
      const result = filterFromForm(form, { withCd: false });
      return result.ok ? result : { ok: false as const, problem: result.errors };
    },
    fallback: DEFAULT_FILTER,
    useList: useConciliationList,
  });
  const { filters, filter } = results;
  const [rfmRow, setRfmRow] = useState<ConciliationListRowDto | null>(null);
  const issue = useIssueRfm();

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

  return (
    <Stack gap="md">
      <PageHeader title={t('screens.conciliation-list')} intro={t('conciliation.list.intro')} />
      {/* while another search runs the rows are the previous search's: the count waits for the answer */}
      <FilteredListCards
        results={results}
        texts="conciliation.list"
        filters={({ problem, ...props }) => (
          <ConciliationFilters {...props} errors={problem ?? {}} submitLabel={t('conciliation.list.filters.search')} />
        )}
        clearProblemOn={['dataConciliacaoInicial', 'dataConciliacaoFinal']}
      >
        <ConciliationListTable rows={results.rows} orderBy={filter.orderBy} onSort={sort} onIssueRfm={setRfmRow} />
      </FilteredListCards>
      <RfmConfirmModal row={rfmRow} busy={issue.isPending} onConfirm={confirmRfm} onClose={() => setRfmRow(null)} />
    </Stack>
  );
}
