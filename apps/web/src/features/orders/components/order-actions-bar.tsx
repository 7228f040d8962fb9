import { Button, Group, Kbd, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { availableOrderActions, type OrderAction } from '@portal/domain';
import { Fragment, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../api/order-row';
import { LEFT_ACTIONS, RIGHT_ACTIONS } from '../model/action-groups';
import { ACTIONS_SHORTCUT, ACTIONS_SHORTCUT_KEYS, useActionsShortcut } from '../hooks/use-actions-shortcut';
import { OrderActionsMenu } from './order-actions-menu';
import classes from './order-actions-bar.module.css';

export interface OrderActionsBarProps {
  selected: readonly OrderRow[];
  permissions: readonly string[];
  onAction: (action: OrderAction) => void;
  /** the action running now (the PO report download), shown as loading */
  busy?: OrderAction | null;
  /** further buttons, shown beside the actions in the wide and the compact bar alike */
  children?: ReactNode;
}

/** Below this width the bar is one line: the count and a menu of the actions (issue 18: it took 30 % of a phone). */
/** Below this width the bar is one line: the count and a menu (bulk acceptance shortens its label to fit). */
export const COMPACT_BAR = '(max-width: 48em)';

interface ActionButtonProps {
  action: OrderAction;
  check: ReturnType<typeof availableOrderActions>[OrderAction];
  busy: boolean;
  onAction: (action: OrderAction) => void;
}

function ActionButton({ action, check, busy, onAction }: ActionButtonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = check.allowed ? null : t(`orders.inquiry.actions.reasons.${check.reason}`);
  const click = (event: MouseEvent) => {
    // stays focusable when blocked, so keyboard users reach the tooltip that explains why
    if (!check.allowed) {
      event.preventDefault();
      return;
    }
    onAction(action);
  };
  return (
    <>
      <Tooltip label={reason} disabled={check.allowed} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant={check.allowed ? 'filled' : 'default'}
          data-disabled={check.allowed ? undefined : true}
          aria-disabled={check.allowed ? undefined : true}
          aria-describedby={reason ? reasonId : undefined}
          loading={busy}
          px={12}
          onClick={click}
        >
          {t(`orders.inquiry.actions.${action}`)}
        </Button>
      </Tooltip>
      {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}

/** The shortcut as keys, with its meaning for screen readers (the bar also carries aria-keyshortcuts). */
function ShortcutHint() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" className={classes.hint}>
      <span className={classes.hintLabel}>{t('orders.inquiry.actions.shortcut')} </span>
      {ACTIONS_SHORTCUT_KEYS.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && <span aria-hidden="true">+</span>}
          <Kbd size="xs">{key}</Kbd>
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * The bottom bar of /main, a named landmark reached from anywhere by Alt+Shift+A: each action is enabled exactly by
 * availableOrderActions (the same rule the server applies), and a blocked one says why.
 */
export function OrderActionsBar({ children, ...props }: OrderActionsBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useActionsShortcut(bar);
  const compact = useMediaQuery(COMPACT_BAR, false, { getInitialValueInEffect: false });
  const checks = availableOrderActions(props.selected, props.permissions);
  const button = (action: OrderAction) => (
    <ActionButton
      key={action}
      action={action}
      check={checks[action]}
      busy={props.busy === action}
      onAction={props.onAction}
    />
  );
  return (
    <Paper
      ref={bar}
      withBorder
      p={compact ? 'xs' : 'sm'}
      radius="md"
      className={classes.bar}
      component="section"
      id="order-actions"
      tabIndex={-1}
      aria-label={t('orders.inquiry.actions.title')}
      aria-keyshortcuts={ACTIONS_SHORTCUT}
    >
      {compact ? (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" truncate="end">
            {t('orders.inquiry.actions.selectedCount', { count: props.selected.length })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {/* the menu first: the shortcut lands on it, the bar's usual actions */}
            <OrderActionsMenu checks={checks} busy={props.busy ?? null} onAction={props.onAction} />
            {children}
          </Group>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {LEFT_ACTIONS.map(button)}
            {children}
          </Group>
          <Group gap="sm">
            {RIGHT_ACTIONS.map(button)}
            <ShortcutHint />
          </Group>
        </Group>
      )}
    </Paper>
  );
}
