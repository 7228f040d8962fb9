import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SealDownloadState } from '../api/status-files';
import type { StatusActions } from '../model/status-actions';

export type StatusActionKey = 'history' | 'observation' | 'xml' | 'seal' | 'conditional' | 'cancel' | 'reconcileAgain';

interface StatusActionsBarProps {
  actions: StatusActions;
  xmlBusy: boolean;
  seal: SealDownloadState | null;
  onAction: (action: StatusActionKey) => void;
  onCancelSeal: () => void;
}

function kb(bytes: number, language: string): string {
  return Math.round(bytes / 1024).toLocaleString(language);
}

/** The seal download's progress (bytes; indeterminate without a length) with its cancel. */
function SealProgress({ state, onCancel }: { state: SealDownloadState; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const known = state.total !== null && state.total > 0;
  const value = known ? Math.min(100, (state.received / state.total!) * 100) : 100;
  const text = known
    ? t('conciliation.status.download.progress', {
        received: kb(state.received, i18n.language),
        total: kb(state.total!, i18n.language),
      })
    : t('conciliation.status.download.received', { received: kb(state.received, i18n.language) });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end" maw={480}>
      <Stack gap={4} role="status" aria-live="polite" flex={1}>
        <Text size="sm">{text}</Text>
        <Progress
          value={value}
          striped={!known}
          animated={!known}
          aria-label={t('conciliation.status.download.progressLabel')}
        />
      </Stack>
      <Button variant="default" size="xs" onClick={onCancel}>
        {t('conciliation.status.download.cancel')}
      </Button>
    </Group>
  );
}

/**
 * The buttons of /conciliation-status. The seal is always there but only enabled for a 2/2 that is not
 * cancelled, and then says why (aria-disabled keeps it focusable, so the reason can be read).
 */
export function StatusActionsBar({ actions, xmlBusy, seal, onAction, onCancelSeal }: StatusActionsBarProps) {
  const { t } = useTranslation();
  const sealReasonId = useId();
  const sealBlocked = actions.sealBlock !== null;
  return (
    <Stack gap="xs">
      <Group gap="sm" role="toolbar" aria-label={t('conciliation.status.actions.label')}>
        <Button variant="default" onClick={() => onAction('history')}>
          {t('conciliation.status.actions.history')}
        </Button>
        <Button variant="default" onClick={() => onAction('observation')}>
          {t('conciliation.status.actions.observation')}
        </Button>
        <Button variant="default" loading={xmlBusy} onClick={() => onAction('xml')}>
          {t('conciliation.status.actions.xml')}
        </Button>
        <Button
          variant={sealBlocked ? 'default' : 'filled'}
          aria-disabled={sealBlocked || undefined}
          aria-describedby={sealBlocked ? sealReasonId : undefined}
          data-disabled={sealBlocked || undefined}
          loading={seal !== null}
          onClick={(event) => {
            if (sealBlocked) {
              event.preventDefault();
              return;
            }
            onAction('seal');
          }}
        >
          {t('conciliation.status.actions.seal')}
        </Button>
        {actions.conditional && (
          <Button color="#c2410c" onClick={() => onAction('conditional')}>
            {t('conciliation.status.actions.conditional')}
          </Button>
        )}
        {actions.reconcileAgain && (
          <Button variant="light" onClick={() => onAction('reconcileAgain')}>
            {t('conciliation.status.actions.reconcileAgain')}
          </Button>
        )}
        {actions.cancel && (
          <Button color="red.9" variant="outline" onClick={() => onAction('cancel')} ml="auto">
            {t('conciliation.status.actions.cancel')}
          </Button>
        )}
      </Group>
      {sealBlocked && (
        <Text id={sealReasonId} size="xs" c="dimmed">
          {t(`conciliation.status.actions.${actions.sealBlock}`)}
        </Text>
      )}
      {seal && <SealProgress state={seal} onCancel={onCancelSeal} />}
    </Stack>
  );
}
