import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenFromList } from '../../lib/list-return';

export interface RowAction {
  /** What the button says (short: Edit, Delete). */
  label: string;
  /** What it does to which row, for screen readers ("Delete gate 3"): the row is not in the short label. */
  ariaLabel: string;
  onClick: () => void;
  /** Deleting: shown in red. */
  danger?: boolean;
  /** Its work is running (a download): a spinner in place of the label. */
  loading?: boolean;
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
            loading={action.loading}
            aria-label={action.ariaLabel}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
    </Group>
  );
}

/** A list row's details page: its address, and the state naming the row (`{ idFornecedor: … }`). */
export interface RowLink {
  to: string;
  state: Record<string, unknown>;
}

/**
 * A register list's last cell: the button to the row's details page, worded by `<texts>` and `<texts>Label`
 * ({{name}}, the row's name); the list's address goes along for the page's Back.
 */
export function OpenRowCell({ texts, name, link }: { texts: string; name: string; link: RowLink }) {
  const { t } = useTranslation();
  const open = useOpenFromList();
  return (
    <Table.Td>
      <RowActions
        actions={[
          { label: t(texts), ariaLabel: t(`${texts}Label`, { name }), onClick: () => open(link.to, link.state) },
        ]}
      />
    </Table.Td>
  );
}
