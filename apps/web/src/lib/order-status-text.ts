import { ORDER_STATUS_KEYS, ORDER_STATUSES, type OrderStatus } from '@portal/domain';

/** "A - Aprovado": the code the order grid shows and its name from the orders catalogue; an unknown code as is. */
export function orderStatusText(status: string, t: (key: string) => string): string {
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) return status;
  return `${status} - ${t(`orders.inquiry.status.${ORDER_STATUS_KEYS[status as OrderStatus]}`)}`;
}
