import { Tooltip, VisuallyHidden } from '@mantine/core';
import { truncateText } from '@portal/domain';

/**
 * A table text cut to `max` characters (the specs' truncation limits: grid columns, gate names, reasons, provider
 * names); when cut, the full text shows in a tooltip on hover, keyboard focus or touch, and screen readers read the
 * full text.
 */
export function TruncatedText({ text, max }: { text: string | null | undefined; max: number }) {
  const full = text ?? '';
  const short = truncateText(full, max);
  if (short === full) return <>{full}</>;
  return (
    <Tooltip
      label={full}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      multiline
      maw={420}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      <span tabIndex={0} data-full-text={full}>
        <span aria-hidden="true">{short}</span>
        <VisuallyHidden>{full}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
