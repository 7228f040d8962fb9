import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId, type MouseEvent } from 'react';

interface ActionButtonProps extends ButtonProps {
  label: string;
  /** why the action is blocked; null when it is allowed */
  reason: string | null;
  onClick: () => void;
}

/**
 * A button that stays focusable when blocked (aria-disabled), so keyboard and screen-reader users reach
 * the reason: shown as a tooltip on hover or focus and read as the button's description.
 */
export function ActionButton({ label, reason, onClick, variant, ...props }: ActionButtonProps) {
  const reasonId = useId();
  const blocked = reason !== null;
  const click = (event: MouseEvent) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick();
  };
  return (
    <>
      <Tooltip
        label={reason}
        disabled={!blocked}
        withArrow
        multiline
        maw={280}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          {...props}
          variant={blocked ? 'default' : variant}
          data-disabled={blocked || undefined}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={click}
        >
          {label}
        </Button>
      </Tooltip>
      {blocked && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}
