import { describe, expect, it } from 'vitest';
import { menuFor, MENU } from './menu';
import {
  ACTION_PERMISSIONS,
  ALL_PERMISSIONS,
  PERMISSION_PROFILES,
  permissionsOf,
  routePermission,
  ROUTE_PERMISSIONS,
} from './permissions';
import { PROFILE_KEYS, type ProfileKey } from './profiles';

/** The role tables of spec 000 §6 and spec 001 §6, written out independently of the data under test. */
const SPEC: [permission: string, profiles: ProfileKey[]][] = [
  ['main', ['admin', 'fornecedor', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica']],
  ['reconcile', ['admin', 'fornecedor', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica']],
  ['order-options', ['admin', 'fornecedor', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica']],
  ['subcontractor-invoice', ['admin', 'fornecedor', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica']],
  ['conciliation-report', ['admin', 'logistica']],
  ['conciliation-list', ['admin', 'logistica']],
  ['box-tag-admin-print', ['admin', 'logistica']],
  ['admin_alter_load_permissions', ['admin', 'logistica']],
  ['scheduling-report', ['admin', 'usuario', 'logistica']],
  ['import-chart', ['youcom-usuario']],
  ['cancel-conciliation', ['admin', 'camicado-usuario']],
  ['aceite-pedido', ['admin', 'fornecedor', 'logistica']],
  ['cd-list', ['admin', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica']],
  ['filter-provider', ['admin', 'usuario', 'youcom-usuario', 'camicado-usuario', 'logistica']],
  ['filter-company', ['admin', 'fornecedor', 'logistica']],
  ['btn-conciliate-conditional', ['admin', 'usuario', 'youcom-usuario', 'camicado-usuario']],
  ['provider-list', ['admin', 'logistica']],
  ['subcontractor-details', ['admin', 'logistica']],
  ['order-sample-list', ['admin', 'logistica']],
  ['edit-declaration-details', ['admin']],
  ['edit-sustainability-status', ['admin']],
  ['edit-norm-details', ['admin']],
  ['edit-provider-list', ['admin']],
  ['pre-scheduling-list', ['admin']],
  ['pre-scheduling-report', ['admin']],
  ['declaration-list', ['admin', 'usuario', 'logistica']],
  ['norm-list', ['admin', 'usuario', 'logistica']],
  ['sustainability-list', ['admin', 'usuario', 'logistica']],
  ['origin-certificate', ['admin', 'usuario', 'fornecedor', 'logistica']],
  ['origin-certificate-upload', ['admin', 'usuario', 'fornecedor', 'logistica']],
  ['sustainability-add-file', ['admin', 'fornecedor', 'logistica']],
  ['idgf', ['fornecedor']],
  ['links-fornecedor', ['fornecedor']],
  ['idgf-any-supplier', ['admin']],
  ['dock-board', ['admin', 'logistica']],
];

describe('permission matrix', () => {
  it.each(SPEC)('%s is held exactly by %j', (permission, profiles) => {
    for (const profile of PROFILE_KEYS) {
      expect(permissionsOf(profile).includes(permission as never), `${profile} / ${permission}`).toBe(
        profiles.includes(profile),
      );
    }
  });

  it('CD details exclude Camicado (and suppliers, who have no CD list)', () => {
    expect(PERMISSION_PROFILES['cd-details']).not.toContain('camicado-usuario');
    expect(PERMISSION_PROFILES['cd-details']).not.toContain('fornecedor');
  });

  it('every permission names at least one known profile and no key is duplicated', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const p of ALL_PERMISSIONS) {
      expect(PERMISSION_PROFILES[p].length).toBeGreaterThan(0);
      for (const profile of PERMISSION_PROFILES[p]) expect(PROFILE_KEYS).toContain(profile);
    }
  });

  it('route permissions are named like their paths', () => {
    for (const route of ROUTE_PERMISSIONS) expect(routePermission(`/${route}`)).toBe(route);
    expect(routePermission('/load-details?id=3')).toBe('load-details');
    expect(routePermission('/nowhere')).toBeUndefined();
    expect(ACTION_PERMISSIONS.every((a) => routePermission(`/${a}`) === undefined)).toBe(true);
  });
});

describe('menu', () => {
  it('only lists routes', () => {
    for (const item of MENU) expect(ROUTE_PERMISSIONS).toContain(item.route);
  });

  it('shows each profile exactly the entries it may open', () => {
    for (const profile of PROFILE_KEYS) {
      const permissions = permissionsOf(profile);
      const visible = menuFor(permissions).map((i) => i.route);
      expect(visible).toEqual(MENU.filter((i) => permissions.includes(i.route)).map((i) => i.route));
    }
    expect(menuFor(permissionsOf('fornecedor')).map((i) => i.route)).toEqual([
      'main',
      'load',
      'origin-certificate',
      'idgf',
    ]);
    expect(menuFor(permissionsOf('youcom-usuario')).map((i) => i.route)).toEqual(['main', 'load', 'cd-list']);
  });
});
