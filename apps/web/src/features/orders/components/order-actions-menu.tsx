import { Button, Menu, Text } from '@mantine/core';
import type { availableOrderActions, OrderAction } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { LEFT_ACTIONS, RIGHT_ACTIONS } from '../model/action-groups';

interface OrderActionsMenuProps {
  checks: ReturnType<typeof availableOrderActions>;
  busy: OrderAction | null;
  onAction: (action: OrderAction) => void;
}

/**
 * The compact bar's actions (small screens): one menu, each blocked entry reachable and saying why underneath,
 * since a phone has no hover tooltip.
 */
export function OrderActionsMenu({ checks, busy, onAction }: OrderActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="top-end" shadow="md" width={280} withinPortal returnFocus>
      <Menu.Target>
        <Button loading={busy !== null} rightSection={<span aria-hidden="true">▴</span>}>
          {t('orders.inquiry.actions.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {[...LEFT_ACTIONS, ...RIGHT_ACTIONS].map((action) => {
          const check = checks[action];
          return (
            <Menu.Item
              key={action}
              aria-disabled={check.allowed ? undefined : true}
              c={check.allowed ? undefined : 'dimmed'}
              closeMenuOnClick={check.allowed}
              onClick={() => check.allowed && onAction(action)}
            >
              {t(`orders.inquiry.actions.${action}`)}
              {!check.allowed && (
                <Text size="xs" c="dimmed">
                  {t(`orders.inquiry.actions.reasons.${check.reason}`)}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
