/** Order statuses of spec 000 §4 (their names in three languages: order-status-names.ts). */
export const ORDER_STATUSES = ['A', 'W', 'S', 'C', 'D', 'I', 'N', 'M'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_NATURES = ['Normal', 'Amostra', 'Importado', 'Bonificado MKT', 'Bonificado Compras'] as const;
export type OrderNature = (typeof ORDER_NATURES)[number];

export const SUSTAINABILITY_KINDS = ['BCI', 'OUTROS', 'NENHUM'] as const;
export type SustainabilityKind = (typeof SUSTAINABILITY_KINDS)[number];

/** utilCode 1109 means import on account and order. */
export const UTIL_CODE_IMPORT_ON_ACCOUNT = '1109';
