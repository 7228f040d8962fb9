import { PROFILE_KEYS, type ProfileKey } from './profiles';

/**
 * The role tables of both specifications (section 6 of each), as data.
 * A route is allowed when the user holds the permission named like the path without its slash;
 * action permissions gate buttons, fields and server operations.
 */
export const ROUTE_PERMISSIONS = [
  'main',
  'register',
  'load',
  'load-details',
  'scheduling',
  'reconcile',
  'conciliation-status',
  'conciliation-list',
  'conciliation-report',
  'box-tag',
  'price-tag',
  'import-chart',
  'order-options',
  'cd-list',
  'cd-details',
  'scheduling-report',
  'sustainability',
  'sustainability-status',
  'sustainability-list',
  'producer-declaration',
  'declaration-list',
  'declaration-details',
  'norm-list',
  'norm-details',
  'provider-list',
  'provider-details',
  'subcontractor-list',
  'subcontractor-details',
  'subcontractor-invoice',
  'pre-scheduling-list',
  'pre-scheduling-details',
  'pre-scheduling-report',
  'order-sample-list',
  'order-sample-details',
  'origin-certificate',
  'origin-certificate-upload',
  'idgf',
  'register-requests', // decision: Admins approve links (docs/decisions.md, issue 12)
  'dock-board', // decision: the CD's day/week board of bookings (issue 18)
] as const;

export const ACTION_PERMISSIONS = [
  'po-report',
  'aceite-pedido',
  'resto-sobra',
  'btn-conciliate-conditional',
  'cancel-conciliation',
  'admin_alter_load_permissions',
  'box-tag-admin-print',
  'admin-export-permission',
  'filter-provider',
  'filter-company',
  'edit-cd-details',
  'sustainability-add-file',
  'edit-sustainability-status',
  'edit-provider-list',
  'edit-declaration-details',
  'edit-norm-details',
  'scheduling-report-change-company',
  'pre-scheduling-report-change-company',
  'links-fornecedor',
  'calendar-feed', // decision: the bookings' calendar feed (issue 17)
  'idgf-any-supplier', // decision A34: an internal user opens any supplier's IDGF report from provider details
] as const;

export type RoutePermission = (typeof ROUTE_PERMISSIONS)[number];
export type ActionPermission = (typeof ACTION_PERMISSIONS)[number];
export type Permission = RoutePermission | ActionPermission;

export const ALL_PERMISSIONS: readonly Permission[] = [...ROUTE_PERMISSIONS, ...ACTION_PERMISSIONS];

