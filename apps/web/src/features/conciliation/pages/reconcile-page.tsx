import { Alert, Button, Group } from '@mantine/core';
import { awaitsFiscalStep, canReconcile, CONCILIATION_RUN_LIMIT_MINUTES, conciliationSides } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrderPageShell, orderPageTexts } from '../../../components/ui/order-page-shell';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { notifySuccessCode } from '../../../lib/api-client';
import { usePageOrderId } from '../../../lib/page-id';
import { useReconcileConfig } from '../api/reconcile-config';
import { useReconcileCurrent, type ReconcileCurrent } from '../api/reconcile-current';
import { useReconcilePendingStep } from '../api/reconcile-pending-step';
import { useOrderHead, type OrderHead } from '../../../lib/order-head';
import { ReconcileDropzone } from '../components/reconcile-dropzone';
import { ReconcileOrderSummary } from '../components/reconcile-order-summary';
import { ReconcileNotice } from '../components/reconcile-notice';
import { ReconcileOutcomeView } from '../components/reconcile-outcome';
import { ReconcilePendingStep } from '../components/reconcile-pending-step';
import { ReconcileProblemAlert } from '../components/reconcile-problem-alert';
import { ReconcileProgress } from '../components/reconcile-progress';
import type { SessionUser } from '../../../lib/session-user';
import { useReconcileFlow } from '../model/reconcile-flow';
import { statusLink } from '../model/status-link';
import { problemFromRefusal, type ReconcileProblem } from '../model/reconcile-problem';

export interface ReconcilePageProps {
  user: SessionUser;
}

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PageHeader title={title} back={{ label: t('conciliation.reconcile.back'), to: '/main' }} />;
}

/** Why the upload is closed before any file: the order already 2/2, or not in status A. */
function blockedBy(order: OrderHead, current: ReconcileCurrent | null): 'approved' | 'orderStatus' | null {
  if (current && !current.cancelada && !canReconcile(conciliationSides(current))) return 'approved';
  if (order.status !== 'A') return 'orderStatus';
  return null;
}

/** /reconcile: one NF-e XML for the order, then the file, trade and tax validations (spec 000 §2 and §4). */
export function ReconcilePage({ user }: ReconcilePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageId = usePageOrderId();
  const idPedido = pageId.id;
  const order = useOrderHead(idPedido);
  const current = useReconcileCurrent(idPedido);
  const pendingStep = useReconcilePendingStep(idPedido);
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

  const orderPage = (head: OrderHead, idPedido: number) => {
    const blocked = current.data === undefined ? null : blockedBy(head, current.data);
    const started = state.running || state.outcome !== null || state.steps.file !== 'pending';
    // a step of the road still missing (decision A20) closes the upload, unless a run on this page already began
    const missingStep = blocked === null && !started ? (pendingStep.data ?? null) : null;
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
      <>
        <ReconcileOrderSummary order={head} current={current.isError ? null : current.data} />
        {/* its trade validation passed and its tax validation never came (the page was left, or the run cancelled in
            its wait): the server refuses another invoice meanwhile (reconcileInProgress), so the tax validation can
            be run from here, or the status looked at */}
        {running && (
          <ReconcileNotice
            color="yellow"
            title={t('conciliation.reconcile.running.title')}
            text={t('conciliation.reconcile.running.text', { id: running.id, minutes: CONCILIATION_RUN_LIMIT_MINUTES })}
            idPedido={idPedido}
            maw={720}
            data-testid="reconcile-running"
            action={
              <Button size="sm" onClick={() => void flow.resume(running.id)}>
                {t('conciliation.reconcile.running.resume')}
              </Button>
            }
          />
        )}
        {blocked === 'approved' && current.data ? (
          <ReconcileNotice
            color="teal"
            title={t('conciliation.reconcile.approved.title')}
            text={t('conciliation.reconcile.approved.text', { id: current.data.id })}
            idPedido={idPedido}
            maw={720}
          />
        ) : blocked === 'orderStatus' ? (
          <Alert color="yellow" variant="light" title={t('conciliation.reconcile.orderStatus.title')} maw={720}>
            {t('conciliation.reconcile.orderStatus.text', { status: head.status })}
          </Alert>
        ) : missingStep ? (
          <ReconcilePendingStep step={missingStep} idPedido={idPedido} />
        ) : (
          <SectionCard title={t('conciliation.reconcile.upload.title')}>
            <ReconcileDropzone
              file={file}
              disabled={state.running || current.isPending || pendingStep.isPending}
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
            {refusal && (
              <ReconcileProblemAlert problem={refusal} title={t('conciliation.reconcile.upload.refusedTitle')} />
            )}
            <Group gap="sm">
              <Button
                onClick={() => file && void flow.start(file)}
                disabled={!file || state.running || current.isPending || pendingStep.isPending}
                loading={state.running}
              >
                {t('conciliation.reconcile.actions.reconcile')}
              </Button>
              {/* Cancel stops the run and keeps the file, to start again; Clear forgets everything */}
              <Button
                variant="default"
                onClick={state.running ? flow.reset : clear}
                disabled={!state.running && !file && !started && !refusal}
              >
                {state.running ? t('conciliation.reconcile.actions.cancel') : t('conciliation.reconcile.actions.clear')}
              </Button>
            </Group>
            {started && <ReconcileProgress state={state} progress={flow.progress} />}
            {state.outcome && (
              <ReconcileOutcomeView outcome={state.outcome} idPedido={idPedido} onAccept={() => void flow.accept()} />
            )}
          </SectionCard>
        )}
      </>
    );
  };

  return (
    <OrderPageShell
      pageId={pageId}
      header={(title) => <Header title={title} />}
      texts={orderPageTexts(t, 'conciliation.reconcile')}
      order={order}
    >
      {orderPage}
    </OrderPageShell>
  );
}
