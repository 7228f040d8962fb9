import { Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionAvailability, LoadActionKey } from '../model/detail-actions';
import { ActionButton } from '../../../components/ui/action-button';

interface LoadActionsBarProps {
  actions: Partial<Record<LoadActionKey, ActionAvailability>>;
  /** an action is running: every button waits */
  busy: boolean;
  onAction: (action: LoadActionKey) => void;
}

const ORDER_ACTIONS: readonly LoadActionKey[] = ['add', 'remove', 'delete'];
const SCHEDULE_ACTIONS: readonly LoadActionKey[] = ['schedule', 'updateSchedule', 'cancelSchedule'];
const VARIANT: Record<LoadActionKey, 'filled' | 'light' | 'outline'> = {
  add: 'filled',
  remove: 'outline',
  delete: 'outline',
  schedule: 'filled',
  updateSchedule: 'filled',
  cancelSchedule: 'outline',
};

/** The load's actions; the ones its state blocks stay visible and say why. */
export function LoadActionsBar({ actions, busy, onAction }: LoadActionsBarProps) {
  const { t } = useTranslation();
  const button = (key: LoadActionKey) => {
    const availability = actions[key];
    if (!availability) return null;
    return (
      <ActionButton
        key={key}
        label={t(`loads.details.actions.${key}`)}
        reason={availability.allowed ? null : t(`loads.details.reasons.${availability.reason}`)}
        variant={VARIANT[key]}
        disabled={busy}
        onClick={() => onAction(key)}
      />
    );
  };
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('loads.details.actions.title')}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">{ORDER_ACTIONS.map(button)}</Group>
        <Group gap="sm">{SCHEDULE_ACTIONS.map(button)}</Group>
      </Group>
    </Paper>
  );
}
