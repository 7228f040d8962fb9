import { Button, Group, Paper, Tooltip, VisuallyHidden } from '@mantine/core';
import { availableOrderActions, type OrderAction } from '@portal/domain';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../api/order-row';
import { BulkAcceptButton } from './bulk-accept-button';

interface OrderActionsBarProps {
  selected: readonly OrderRow[];
  permissions: readonly string[];
  onAction: (action: OrderAction) => void;
  /** the action running now (the PO report download), shown as loading */
  busy?: OrderAction | null;
}

const LEFT: readonly OrderAction[] = ['boxTag', 'priceTag', 'reconcile'];
const RIGHT: readonly OrderAction[] = ['assembleLoad', 'exportPoReport', 'importChart'];

function ActionButton({ action, ...props }: OrderActionsBarProps & { action: OrderAction }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const check = availableOrderActions(props.selected, props.permissions)[action];
  const reason = check.allowed ? null : t(`orders.inquiry.actions.reasons.${check.reason}`);
  const click = (event: MouseEvent) => {
    // stays focusable when blocked, so keyboard users reach the tooltip that explains why
    if (!check.allowed) {
      event.preventDefault();
      return;
    }
    props.onAction(action);
  };
  return (
    <>
      <Tooltip label={reason} disabled={check.allowed} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant={check.allowed ? 'filled' : 'default'}
          data-disabled={check.allowed ? undefined : true}
          aria-disabled={check.allowed ? undefined : true}
          aria-describedby={reason ? reasonId : undefined}
          loading={props.busy === action}
          onClick={click}
        >
          {t(`orders.inquiry.actions.${action}`)}
        </Button>
      </Tooltip>
      {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}

/**
 * The bottom bar of /main: each button is enabled exactly by availableOrderActions (the same rule
 * the server applies), and a blocked one says why.
 */
export function OrderActionsBar(props: OrderActionsBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 2 }}
      component="section"
      aria-label={t('orders.inquiry.actions.title')}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <BulkAcceptButton selected={props.selected} permissions={props.permissions} />
          {LEFT.map((a) => (
            <ActionButton key={a} action={a} {...props} />
          ))}
        </Group>
        <Group gap="sm">
          {RIGHT.map((a) => (
            <ActionButton key={a} action={a} {...props} />
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
