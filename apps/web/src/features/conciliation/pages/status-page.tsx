import { Alert, Stack, Text } from '@mantine/core';
import { CONCILIATION_TEXT_MAX, hasPermission, type ConciliationResultDto, type ErrorCode } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { notifySuccessCode } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageOrderId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useStatusFiles } from '../api/status-files';
import { useAcceptConditional, useCancelConciliation, useSaveObservation } from '../api/status-mutations';
import { isNotFound, useConciliationResult } from '../api/status-result';
import { StatusActionsBar, type StatusActionKey } from '../components/status-actions-bar';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { StatusHistoryModal } from '../components/status-history-modal';
import { StatusItemsTable } from '../components/status-items-table';
import { StatusReasons } from '../components/status-reasons';
import { StatusLoadError, StatusSkeleton } from '../components/status-states';
import { StatusStepper } from '../components/status-stepper';
import { StatusSummary } from '../components/status-summary';
import { StatusTextModal } from '../components/status-text-modal';
import type { SessionUser } from '../../../lib/session-user';
import { statusActions } from '../model/status-actions';
import { notifyServerError } from '../model/status-errors';

export interface ConciliationStatusPageProps {
  user: SessionUser;
}

type Dialog = 'history' | 'observation' | 'cancel' | 'conditional' | null;

const reconcilePath = (pedido: number) => `/reconcile?id=${pedido}`;

/** The red banner of a cancelled conciliation: when and why. */
function CancelledAlert({ result }: { result: ConciliationResultDto }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red.9"
      variant="filled"
      title={t('conciliation.status.cancelled.title')}
      role="alert"
      data-testid="cancelled-alert"
    >
      <Stack gap={2}>
        {result.dataCancelamento && (
          <Text size="sm">
            {result.usuarioCancelamento
              ? t('conciliation.status.cancelled.whenBy', {
                  date: formatDateTime(result.dataCancelamento),
                  user: result.usuarioCancelamento,
                })
              : t('conciliation.status.cancelled.when', { date: formatDateTime(result.dataCancelamento) })}
          </Text>
        )}
        {result.motivoCancelamento && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="cancel-reason">
            {t('conciliation.status.cancelled.reason', { reason: result.motivoCancelamento })}
          </Text>
        )}
        <Text size="sm">{t('conciliation.status.cancelled.again')}</Text>
      </Stack>
    </Alert>
  );
}

interface ResultViewProps {
  result: ConciliationResultDto;
  pedido: number;
  user: SessionUser;
}

