import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** the confirmed action is running: both buttons wait and the modal stays open */
  busy: boolean;
  /** a deletion: the confirm button is red */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change that cannot be undone (Escape and the cancel button say no). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.busy ? () => undefined : props.onClose} title={props.title} centered>
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* focus starts on the safe answer: Enter does not confirm by accident */}
        <Button variant="default" onClick={props.onClose} disabled={props.busy} data-autofocus>
          {props.cancelLabel}
        </Button>
        <Button color={props.danger ? 'red.9' : undefined} onClick={props.onConfirm} loading={props.busy}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
