import { Button, Group } from '@mantine/core';

export interface RowAction {
  /** What the button says (short: Edit, Delete). */
  label: string;
  /** What it does to which row, for screen readers ("Delete gate 3"): the row is not in the short label. */
  ariaLabel: string;
  onClick: () => void;
  /** Deleting: shown in red. */
  danger?: boolean;
}

/** The small buttons at the end of a table row, the same in every table. */
export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions
        .filter((action): action is RowAction => Boolean(action))
        .map((action) => (
          <Button
            key={action.ariaLabel}
            size="compact-sm"
            variant="subtle"
            color={action.danger ? 'red' : undefined}
            aria-label={action.ariaLabel}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
    </Group>
  );
}
