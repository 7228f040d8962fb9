import type { RoutePermission } from './permissions';

export interface MenuItem {
  route: RoutePermission;
  /** i18n key under "menu". */
  labelKey: string;
  group: 'orders' | 'logistics' | 'compliance' | 'registry' | 'reports' | 'bi';
}

/** Side-menu entries; each is shown only to users holding the permission named like its route. */
export const MENU: readonly MenuItem[] = [
  { route: 'main', labelKey: 'menu.main', group: 'orders' },
  { route: 'load', labelKey: 'menu.load', group: 'orders' },
  { route: 'conciliation-list', labelKey: 'menu.conciliationList', group: 'orders' },
  { route: 'dock-board', labelKey: 'menu.dockBoard', group: 'logistics' },
  { route: 'cd-list', labelKey: 'menu.cdList', group: 'logistics' },
  { route: 'sustainability-list', labelKey: 'menu.sustainabilityList', group: 'compliance' },
  { route: 'declaration-list', labelKey: 'menu.declarationList', group: 'compliance' },
  { route: 'origin-certificate', labelKey: 'menu.originCertificate', group: 'compliance' },
  { route: 'norm-list', labelKey: 'menu.normList', group: 'compliance' },
  { route: 'provider-list', labelKey: 'menu.providerList', group: 'registry' },
  { route: 'subcontractor-list', labelKey: 'menu.subcontractorList', group: 'registry' },
  { route: 'order-sample-list', labelKey: 'menu.orderSampleList', group: 'registry' },
  { route: 'register-requests', labelKey: 'menu.registerRequests', group: 'registry' },
  { route: 'conciliation-report', labelKey: 'menu.conciliationReport', group: 'reports' },
  { route: 'scheduling-report', labelKey: 'menu.schedulingReport', group: 'reports' },
  { route: 'pre-scheduling-report', labelKey: 'menu.preSchedulingReport', group: 'reports' },
  { route: 'idgf', labelKey: 'menu.idgf', group: 'bi' },
];

export function menuFor(permissions: readonly string[]): MenuItem[] {
  return MENU.filter((item) => permissions.includes(item.route));
}
