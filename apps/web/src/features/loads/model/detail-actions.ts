import { canChangeBooking, hasPermission, loadActions, type LoadDetailDto } from '@portal/domain';
import { isScheduled } from './format';

export type LoadActionKey = 'add' | 'remove' | 'delete' | 'schedule' | 'updateSchedule' | 'cancelSchedule';

/** Why an action is blocked: keys of loads.details.reasons. */
export type BlockReason =
  'delivered' | 'cancelled' | 'notApproved' | 'empty' | 'selectOrders' | 'keepOne' | 'notice' | 'deleteNotice';

export type ActionAvailability = { allowed: true } | { allowed: false; reason: BlockReason };

export interface DetailActionsInput {
  load: Pick<LoadDetailDto, 'pedidos' | 'portao' | 'dtEntrega'>;
  permissions: readonly string[];
  /** orders ticked in the table (remove acts on them) */
  selected: number;
  /** today in São Paulo, YYYY-MM-DD */
  today: string;
}

const ALLOWED: ActionAvailability = { allowed: true };
const blocked = (reason: BlockReason): ActionAvailability => ({ allowed: false, reason });

/**
 * The actions /load-details shows, each allowed or blocked with its reason. The order rules are
 * loadActions of @portal/domain (the server's own); the schedule actions need the `scheduling`
 * permission, and changing or cancelling a booking (deleting a scheduled load cancels it) needs 2 days
 * of notice unless the user may alter loads (admin_alter_load_permissions), as the server's
 * scheduling014 says. Removing every order is refused: the load is deleted instead.
 */
export function detailActions({
  load,
  permissions,
  selected,
  today,
}: DetailActionsInput): Partial<Record<LoadActionKey, ActionAvailability>> {
  const statuses = load.pedidos.map((p) => p.status);
  const scheduled = isScheduled(load);
  const rules = loadActions({ statuses, scheduled });
  const delivered = statuses.includes('D');
  // the server's notice rule for changing or dropping a booking (scheduling014)
  const exempt = hasPermission(permissions, 'admin_alter_load_permissions');
  const inTime = !scheduled || canChangeBooking(load.dtEntrega ?? '', today, exempt);

  let remove: ActionAvailability = ALLOWED;
  if (!rules.remove) remove = blocked('delivered');
  else if (selected === 0) remove = blocked('selectOrders');
  // a load keeps at least one order: emptying it is deleting it
  else if (selected >= load.pedidos.length) remove = blocked('keepOne');

  const actions: Partial<Record<LoadActionKey, ActionAvailability>> = {
    add: rules.add ? ALLOWED : blocked(delivered ? 'delivered' : 'cancelled'),
    remove,
    delete: !rules.delete ? blocked('delivered') : inTime ? ALLOWED : blocked('deleteNotice'),
  };
  if (!hasPermission(permissions, 'scheduling')) return actions;

  const scheduleRule = rules.schedule ? ALLOWED : blocked(statuses.length === 0 ? 'empty' : 'notApproved');
  if (!scheduled) return { ...actions, schedule: scheduleRule };

  const change = !scheduleRule.allowed ? scheduleRule : inTime ? ALLOWED : blocked('notice');
  return { ...actions, updateSchedule: change, cancelSchedule: change };
}
