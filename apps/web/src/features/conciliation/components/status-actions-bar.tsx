import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadProgressBar, downloadProgressTexts } from '../../../components/ui/download-progress-bar';
import type { StatusFiles } from '../api/status-files';
import type { StatusActions } from '../model/status-actions';

export type StatusActionKey = 'history' | 'observation' | 'xml' | 'seal' | 'conditional' | 'cancel' | 'reconcileAgain';

interface StatusActionsBarProps {
  actions: StatusActions;
  /** the two files' downloads: the XML's busy button, the seal's progress and its Cancel */
  files: Pick<StatusFiles, 'xmlBusy' | 'seal' | 'cancelSeal'>;
  onAction: (action: StatusActionKey) => void;
}

/**
 * The buttons of /conciliation-status. The seal is always there but only enabled for a 2/2 that is not
 * cancelled, and then says why (aria-disabled keeps it focusable, so the reason can be read).
 */
export function StatusActionsBar({ actions, files, onAction }: StatusActionsBarProps) {
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
        <Button variant="default" loading={files.xmlBusy} onClick={() => onAction('xml')}>
          {t('conciliation.status.actions.xml')}
        </Button>
        <Button
          variant={sealBlocked ? 'default' : 'filled'}
          aria-disabled={sealBlocked || undefined}
          aria-describedby={sealBlocked ? sealReasonId : undefined}
          data-disabled={sealBlocked || undefined}
          loading={files.seal !== null}
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
      <DownloadProgressBar
        maw={480}
        state={files.seal}
        onCancel={files.cancelSeal}
        {...downloadProgressTexts(t, 'conciliation.status.download')}
      />
    </Stack>
  );
}
