import { Stack } from '@mantine/core';
import type { PreSchedulingDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useReplaceWithCreated } from '../../../lib/list-return';
import { pageIdFrom } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { usePreScheduling } from '../api/get-pre-scheduling';
import { PreSchedulingFormCard } from '../components/pre-scheduling-form-card';
import { preSchedulingListPath } from '../components/pre-scheduling-table';
import { formOf, NEW_PRE_SCHEDULING } from '../model/pre-scheduling-form';

/** The pre-scheduling (`?id=` or the state's idPreAgendamento) and, for a new one, its provider (`?fornecedor=`). */
function usePageIds() {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const preScheduling = pageIdFrom(state, search, 'idPreAgendamento');
  const provider = pageIdFrom(state, new URLSearchParams({ id: search.get('fornecedor') ?? '' }), 'idFornecedor');
  return { preScheduling, provider };
}

/**
 * /pre-scheduling-details (pre-scheduling-details: Admin; spec 001 §2): with `?id=` the saved pre-scheduling, with
 * `?fornecedor=` (the list's New) a new one for that provider. Back goes to the provider's /pre-scheduling-list.
 */
export function PreSchedulingDetailsPage() {
  const { t } = useTranslation();
  const ids = usePageIds();
  const replaceWithCreated = useReplaceWithCreated();
  const saved = usePreScheduling(ids.preScheduling.id);
  const idFornecedor = saved.data?.fornecedor.id ?? ids.provider.id;
  const back = {
    label: t('preScheduling.details.back'),
    to: idFornecedor === null ? '/provider-list' : preSchedulingListPath(idFornecedor),
  };
  usePageTitle(saved.data?.descricao ?? null);
  const title = t('screens.pre-scheduling-details');

  // the new pre-scheduling's page becomes its own: same history entry
  const created = (row: PreSchedulingDto) =>
    replaceWithCreated(`/pre-scheduling-details?id=${row.id}`, { idPreAgendamento: row.id });

  if (ids.preScheduling.id === null) {
    if (ids.provider.id === null || ids.preScheduling.problem === 'invalid')
      return (
        <Stack gap="lg">
          <PageHeader title={title} back={back} />
          <MissingIdState
            problem={ids.preScheduling.problem === 'invalid' ? 'invalid' : (ids.provider.problem ?? 'missing')}
            title={t('preScheduling.details.noId')}
            text={t('preScheduling.details.noIdText')}
            action={back}
          />
        </Stack>
      );
    return (
      <Stack gap="lg">
        <PageHeader title={title} intro={t('preScheduling.details.newIntro')} back={back} />
        <PreSchedulingFormCard
          key="new"
          initial={NEW_PRE_SCHEDULING}
          idPreAgendamento={null}
          idFornecedor={ids.provider.id}
          onSaved={created}
        />
      </Stack>
    );
  }

  const id = ids.preScheduling.id;
  return (
    <DetailsQueryState query={saved} header={<PageHeader title={title} />} texts="preScheduling.details" back={back}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader title={title} intro={`${data.descricao} · ${data.fornecedor.nome}`} back={back} />
          <PreSchedulingFormCard
            key={id}
            initial={formOf(data)}
            idPreAgendamento={id}
            idFornecedor={data.fornecedor.id}
            onSaved={() => undefined}
          />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