const ALL = PROFILE_KEYS;
const ADMIN_LOGISTICA: readonly ProfileKey[] = ['admin', 'logistica'];
const ADMIN_USUARIO_LOGISTICA: readonly ProfileKey[] = ['admin', 'usuario', 'logistica'];
const ADMIN_FORNECEDOR_LOGISTICA: readonly ProfileKey[] = ['admin', 'fornecedor', 'logistica'];
const ADMIN_USUARIO_FORNECEDOR_LOGISTICA: readonly ProfileKey[] = ['admin', 'usuario', 'fornecedor', 'logistica'];
const ADMIN: readonly ProfileKey[] = ['admin'];
const INTERNAL: readonly ProfileKey[] = ['admin', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica'];

/** Who holds each permission. Entries marked "decision" are not in the spec's tables; see docs/decisions.md. */
export const PERMISSION_PROFILES: Readonly<Record<Permission, readonly ProfileKey[]>> = {
  // all six roles (spec 000 §6, spec 001 §6)
  main: ALL,
  register: ALL,
  load: ALL,
  'load-details': ALL,
  scheduling: ALL,
  reconcile: ALL,
  'conciliation-status': ALL,
  'box-tag': ALL,
  'price-tag': ALL,
  'order-options': ALL,
  'po-report': ALL,
  sustainability: ALL,
  'producer-declaration': ALL,
  'subcontractor-invoice': ALL,
  // Admin and Logistica
  'conciliation-list': ADMIN_LOGISTICA,
  'conciliation-report': ADMIN_LOGISTICA,
  'box-tag-admin-print': ADMIN_LOGISTICA,
  admin_alter_load_permissions: ADMIN_LOGISTICA,
  'provider-list': ADMIN_LOGISTICA,
  'provider-details': ADMIN_LOGISTICA,
  'subcontractor-list': ADMIN_LOGISTICA,
  'subcontractor-details': ADMIN_LOGISTICA,
  'norm-details': ADMIN_LOGISTICA,
  'declaration-details': ADMIN_LOGISTICA,
  'order-sample-list': ADMIN_LOGISTICA,
  'order-sample-details': ADMIN_LOGISTICA,
  'edit-cd-details': ADMIN_LOGISTICA, // decision: CD maintenance by internal admin and logistics
  'scheduling-report-change-company': ADMIN_LOGISTICA, // decision
  // Admin, Usuario, Logistica
  'scheduling-report': ADMIN_USUARIO_LOGISTICA,
  'declaration-list': ADMIN_USUARIO_LOGISTICA,
  'norm-list': ADMIN_USUARIO_LOGISTICA,
  'sustainability-list': ADMIN_USUARIO_LOGISTICA,
  'sustainability-status': ADMIN_USUARIO_LOGISTICA, // opened from the sustainability list
  // decision A5: suppliers upload and see their own origin certificates (001 §1) besides the role table's three
  'origin-certificate': ADMIN_USUARIO_FORNECEDOR_LOGISTICA,
  'origin-certificate-upload': ADMIN_USUARIO_FORNECEDOR_LOGISTICA,
  // Admin, Fornecedor, Logistica
  'aceite-pedido': ADMIN_FORNECEDOR_LOGISTICA,
  'sustainability-add-file': ADMIN_FORNECEDOR_LOGISTICA,
  'filter-company': ADMIN_FORNECEDOR_LOGISTICA,
  // Admin only
  'edit-declaration-details': ADMIN,
  'edit-sustainability-status': ADMIN,
  'edit-norm-details': ADMIN,
  'edit-provider-list': ADMIN,
  'pre-scheduling-list': ADMIN,
  'pre-scheduling-details': ADMIN,
  'pre-scheduling-report': ADMIN,
  'pre-scheduling-report-change-company': ADMIN,
  'admin-export-permission': ADMIN,
  'register-requests': ADMIN, // decision: a first link is a request an Admin approves
  // others
  'resto-sobra': ['admin', 'fornecedor'], // decision: suppliers register leftovers, admins on their behalf
  'import-chart': ['youcom-usuario'],
  'cancel-conciliation': ['admin', 'camicado-usuario'],
  'btn-conciliate-conditional': ['admin', 'usuario', 'youcom-usuario', 'camicado-usuario'],
  'cd-list': INTERNAL,
  'cd-details': ['admin', 'usuario', 'youcom-usuario', 'logistica'],
  'filter-provider': INTERNAL,
  idgf: ['fornecedor'],
  'links-fornecedor': ['fornecedor'],
  // decision (issue 17): those who book; an Admin's feed would be every CD's bookings (docs/decisions.md)
  'calendar-feed': ['fornecedor', 'logistica'],
  'idgf-any-supplier': ADMIN, // decision A34 (docs/decisions.md "IDGF")
  'dock-board': ADMIN_LOGISTICA, // decision (issue 18): the CD's side of the bookings
};

/** Permission keys of a profile, in catalogue order. */
export function permissionsOf(profile: ProfileKey): Permission[] {
  return ALL_PERMISSIONS.filter((p) => PERMISSION_PROFILES[p].includes(profile));
}

export function hasPermission(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}

/** The permission that guards a path such as "/load-details" (the path without its slash). */
export function routePermission(path: string): RoutePermission | undefined {
  const key = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return (ROUTE_PERMISSIONS as readonly string[]).includes(key) ? (key as RoutePermission) : undefined;
}
