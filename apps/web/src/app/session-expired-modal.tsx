import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acknowledgeSessionExpired, onSessionExpired, sessionExpiredPending } from '../lib/session-events';
import { rememberedLocation } from '../lib/storage';

/** The alert of the 401 flow: the session expired; OK leads to /login (the page is remembered). */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // an expiry announced before this alert mounted still shows it
  const [opened, setOpened] = useState(sessionExpiredPending);

  useEffect(() => onSessionExpired(() => setOpened(true)), []);

  const confirm = () => {
    acknowledgeSessionExpired();
    setOpened(false);
    void navigate('/login', { replace: true, state: { from: rememberedLocation() } });
  };

  return (
    <Modal
      opened={opened}
      onClose={confirm}
      title={t('session.expiredTitle')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      radius="md"
      styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-red-light-color)' } }}
    >
      <Text role="alert">{t('sessionExpired', { ns: 'errors' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={confirm} data-autofocus>
          {t('session.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
