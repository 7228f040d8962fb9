import { Center, Group, Select, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, errorText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { urlDigits, useUrlFilters } from '../../../lib/use-url-filters';
import { useCdPickerList } from '../../../lib/cd-list';
import { useLoadList, type LoadListTarget } from '../api/list-loads';
import { useAssembleLoad } from '../api/load-mutations';
import { AssemblePanel } from '../components/assemble-panel';
import { LoadListTable } from '../components/load-list-table';
import { assemblyProblem, assemblyRequestOf } from '../model/assembly';
import type { SessionUser } from '../../../lib/session-user';
import { EmptyState } from '../../../components/ui/empty-state';
import { TitledCard } from '../../../components/ui/titled-card';
import { LoadingLine, RetryLine } from '../../../components/ui/query-state';

/** The CD whose loads an internal user looks at, kept in the URL (`?cd=`). */
const LOAD_FILTER_URL_SCHEMA = z.object({ cd: urlDigits(12) });
const NO_CD = { cd: '' };

export interface LoadPageProps {
  /** the signed-in user (app/ passes the session's) */
  user: SessionUser;
  /** beside the title: what app/ composes there (the calendar feed's button) */
  headerAction?: ReactNode;
}

/**
 * /load: the user's loads (a supplier's own; an internal user's by CD), and the assembly of the orders
 * selected on /main (router state `{ idPedidos, pedidos }`).
 */
export function LoadPage({ user, headerAction }: LoadPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useUrlFilters(LOAD_FILTER_URL_SCHEMA, NO_CD);

  const supplier = user.idFornecedor !== null;
  // a CD-bound user (logistica) sees its own CD's loads; other internal users choose the CD
  const canListCds = !supplier && user.idCd === null && hasPermission(user.permissions, 'cd-list');
  const cds = useCdPickerList(canListCds);
  const chosenCd = Number(filters.applied.cd) || null;
  const idCd = supplier ? null : (chosenCd ?? user.idCd ?? cds.data?.[0]?.id ?? null);
  const target: LoadListTarget | null =
    user.idFornecedor !== null ? { type: 'fornecedor', id: user.idFornecedor } : idCd ? { type: 'cd', id: idCd } : null;
  const list = useLoadList(target);
  const loads = list.data ?? [];

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

  const listBody = () => {
    if (!target) {
      return <EmptyState compact icon="pick" title={canListCds ? t('loads.list.chooseCd') : t('loads.list.noCd')} />;
    }
    if (list.isPending) return <LoadingLine text={t('loads.list.loading')} announce={false} />;
    if (list.isError) {
      return (
        <RetryLine
          text={t('loads.list.error')}
          retryLabel={t('loads.list.retry')}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (loads.length === 0) return <EmptyState compact icon="empty" title={t('loads.list.empty')} />;
    return null;
  };
  const status = listBody();

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
        title={t('loads.list.results')}
        headerAlign="flex-end"
        headerGap="sm"
        actions={
          <Group gap="sm" align="flex-end">
            {target && list.isSuccess && (
              <Text size="sm" c="dimmed">
                {t('loads.list.count', { count: loads.length })}
              </Text>
            )}
            {canListCds && (
              <Select
                label={t('loads.list.cd')}
                placeholder={t('loads.list.cdPlaceholder')}
                data={cdOptions}
                value={idCd ? String(idCd) : null}
                // in place, keeping the assembly request of the entry's state
                onChange={(value) => filters.apply({ cd: value ?? '' }, { replace: true })}
                searchable
                allowDeselect={false}
                w={280}
              />
            )}
          </Group>
        }
      >
        {loads.length > 0 && <LoadListTable loads={loads} showProvider={!supplier} />}
        {status && (
          <Center py="sm" role="status" aria-live="polite">
            {status}
          </Center>
        )}
      </TitledCard>
    </Stack>
  );
}
