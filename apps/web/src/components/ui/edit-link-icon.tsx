import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router';
import { LineIcon } from './line-icon';
import type { RowLink } from './row-actions';

/** A pencil: the icon of a row's edit link. */
export function PencilIcon() {
  return (
    <LineIcon size={18}>
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" strokeLinecap="round" />
    </LineIcon>
  );
}

/** An arrow into a tray: the icon of a row's download button. */
export function DownloadIcon() {
  return (
    <LineIcon size={18}>
      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

/** A list row's pencil: a link to the row's page (its address and state), named for screen readers by `label`. */
export function EditLinkIcon({ link, label }: { link: RowLink; label: string }) {
  return (
    <ActionIcon component={Link} to={link.to} state={link.state} variant="subtle" aria-label={label}>
      <PencilIcon />
    </ActionIcon>
  );
}
