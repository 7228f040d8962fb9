import { Button, Card, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useLoadCds } from '../api/list-cds';
import { useLoadList, type LoadListTarget } from '../api/list-loads';
import { useAssembleLoad } from '../api/load-mutations';
import { AssemblePanel } from '../components/assemble-panel';
import { LoadListTable } from '../components/load-list-table';
import { assemblyProblem, assemblyRequestOf } from '../model/assembly';
import type { LoadUser } from '../model/load-user';

export interface LoadPageProps {
  /** the signed-in user (app/ passes the session's) */
  user: LoadUser;
}

/**
 * /load: the user's loads (a supplier's own; an internal user's by CD), and the assembly of the orders
 * selected on /main (router state `{ idPedidos, pedidos }`).
 */
export function LoadPage({ user }: LoadPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();

  const supplier = user.idFornecedor !== null;
  // a CD-bound user (logistica) sees its own CD's loads; other internal users choose the CD
  const canListCds = !supplier && user.idCd === null && hasPermission(user.permissions, 'cd-list');
  const cds = useLoadCds(canListCds);
  const chosenCd = Number(search.get('cd')) || null;
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
      return <Text>{canListCds ? t('loads.list.chooseCd') : t('loads.list.noCd')}</Text>;
    }
    if (list.isPending) {
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('loads.list.loading')}</Text>
        </Group>
      );
    }
    if (list.isError) {
      return (
        <Group gap="sm">
          <Text c="red.8">{t('loads.list.error')}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            {t('loads.list.retry')}
          </Button>
        </Group>
      );
    }
    if (loads.length === 0) return <Text>{t('loads.list.empty')}</Text>;
    return null;
  };
  const status = listBody();

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('screens.load')}</Title>
        <Text c="dimmed">{t('loads.list.intro')}</Text>
      </Stack>

      {request && (
        <AssemblePanel
          request={request}
          problem={problem}
          busy={assemble.isPending}
          onAssemble={runAssembly}
          onCancel={dismissAssembly}
        />
      )}

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="loads-title">
        <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
          <Title order={2} size="h5" id="loads-title">
            {t('loads.list.results')}
          </Title>
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
                onChange={(value) =>
                  setSearch(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (value) next.set('cd', value);
                      else next.delete('cd');
                      return next;
                    },
                    { replace: true, state: location.state },
                  )
                }
                searchable
                allowDeselect={false}
                w={280}
              />
            )}
          </Group>
        </Group>
        {loads.length > 0 && <LoadListTable loads={loads} showProvider={!supplier} />}
        {status && (
          <Center py="sm" role="status" aria-live="polite">
            {status}
          </Center>
        )}
      </Card>
    </Stack>
  );
}
