import { Alert, Button, CopyButton, Group, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadingLine, RetryLine } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

export interface CalendarFeedModalProps {
  opened: boolean;
  onClose: () => void;
}

type Confirming = 'rotate' | 'revoke' | null;

/**
 * "Subscribe in your calendar" (issue 17): the user's secret iCalendar URL. Creating shows the URL this once, with
 * a copy button, the warning that it is secret and how to subscribe in Outlook and Google Calendar; a live feed
 * can be rotated (a new URL, the old one dead) or revoked, each after a confirmation.
 */
export function CalendarFeedModal({ opened, onClose }: CalendarFeedModalProps) {
  const { t } = useTranslation();
  const status = useCalendarFeedStatus(opened);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const active = status.data?.ativo ?? false;

  const close = () => {
    // the URL is shown once: closing forgets it
    setUrl(null);
    onClose();
  };

  const runCreate = (rotating: boolean) =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setConfirming(null);
        notifySuccess(t(rotating ? 'calendarFeed.rotated' : 'calendarFeed.created'));
      },
      onError: () => setConfirming(null),
    });

  const runRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(null);
        notifySuccess(t('calendarFeed.revoked'));
      },
      onError: () => setConfirming(null),
    });

  const body = () => {
    if (status.isPending) return <LoadingLine text={t('calendarFeed.loading')} />;
    if (status.isError) {
      return (
        <RetryLine
          text={t('calendarFeed.loadError')}
          retryLabel={t('calendarFeed.retry')}
          onRetry={() => void status.refetch()}
        />
      );
    }
    const feed = status.data;
    return (
      <Stack gap="sm">
        {!feed.ativo && <Text>{t('calendarFeed.none')}</Text>}
        {feed.ativo && feed.criadoEm && (
          <Text>
            {t('calendarFeed.active', { created: formatDateTime(feed.criadoEm) })}{' '}
            {feed.ultimaLeitura
              ? t('calendarFeed.lastRead', { date: formatDateTime(feed.ultimaLeitura) })
              : t('calendarFeed.neverRead')}
          </Text>
        )}
        {feed.ativo && !url && (
          <Text size="sm" c="dimmed">
            {t('calendarFeed.hiddenUrl')}
          </Text>
        )}
        {url && <FeedUrl url={url} />}
      </Stack>
    );
  };

  return (
    <>
      <Modal opened={opened && confirming === null} onClose={close} title={t('calendarFeed.title')} size="lg">
        <Stack gap="md">
          <Text size="sm">{t('calendarFeed.intro')}</Text>
          {body()}
          <Group justify="flex-end" gap="sm">
            {active && (
              <Button variant="default" color="red" onClick={() => setConfirming('revoke')}>
                {t('calendarFeed.revoke')}
              </Button>
            )}
            {status.isSuccess &&
              (active ? (
                <Button variant="default" onClick={() => setConfirming('rotate')}>
                  {t('calendarFeed.rotate')}
                </Button>
              ) : (
                <Button onClick={() => runCreate(false)} loading={create.isPending}>
                  {t('calendarFeed.create')}
                </Button>
              ))}
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={opened && confirming === 'rotate'}
        title={t('calendarFeed.confirmRotateTitle')}
        message={t('calendarFeed.confirmRotate')}
        confirmLabel={t('calendarFeed.rotate')}
        cancelLabel={t('calendarFeed.cancel')}
        busy={create.isPending}
        onConfirm={() => runCreate(true)}
        onClose={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={opened && confirming === 'revoke'}
        title={t('calendarFeed.confirmRevokeTitle')}
        message={t('calendarFeed.confirmRevoke')}
        confirmLabel={t('calendarFeed.revoke')}
        cancelLabel={t('calendarFeed.cancel')}
        busy={revoke.isPending}
        danger
        onConfirm={runRevoke}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/** The new URL, its copy button, the secret warning and how to subscribe. */
function FeedUrl({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('calendarFeed.urlLabel')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button onClick={copy}>{copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}</Button>
          )}
        </CopyButton>
      </Group>
      <Alert color="yellow" variant="light" title={t('calendarFeed.secretTitle')}>
        {t('calendarFeed.secret')}
      </Alert>
      <Title order={3} size="h5">
        {t('calendarFeed.howTo')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('calendarFeed.outlook')}</List.Item>
        <List.Item>{t('calendarFeed.google')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('calendarFeed.refresh')}
      </Text>
    </Stack>
  );
}
