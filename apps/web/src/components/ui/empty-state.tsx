import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

/** The pictures an empty state may carry: nothing chosen yet, nothing found, nothing there. */
export type EmptyStateIcon = 'pick' | 'search' | 'empty';

const PATHS: Record<EmptyStateIcon, string> = {
  // a pointer: choose something first
  pick: 'M5 3l12 9-5.5 1.2L15 20l-2.6 1.2-3-6.6L5 18z',
  // a magnifier: a search found nothing
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm4.8 11.3L20 20',
  // an open tray: a list with no rows
  empty: 'M3 13l3-8h12l3 8v6H3zm0 0h5l1.5 2h5L16 13h5',
};

/** A way out of the empty state: a link (another page) or a button (an action here). */
export type EmptyStateAction =
  { label: string; to: string; state?: unknown; onClick?: never } | { label: string; onClick: () => void; to?: never };

export interface EmptyStateProps {
  title: string;
  /** What this means and how to get what is missing. */
  text?: string;
  icon?: EmptyStateIcon;
  /** The way out; a page without one leaves the user stuck (/cd-details had none). */
  action?: EmptyStateAction;
  /** A second, quieter way out (e.g. back to the list). */
  secondary?: EmptyStateAction;
  /** Heading level: 2 under the page's own title (the usual), 3 inside a section; compact has no heading. */
  order?: 2 | 3;
  /** Inside a list or a panel: smaller, no frame and no heading of its own. */
  compact?: boolean;
  children?: ReactNode;
  /** alert: something went wrong (not found); the usual empty state needs none. */
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

function ActionButton({ action, variant }: { action: EmptyStateAction; variant: 'filled' | 'default' }) {
  if (action.to !== undefined)
    return (
      <Button component={Link} to={action.to} state={action.state} variant={variant}>
        {action.label}
      </Button>
    );
  return (
    <Button variant={variant} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

/**
 * One look for "nothing here": nothing chosen (a page opened without its order, load or CD), nothing found, a
 * list with no rows. Always says what happened and, where there is one, offers the way out.
 */
export function EmptyState(props: EmptyStateProps) {
  const { title, text, icon = 'pick', action, secondary, order = 2, compact = false, children } = props;
  const body = (
    <Stack gap="sm" align="center" ta="center" data-testid={props['data-testid']}>
      <ThemeIcon variant="light" color="gray" size={compact ? 40 : 56} radius="xl" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="60%"
          height="60%"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
          strokeLinecap="round"
        >
          <path d={PATHS[icon]} />
        </svg>
      </ThemeIcon>
      {compact ? (
        // inside a list or a panel the message is not a section of its own: no heading
        <Text fw={600}>{title}</Text>
      ) : (
        <Title order={order} size="h4">
          {title}
        </Title>
      )}
      {text && (
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
      )}
      {children}
      {(action || secondary) && (
        <Group gap="sm" justify="center">
          {action && <ActionButton action={action} variant="filled" />}
          {secondary && <ActionButton action={secondary} variant="default" />}
        </Group>
      )}
    </Stack>
  );
  if (compact)
    return (
      <div role={props.role} style={{ padding: 'var(--mantine-spacing-md) 0' }}>
        {body}
      </div>
    );
  return (
    <Paper withBorder radius="md" p="xl" maw={640} w="100%" role={props.role}>
      {body}
    </Paper>
  );
}

export interface MissingIdStateProps {
  /** From pageIdFrom: nothing given, or something given that is not an id. */
  problem: 'missing' | 'invalid';
  /** The area's "no order/load chosen" title, text and way to find one. */
  title: string;
  text: string;
  action: EmptyStateAction;
  'data-testid'?: string;
}

/**
 * A page opened without a usable id (spec: each order, load or CD page needs one). Every such page shows this,
 * so the case looks the same everywhere: a wrong address says so, then how to get here, then the way there.
 */
export function MissingIdState({ problem, title, text, action, ...rest }: MissingIdStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="pick"
      title={problem === 'invalid' ? t('app.invalidId') : title}
      text={text}
      action={action}
      data-testid={rest['data-testid']}
    />
  );
}

/** A details page opened with something that is not an id: its title, then MissingIdState with the way back. */
export function InvalidIdPage({ title, text, action }: { title: string; text: string; action: EmptyStateAction }) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <MissingIdState problem="invalid" title="" text={text} action={action} />
    </Stack>
  );
}
