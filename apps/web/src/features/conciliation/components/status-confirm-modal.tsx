import { Button, Group, Modal, Text } from '@mantine/core';

interface StatusConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change that cannot be undone; focus starts on the safe answer. */
export function StatusConfirmModal(props: StatusConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.busy ? () => undefined : props.onClose} title={props.title}>
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={props.busy} data-autofocus>
          {props.cancelLabel}
        </Button>
        <Button onClick={props.onConfirm} loading={props.busy}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
