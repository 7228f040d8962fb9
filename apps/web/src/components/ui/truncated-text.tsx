import { Tooltip, VisuallyHidden } from '@mantine/core';
import { truncateText } from '@portal/domain';

/**
 * A table text cut to `max` characters (spec 000 §2 and §9, spec 001 §9: each list says how many); when cut, the
 * full text shows in a tooltip on hover, touch or keyboard focus, and screen readers read the full text.
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
