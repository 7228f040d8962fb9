import type { OrderAction } from '@portal/domain';

/** The bar's actions in its two groups (left: labels and conciliation; right: load and files). */
export const LEFT_ACTIONS: readonly OrderAction[] = ['boxTag', 'priceTag', 'reconcile'];
export const RIGHT_ACTIONS: readonly OrderAction[] = ['assembleLoad', 'exportPoReport', 'importChart'];
