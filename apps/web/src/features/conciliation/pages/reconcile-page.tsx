import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { awaitsFiscalStep, canReconcile, conciliationSides } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, notifySuccessCode } from '../../../lib/api-client';
import { useReconcileConfig } from '../api/reconcile-config';
import { useReconcileCurrent, type ReconcileCurrent } from '../api/reconcile-current';
import { useReconcileOrder, type ReconcileOrder } from '../api/reconcile-order';
import { ReconcileDropzone } from '../components/reconcile-dropzone';
import { ReconcileOrderSummary } from '../components/reconcile-order-summary';
import { ReconcileOutcomeView } from '../components/reconcile-outcome';
import { ReconcileProblemAlert } from '../components/reconcile-problem-alert';
import { ReconcileProgress } from '../components/reconcile-progress';
import { ReconcileRunningNotice } from '../components/reconcile-running-notice';
import type { ConciliationUser } from '../model/conciliation-user';
import { useReconcileFlow } from '../model/reconcile-flow';
import { reconcileOrderIdFrom, statusLink } from '../model/reconcile-order-id';
import { problemFromRefusal, type ReconcileProblem } from '../model/reconcile-problem';

export interface ReconcilePageProps {
  user: ConciliationUser;
}

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start">
      <Title order={1}>{title}</Title>
      <Button component={Link} to="/main" variant="default">
        {t('reconcile.back')}
      </Button>
    </Group>
  );
}

/** Why the upload is closed before any file: the order already 2/2, or not in status A. */
function blockedBy(order: ReconcileOrder, current: ReconcileCurrent | null): 'approved' | 'orderStatus' | null {
  if (current && !current.cancelada && !canReconcile(conciliationSides(current))) return 'approved';
  if (order.status !== 'A') return 'orderStatus';
  return null;
}

/** /reconcile: one NF-e XML for the order, then the file, trade and tax validations (spec 000 §2 and §4). */
export function ReconcilePage({ user }: ReconcilePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const idPedido = reconcileOrderIdFrom(location.state, search);
  const order = useReconcileOrder(idPedido);
  const current = useReconcileCurrent(idPedido);
  useReconcileConfig(); // fetched while the user picks a file, so the run does not wait for it

  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<ReconcileProblem | null>(null);

  const onStatus = useCallback(
    (approved: boolean) => {
      if (approved) notifySuccessCode('reconcileSuccess');
      if (idPedido === null) return;
      const link = statusLink(idPedido);
      void navigate(link.to, { state: link.state });
    },
    [idPedido, navigate],
  );
  const flow = useReconcileFlow({ idPedido: idPedido ?? 0, permissions: user.permissions, onStatus });
  const { state } = flow;

  // once a run ended here the file was used (or refused): the next run needs the corrected one
  useEffect(() => {
    if (state.outcome) setFile(null);
  }, [state.outcome]);

  if (idPedido === null) {
    return (
      <Stack gap="lg">
        <Header title={t('reconcile.title')} />
        <Card withBorder radius="md" padding="lg" maw={640}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('reconcile.noId.title')}
            </Title>
            <Text>{t('reconcile.noId.text')}</Text>
            <Group>
              <Button component={Link} to="/main">
                {t('reconcile.noId.toMain')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    );
  }

  const title = t('reconcile.titleOrder', { id: idPedido });
  if (!order.data) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Stack gap="lg">
        <Header title={title} />
        {notFound ? (
          <Alert color="red" variant="light" role="alert" title={t('reconcile.notFound.title')} maw={640}>
            {t('reconcile.notFound.text', { id: idPedido })}
          </Alert>
        ) : order.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('reconcile.error.title')} maw={640}>
            <Button variant="default" size="xs" onClick={() => void order.refetch()}>
              {t('reconcile.error.retry')}
            </Button>
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('reconcile.loading')}</Text>
          </Group>
        )}
      </Stack>
    );
  }

  const blocked = current.data === undefined ? null : blockedBy(order.data, current.data);
  const started = state.running || state.outcome !== null || state.steps.file !== 'pending';
  const running =
    blocked === null &&
    !started &&
    current.data &&
    awaitsFiscalStep({ ...conciliationSides(current.data), cancelada: current.data.cancelada })
      ? current.data
      : null;
  const clear = () => {
    flow.reset();
    setFile(null);
    setRefusal(null);
  };

  return (
    <Stack gap="lg">
      <Header title={title} />
      <ReconcileOrderSummary order={order.data} current={current.isError ? null : current.data} />
      {running && (
        <ReconcileRunningNotice
          idPedido={idPedido}
          conciliationId={running.id}
          onResume={() => void flow.resume(running.id)}
        />
      )}
      {blocked === 'approved' && current.data ? (
        <Alert color="teal" variant="light" title={t('reconcile.approved.title')} maw={720}>
          <Text size="sm">{t('reconcile.approved.text', { id: current.data.id })}</Text>
          <Group mt="sm">
            <Button component={Link} {...statusLink(idPedido)} variant="default" size="sm">
              {t('reconcile.toStatus')}
            </Button>
          </Group>
        </Alert>
      ) : blocked === 'orderStatus' ? (
        <Alert color="yellow" variant="light" title={t('reconcile.orderStatus.title')} maw={720}>
          {t('reconcile.orderStatus.text', { status: order.data.status })}
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reconcile-upload-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="reconcile-upload-title">
              {t('reconcile.upload.title')}
            </Title>
            <ReconcileDropzone
              file={file}
              disabled={state.running || current.isPending}
              onFile={(picked) => {
                if (!state.running) flow.reset();
                setFile(picked);
                setRefusal(null);
              }}
              onRefusal={(r) => {
                setRefusal(problemFromRefusal(r));
                setFile(null);
              }}
              onRemove={clear}
            />
            {refusal && <ReconcileProblemAlert problem={refusal} title={t('reconcile.upload.refusedTitle')} />}
            <Group gap="sm">
              <Button
                onClick={() => file && void flow.start(file)}
                disabled={!file || state.running || current.isPending}
                loading={state.running}
              >
                {t('reconcile.actions.reconcile')}
              </Button>
              {/* Cancel stops the run and keeps the file, to start again; Clear forgets everything */}
              <Button
                variant="default"
                onClick={state.running ? flow.reset : clear}
                disabled={!state.running && !file && !started && !refusal}
              >
                {state.running ? t('reconcile.actions.cancel') : t('reconcile.actions.clear')}
              </Button>
            </Group>
            {started && <ReconcileProgress state={state} progress={flow.progress} />}
            {state.outcome && (
              <ReconcileOutcomeView outcome={state.outcome} idPedido={idPedido} onAccept={() => void flow.accept()} />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
