import { LineIcon } from '../../../components/ui/line-icon';

/** A small warning triangle beside a marked quantity (decorative: the message says it in words). */
export function WarningIcon({ size = 16 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <line x1="12" y1="9" x2="12" y2="13" />
      <line x1="12" y1="17" x2="12.01" y2="17" />
    </LineIcon>
  );
}