/** A loaded conciliation: stepper, cards, reasons, actions and items, with the modals of the actions. */
function ResultView({ result, pedido, user }: ResultViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const files = useStatusFiles();
  const cancel = useCancelConciliation(pedido);
  const observation = useSaveObservation(pedido);
  const conditional = useAcceptConditional(pedido);
  const actions = statusActions(result, user.permissions);
  const close = () => setDialog(null);

  const act = (action: StatusActionKey) => {
    switch (action) {
      case 'xml':
        void files.downloadXml(result.id);
        return;
      case 'seal':
        void files.downloadSeal(result.id);
        return;
      case 'reconcileAgain':
        void navigate(reconcilePath(pedido), { state: { idPedido: pedido } });
        return;
      default:
        setDialog(action);
    }
  };

  // a text modal's save: done closes it with the green toast of its code, refused shows the server's red one
  const closeWith = (code: ErrorCode) => ({
    onSuccess: () => {
      close();
      notifySuccessCode(code);
    },
    onError: notifyServerError,
  });
  const saveObservation = (text: string) =>
    observation.mutate({ orderId: pedido, observacao: text }, closeWith('observationSaved'));
  const confirmCancel = (reason: string) =>
    cancel.mutate({ orderId: pedido, motivoCancelamento: reason }, closeWith('conciliationCancelled'));

  const acceptConditional = () =>
    conditional.mutate(result.id, {
      onSuccess: () => {
        close();
        notifySuccess(t('conciliation.status.conditional.success'));
      },
      // refused: the client's red toast already said why; the page shows the state as it is now
      onError: close,
    });

  return (
    <Stack gap="md">
      {result.cancelada && <CancelledAlert result={result} />}
      <StatusStepper result={result} />
      <StatusSummary result={result} />
      <StatusReasons result={result} />
      <StatusActionsBar actions={actions} files={files} onAction={act} />
      <StatusItemsTable result={result} />

      <StatusHistoryModal pedido={pedido} opened={dialog === 'history'} onClose={close} />
      <StatusTextModal
        opened={dialog === 'observation'}
        title={t('conciliation.status.observation.title')}
        label={t('conciliation.status.observation.label')}
        description={t('conciliation.status.observation.description')}
        initial={result.observacao ?? ''}
        tooLongMessage={t('conciliation.status.observation.tooLong', { max: CONCILIATION_TEXT_MAX })}
        counterKey="conciliation.status.observation.counter"
        confirmLabel={t('conciliation.status.observation.save')}
        cancelLabel={t('conciliation.status.observation.back')}
        busy={observation.isPending}
        onConfirm={saveObservation}
        onClose={close}
      />
      {actions.cancel && (
        <StatusTextModal
          opened={dialog === 'cancel'}
          title={t('conciliation.status.cancel.title', { id: result.id })}
          intro={t('conciliation.status.cancel.text', { order: pedido })}
          label={t('conciliation.status.cancel.label')}
          initial=""
          requiredMessage={t('conciliation.status.cancel.required')}
          tooLongMessage={t('conciliation.status.cancel.tooLong', { max: CONCILIATION_TEXT_MAX })}
          counterKey="conciliation.status.cancel.counter"
          confirmLabel={t('conciliation.status.cancel.confirm')}
          confirmColor="red.9"
          cancelLabel={t('conciliation.status.cancel.back')}
          busy={cancel.isPending}
          onConfirm={confirmCancel}
          onClose={close}
        />
      )}
      {actions.conditional && (
        <ConfirmModal
          opened={dialog === 'conditional'}
          title={t('conciliation.status.conditional.title')}
          message={t('conciliation.status.conditional.text', { id: result.id })}
          confirmLabel={t('conciliation.status.conditional.confirm')}
          cancelLabel={t('conciliation.status.conditional.back')}
          busy={conditional.isPending}
          onConfirm={acceptConditional}
          onClose={close}
        />
      )}
    </Stack>
  );
}

/**
 * /conciliation-status?id={order}: the order's newest conciliation (spec 000 §2 and §4): where it stands,
 * the invoice against the order item by item, its history, and what may be done with it.
 */
export function ConciliationStatusPage({ user }: ConciliationStatusPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageId = usePageOrderId();
  const pedido = pageId.id;
  usePageTitle(pedido === null ? null : t('app.titleOrder', { id: pedido }));
  const query = useConciliationResult(pedido);
  const mayReconcile = hasPermission(user.permissions, 'reconcile');

  const header = (
    <PageHeader
      title={pedido === null ? t('conciliation.status.title') : t('conciliation.status.titleOrder', { id: pedido })}
      back={{ label: t('conciliation.status.back'), onClick: () => void navigate('/main') }}
    />
  );

  let body;
  if (pedido === null)
    body = (
      <MissingIdState
        problem={pageId.problem ?? 'missing'}
        title={t('conciliation.status.noId.title')}
        text={t('conciliation.status.noId.text')}
        action={{ label: t('conciliation.status.noId.toMain'), to: '/main' }}
      />
    );
  else if (query.data === null)
    body = (
      <EmptyState
        icon="empty"
        title={t('conciliation.status.empty.title')}
        text={t('conciliation.status.empty.text', { id: pedido })}
        action={
          mayReconcile
            ? {
                label: t('conciliation.status.empty.reconcile'),
                to: reconcilePath(pedido),
                state: { idPedido: pedido },
              }
            : { label: t('conciliation.status.noId.toMain'), to: '/main' }
        }
      />
    );
  // a failed reload keeps what was shown (the API client's toast says it failed)
  else if (query.data) body = <ResultView key={query.data.id} result={query.data} pedido={pedido} user={user} />;
  else if (query.isError && isNotFound(query.error))
    body = (
      <EmptyState
        icon="search"
        title={t('conciliation.status.notFound.title')}
        text={t('conciliation.status.notFound.text', { id: pedido })}
        action={{ label: t('conciliation.status.noId.toMain'), to: '/main' }}
      />
    );
  else if (query.isError) body = <StatusLoadError error={query.error} onRetry={() => void query.refetch()} />;
  else body = <StatusSkeleton />;

  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}
