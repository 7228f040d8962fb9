import { Button, Group, Modal, Text } from '@mantine/core';
import { canAcceptOrder, type OrderStatus } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccessCode } from '../../../../lib/api-client';
import { useAcceptOrder } from '../api/accept-order';

interface AcceptOrderProps {
  orderId: number;
  status: OrderStatus;
  permissions: readonly string[];
  /** The order's details are loaded (the button waits for them). */
  loaded: boolean;
  /** Reloads the order after the acceptance. */
  reload: () => Promise<unknown>;
}

const AWAITING = new Set<OrderStatus>(['N', 'M']);

/** Confirm awareness of a new or modified order, with the reminder shown once after it loads. */
export function AcceptOrder({ orderId, status, permissions, loaded, reload }: AcceptOrderProps) {
  const { t } = useTranslation();
  const accept = useAcceptOrder();
  const [confirming, setConfirming] = useState(false);
  const [reminder, setReminder] = useState(false);
  const reminded = useRef<number | null>(null);
  const awaiting = AWAITING.has(status);

  useEffect(() => {
    if (loaded && awaiting && reminded.current !== orderId) {
      reminded.current = orderId;
      setReminder(true);
    }
  }, [loaded, awaiting, orderId]);

  if (!awaiting) return null;

  const confirm = () =>
    accept.mutate(String(orderId), {
      onSuccess: async (answer) => {
        setConfirming(false);
        if (answer !== 'OK') return;
        await reload();
        notifySuccessCode('orderAccepted');
      },
    });

  return (
    <>
      <Button onClick={() => setConfirming(true)} disabled={!loaded || !canAcceptOrder(status, permissions)}>
        {t('orders.options.accept.button')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('orders.options.accept.confirmTitle')}>
        <Text>{t('orders.options.accept.confirmText', { id: orderId })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={accept.isPending}>
            {t('orders.options.cancel')}
          </Button>
          <Button onClick={confirm} loading={accept.isPending}>
            {t('orders.options.accept.confirm')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={reminder} onClose={() => setReminder(false)} title={t('orders.options.accept.reminderTitle')}>
        <Text>
          {t(status === 'N' ? 'orders.options.accept.reminderNew' : 'orders.options.accept.reminderModified')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setReminder(false)}>{t('orders.options.accept.reminderOk')}</Button>
        </Group>
      </Modal>
    </>
  );
}
