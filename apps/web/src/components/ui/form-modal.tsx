import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormModalProps {
  title: string;
  /** Viewing only: the footer offers Close and no Save. */
  readOnly?: boolean;
  /** The save is running: Save spins, Cancel waits. */
  saving: boolean;
  onClose: () => void;
  /** Save pressed (or Enter in a field): the caller checks the form and sends it. */
  onSubmit: () => void;
  /** The footer's words, already translated. */
  labels: { save: string; cancel: string; close: string };
  size?: string;
  children: ReactNode;
}

/**
 * A form in a modal with the footer every such form has: Cancel (Close when read-only) and Save. The browser's
 * own validation is off (noValidate): the caller checks with the domain's schema and shows the problems.
 */
export function FormModal({
  title,
  readOnly = false,
  saving,
  onClose,
  onSubmit,
  labels,
  size,
  children,
}: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {readOnly ? labels.close : labels.cancel}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving}>
                {labels.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
