import { Center, Group, Select, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, errorText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useListSearch } from '../../../lib/use-list-search';
import { urlDigits, useUrlFilters } from '../../../lib/use-url-filters';
import { useCdPickerList } from '../../../lib/cd-list';
import { useLoadPages, type LoadListTarget } from '../api/list-loads';
import { useAssembleLoad } from '../api/load-mutations';
import { AssemblePanel } from '../components/assemble-panel';
import { LoadFilters } from '../components/load-filters';
import { LoadListTable } from '../components/load-list-table';
import { assemblyProblem, assemblyRequestOf } from '../model/assembly';
import { EMPTY_LOAD_FILTER_FORM, LOAD_FILTER_URL_SCHEMA, loadFilterFromForm } from '../model/load-filter-form';
import type { SessionUser } from '../../../lib/session-user';
import { EmptyState } from '../../../components/ui/empty-state';
import { listFooterTexts } from '../../../components/ui/list-footer';
import { PagedResultsCard } from '../../../components/ui/paged-results-card';
import { TitledCard } from '../../../components/ui/titled-card';

/** The CD whose loads an internal user looks at, kept in the URL (`?cd=`): chosen at once, apart from the search. */
const CD_URL_SCHEMA = z.object({ cd: urlDigits(12) });
const NO_CD = { cd: '' };

export interface LoadPageProps {
  /** the signed-in user (app/ passes the session's) */
  user: SessionUser;
  /** beside the title: what app/ composes there (the calendar feed's button) */
  headerAction?: ReactNode;
}

/**
 * /load: the user's loads (a supplier's own; an internal user's by CD), filtered and in pages of 20 like the other
 * lists, and the assembly of the orders selected on /main (router state `{ idPedidos, pedidos }`).
 */
export function LoadPage({ user, headerAction }: LoadPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const cdFilter = useUrlFilters(CD_URL_SCHEMA, NO_CD);

  const supplier = user.idFornecedor !== null;
  // a CD-bound user (logistica) sees its own CD's loads; other internal users choose the CD
  const canListCds = !supplier && user.idCd === null && hasPermission(user.permissions, 'cd-list');
  const cds = useCdPickerList(canListCds);
  const chosenCd = Number(cdFilter.applied.cd) || null;
  const idCd = supplier ? null : (chosenCd ?? user.idCd ?? cds.data?.[0]?.id ?? null);
  const target: LoadListTarget | null =
    user.idFornecedor !== null ? { type: 'fornecedor', id: user.idFornecedor } : idCd ? { type: 'cd', id: idCd } : null;
  const results = useListSearch({
    schema: LOAD_FILTER_URL_SCHEMA,
    defaults: EMPTY_LOAD_FILTER_FORM,
    parse: loadFilterFromForm,
    fallback: {},
    useList: (filter) => useLoadPages(target, filter),
  });

  const request = useMemo(() => assemblyRequestOf(location.state), [location.state]);
  const assemble = useAssembleLoad();
  const [refusal, setRefusal] = useState<string | null>(null);
  const rule = request?.pedidos ? assemblyProblem(request.pedidos) : null;
  const problem = refusal ?? (rule ? t(rule, { ns: 'errors' }) : null);

  const dismissAssembly = () => {
    setRefusal(null);
    void navigate({ pathname: '/load', search: location.search }, { replace: true, state: null });
  };

  const runAssembly = () => {
    if (!request) return;
    setRefusal(null);
    assemble.mutate(
      { idPedidos: request.idPedidos },
      {
        onSuccess: (load) => {
          notifySuccess(t('loads.assemble.success', { id: load.idCarga }));
          // replaces /load with its assembly state, so going back does not offer it again
          void navigate(`/load-details?id=${load.idCarga}`, { replace: true });
        },
        onError: (error) => setRefusal(error instanceof ApiError ? errorText(error) : t('default', { ns: 'errors' })),
      },
    );
  };

  const cdOptions = (cds.data ?? []).map((cd) => ({ value: String(cd.id), label: `${cd.codigo} - ${cd.nome}` }));
  const onFilterChange = (patch: Parameters<typeof results.filters.edit>[0]) => {
    results.filters.edit(patch);
    if ('dtEntregaIni' in patch || 'dtEntregaFim' in patch) results.setProblem(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('screens.load')}</Title>
          <Text c="dimmed">{t('loads.list.intro')}</Text>
        </Stack>
        {headerAction}
      </Group>

      {request && (
        <AssemblePanel
          request={request}
          problem={problem}
          busy={assemble.isPending}
          onAssemble={runAssembly}
          onCancel={dismissAssembly}
        />
      )}

      <TitledCard
        title={t('loads.list.filters.title')}
        padding="lg"
        headerAlign="flex-end"
        headerGap="sm"
        actions={
          canListCds ? (
            <Select
              label={t('loads.list.cd')}
              placeholder={t('loads.list.cdPlaceholder')}
              data={cdOptions}
              value={idCd ? String(idCd) : null}
              // in place, keeping the assembly request of the entry's state and the filters
              onChange={(value) => cdFilter.apply({ cd: value ?? '' }, { replace: true })}
              searchable
              allowDeselect={false}
              w={{ base: '100%', xs: 280 }}
            />
          ) : undefined
        }
      >
        <LoadFilters
          form={results.filters.draft}
          errors={results.problem ?? {}}
          showProvider={!supplier}
          onChange={onFilterChange}
          onSubmit={results.search}
          onClear={results.clear}
          busy={target !== null && results.busy}
        />
      </TitledCard>

      {target ? (
        <PagedResultsCard
          title={t('loads.list.results')}
          count={t('loads.list.count', { count: results.rows.length })}
          list={results.list}
          rows={results.rows.length}
          firstLoad={results.firstLoad}
          texts={listFooterTexts(t, 'loads.list')}
        >
          <LoadListTable loads={results.rows} showProvider={!supplier} />
        </PagedResultsCard>
      ) : (
        <TitledCard title={t('loads.list.results')}>
          <Center py="sm" role="status" aria-live="polite">
            <EmptyState compact icon="pick" title={canListCds ? t('loads.list.chooseCd') : t('loads.list.noCd')} />
          </Center>
        </TitledCard>
      )}
    </Stack>
  );
}
