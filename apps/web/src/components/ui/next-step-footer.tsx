import { Group, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface NextStepFooterProps {
  /** Why the page's step cannot go on yet, shown before the buttons; null when it can. */
  hint: string | null;
  /** The buttons, handed the hint's id for the one the hint describes (undefined without a hint). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** The end of a page on the reconcile road: why it cannot go on yet, then its buttons (Skip, Next, Save). */
export function NextStepFooter({ hint, children }: NextStepFooterProps) {
  const hintId = useId();
  return (
    <Group justify="flex-end" gap="sm">
      {hint !== null && (
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
      )}
      {children(hint !== null ? hintId : undefined)}
    </Group>
  );
}
