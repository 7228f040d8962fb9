import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirmed action is running: both buttons wait */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change that cannot be undone (Escape and the cancel button say no). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.busy ? () => undefined : props.onClose} title={props.title}>
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* focus starts on the safe answer: Enter does not delete by accident */}
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
