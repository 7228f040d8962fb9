import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLeftoverItems } from '../api/get-leftover-items';
import { useSaveLeftover } from '../api/save-leftover';
import { leftoverErrorText } from '../leftover-error';
import { LeftoverForm } from './leftover-form';
import { LeftoverRecord } from './leftover-record';

interface LeftoverModalProps {
  orderId: number;
  opened: boolean;
  onClose: () => void;
}

/** Something to read only (a failure, the saved record), and Close under it. */
function WithClose({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('leftovers.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** resto/sobra of an order: the record read-only when it exists, otherwise the form to record it. */
export function LeftoverModal({ orderId, opened, onClose }: LeftoverModalProps) {
  const { t } = useTranslation();
  const items = useLeftoverItems(orderId, opened);
  const save = useSaveLeftover(orderId);

  useEffect(() => {
    if (items.isError) notifyError(leftoverErrorText(items.error));
  }, [items.isError, items.error]);

  const onSave = (itens: { id: number; qtResto: number }[]) =>
    save.mutate(
      { restoSobra: { pedidoId: orderId, itens } },
      {
        onSuccess: () => {
          notifySuccess(t('leftovers.saved'));
          onClose();
        },
        onError: (error) => notifyError(leftoverErrorText(error)),
      },
    );

  const body = () => {
    if (items.isError) {
      return (
        <WithClose onClose={onClose}>
          <Alert color="red">{leftoverErrorText(items.error)}</Alert>
        </WithClose>
      );
    }
    if (!items.data) return <Loader size="sm" aria-label={t('app.loading')} />;
    const { registro, itens } = items.data;
    if (registro) {
      return (
        <WithClose onClose={onClose}>
          <LeftoverRecord record={registro} />
        </WithClose>
      );
    }
    if (itens.length === 0) return <Text c="dimmed">{t('leftovers.noItems')}</Text>;
    return <LeftoverForm items={itens} saving={save.isPending} onSave={onSave} onCancel={onClose} />;
  };

  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('leftovers.title', { id: orderId })}>
      {opened && body()}
    </Modal>
  );
}
