import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BulkAcceptConfirmDialogProps {
  opened: boolean;
  /** the orders that will be accepted (those awaiting acceptance) */
  orders: readonly { id: number }[];
  /** selected orders left out: not awaiting acceptance */
  skipped: number;
  /** the acceptance is running: the dialog stays, says so, and waits */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The single acceptance's question, asked once for the orders of a selection. */
export function BulkAcceptConfirmDialog({
  opened,
  orders,
  skipped,
  busy,
  onConfirm,
  onClose,
}: BulkAcceptConfirmDialogProps) {
  const { t } = useTranslation();
  const ids = orders.map((o) => o.id).join(', ');
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t('orders.bulkAccept.confirmTitle')}
      centered
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="sm">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('orders.bulkAccept.confirmText', { count: orders.length, ids })}
        </Text>
        {skipped > 0 && (
          <Text size="sm" c="dimmed">
            {t('orders.bulkAccept.skipped', { count: skipped })}
          </Text>
        )}
        {busy && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('orders.bulkAccept.running', { count: orders.length })}</Text>
          </Group>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          {t('orders.bulkAccept.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {t('orders.bulkAccept.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
