import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { todayInSaoPaulo } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, RetryLine } from '../../../components/ui/query-state';
import { notifySuccessCode } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { useSelection } from '../../../lib/selection';
import { isNotFound, useLoadDetail } from '../api/get-load-detail';
import { loadKeys } from '../api/load-keys';
import { useCancelSchedule, useChangeLoadOrders, useDeleteLoad } from '../api/load-mutations';
import { AddOrdersModal } from '../components/add-orders-modal';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadActionsBar } from '../components/load-actions-bar';
import { LoadOrdersTable } from '../components/load-orders-table';
import { LoadSummary } from '../components/load-summary';
import { detailActions, type LoadActionKey } from '../model/detail-actions';
import { loadDate, loadTime, quantity } from '../model/format';
import type { SessionUser } from '../../../lib/session-user';

/** Redirect after deleting a load (spec 000 §2). */
export const AFTER_DELETE_MS = 500;

export interface LoadDetailsPageProps {
  /** the signed-in user (app/ passes the session's) */
  user: SessionUser;
}

type Dialog = 'add' | 'remove' | 'delete' | 'cancelSchedule' | null;

/** /load-details: a load's head, its orders and totals, and what may be done with it. */
export function LoadDetailsPage({ user }: LoadDetailsPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const pageId = usePageId('idCarga');
  const id = pageId.id;
  usePageTitle(id === null ? null : t('app.titleLoad', { id }));

  const [deleted, setDeleted] = useState(false);
  const detail = useLoadDetail(id, !deleted);
  const load = detail.data;
  const ticking = useSelection<number>();
  const ticked = ticking.selected;
  const [dialog, setDialog] = useState<Dialog>(null);
  // what the confirmations name, kept as it was when asked while they close (the load changes meanwhile)
  const [removing, setRemoving] = useState<number[]>([]);
  const [cancelText, setCancelText] = useState('');
  const add = useChangeLoadOrders('add');
  const remove = useChangeLoadOrders('remove');
  const removeLoad = useDeleteLoad();
  const cancel = useCancelSchedule();
  const busy = add.isPending || remove.isPending || removeLoad.isPending || cancel.isPending || deleted;

  useEffect(() => {
    if (!deleted || id === null) return;
    const timer = setTimeout(() => {
      void navigate('/main');
      client.removeQueries({ queryKey: loadKeys.detail(id) });
    }, AFTER_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted, id, navigate, client]);

  const header = (title: string) => (
    <PageHeader title={title} back={{ label: t('loads.details.back'), onClick: () => void navigate('/main') }} />
  );

  if (id === null) {
    return (
      <Stack gap="lg">
        {header(t('loads.details.titleNoLoad'))}
        <MissingIdState
          problem={pageId.problem ?? 'missing'}
          title={t('loads.details.noIdTitle')}
          text={t('loads.details.noId')}
          action={{ label: t('loads.details.toLoads'), to: '/load' }}
        />
      </Stack>
    );
  }

  if (!load) {
    return (
      <Stack gap="lg">
        {header(t('loads.details.title', { id }))}
        <QueryState
          query={detail}
          loading={t('loads.details.loading')}
          notFound={
            <EmptyState
              role="alert"
              icon="search"
              title={t('loads.details.notFoundTitle')}
              text={t('loads.details.notFound', { id })}
              action={{ label: t('loads.details.toLoads'), to: '/load' }}
            />
          }
          failed={
            <RetryLine
              text={t('loads.details.error')}
              retryLabel={t('loads.details.retry')}
              onRetry={() => void detail.refetch()}
            />
          }
        />
      </Stack>
    );
  }

  const selected = load.pedidos.map((p) => p.numero).filter((n) => ticked.has(n));
  const actions = detailActions({
    load,
    permissions: user.permissions,
    selected: selected.length,
    today: todayInSaoPaulo(),
  });

  // a refusal because the load is gone (another tab deleted it) shows the not-found state
  const onRefused = (error: unknown) => {
    setDialog(null);
    if (isNotFound(error)) void detail.refetch();
  };

  const include = (idPedidos: number[]) =>
    add.mutate(
      { idCarga: load.idCarga, idPedidos },
      {
        onSuccess: () => {
          setDialog(null);
          notifySuccessCode('loadDetails001');
        },
        onError: (error) => {
          if (isNotFound(error)) onRefused(error);
        },
      },
    );

  const confirmRemove = () =>
    remove.mutate(
      { idCarga: load.idCarga, idPedidos: removing },
      {
        onSuccess: () => {
          setDialog(null);
          ticking.clear();
          notifySuccessCode('loadDetails003');
        },
        onError: onRefused,
      },
    );

  const confirmDelete = () =>
    removeLoad.mutate(load.idCarga, {
      onSuccess: () => {
        setDialog(null);
        setDeleted(true);
        notifySuccess(t('loads.details.delete.success', { id: load.idCarga }));
      },
      onError: onRefused,
    });

  const confirmCancel = () => {
    if (load.idAgendamento === null) return;
    cancel.mutate(
      { idCarga: load.idCarga, idAgendamento: load.idAgendamento },
      {
        onSuccess: () => {
          setDialog(null);
          notifySuccessCode('scheduling003');
        },
        onError: onRefused,
      },
    );
  };

  const act = (action: LoadActionKey) => {
    switch (action) {
      case 'remove':
        setRemoving(selected);
        setDialog(action);
        return;
      case 'cancelSchedule':
        setCancelText(
          t('loads.details.cancelSchedule.text', {
            id: load.idCarga,
            date: loadDate(load.dtEntrega),
            time: loadTime(load.horaEntrega),
            gate: load.nomePortao ?? load.portao,
          }),
        );
        setDialog(action);
        return;
      case 'add':
      case 'delete':
        setDialog(action);
        return;
      case 'schedule':
      case 'updateSchedule':
        void navigate(`/scheduling?id=${load.idCarga}`, { state: { idCarga: load.idCarga } });
    }
  };

  const n = (value: number) => quantity(value, i18n.language);
  const removeText = t('loads.details.remove.text', { id: load.idCarga, orders: removing.join(', ') });

  /** The question before a change to the load: its words under `loads.details.<dialog>`, open while it is asked. */
  const confirmation = (
    asked: 'remove' | 'delete' | 'cancelSchedule',
    message: string,
    mutation: { isPending: boolean },
    onConfirm: () => void,
    cancelKey: 'cancel' | 'keep' = 'cancel',
  ) => (
    <ConfirmModal
      opened={dialog === asked}
      title={t(`loads.details.${asked}.title`)}
      message={message}
      confirmLabel={t(`loads.details.${asked}.confirm`)}
      cancelLabel={t(`loads.details.${asked}.${cancelKey}`)}
      busy={mutation.isPending}
      onConfirm={onConfirm}
      onClose={() => setDialog(null)}
    />
  );

  return (
    <Stack gap="md">
      {header(t('loads.details.title', { id: load.idCarga }))}
      <LoadSummary load={load} />
      <LoadActionsBar actions={actions} busy={busy} onAction={act} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="load-orders-title">
        <Group justify="space-between" mb="sm" gap="sm">
          <Title order={2} size="h5" id="load-orders-title">
            {t('loads.details.orders.title')}
          </Title>
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {t('loads.details.orders.selected', { count: selected.length })}
            </Text>
            <Text size="sm">
              {t('loads.details.totals.pieces')}: <strong data-testid="total-pieces">{n(load.totalPecas)}</strong>
            </Text>
            <Text size="sm">
              {t('loads.details.totals.volumes')}: <strong data-testid="total-volumes">{n(load.totalVolumes)}</strong>
            </Text>
          </Group>
        </Group>
        <LoadOrdersTable
          load={load}
          selected={ticked}
          onToggle={ticking.toggle}
          onToggleAll={(checked) =>
            ticking.toggleAll(
              load.pedidos.map((p) => p.numero),
              checked,
            )
          }
        />
      </Card>

      <AddOrdersModal
        load={load}
        opened={dialog === 'add'}
        busy={add.isPending}
        onInclude={include}
        onClose={() => setDialog(null)}
      />
      {confirmation('remove', removeText, remove, confirmRemove)}
      {confirmation('delete', t('loads.details.delete.text', { id: load.idCarga }), removeLoad, confirmDelete)}
      {confirmation('cancelSchedule', cancelText, cancel, confirmCancel, 'keep')}
    </Stack>
  );
}
