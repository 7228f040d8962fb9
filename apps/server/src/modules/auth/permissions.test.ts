import {
  ACTION_PERMISSIONS,
  PERMISSION_PROFILES,
  PROFILE_KEYS,
  ROUTE_PERMISSIONS,
  permissionsOf,
  profileByKey,
  type Permission,
  type ProfileKey,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID } from '../../db/seed/index';
import {
  assertPermission,
  requireAnyPermission,
  requirePermission,
  supplierScope,
  type AuthUser,
} from '../../platform/auth';

/** The demo user holding each of the six profiles. */
const USER_OF: Record<ProfileKey, string> = {
  admin: 'admin',
  fornecedor: 'fornecedor',
  usuario: 'usuario',
  'youcom-usuario': 'youcom',
  'camicado-usuario': 'camicado',
  logistica: 'logistica',
};

const PERMISSIONS: readonly Permission[] = [...ROUTE_PERMISSIONS, ...ACTION_PERMISSIONS];

/** Every (profile, permission) pair with the answer PERMISSION_PROFILES says it must get. */
const CASES = PROFILE_KEYS.flatMap((profile) =>
  PERMISSIONS.map((permission) => ({
    profile,
    permission,
    status: PERMISSION_PROFILES[permission].includes(profile) ? 200 : 403,
  })),
);

let t: TestApp;
const tokens = new Map<ProfileKey, string>();

beforeAll(async () => {
  t = await createTestApp();
  // one tiny test-only route per permission, guarded exactly as the areas' routes are
  for (const permission of PERMISSIONS) {
    t.app.get(`/api/test/permission/${permission}`, { preHandler: requirePermission(permission) }, async () => ({
      ok: true,
    }));
  }
  t.app.get('/api/test/any-of', { preHandler: requireAnyPermission('idgf', 'import-chart') }, async () => ({
    ok: true,
  }));
  for (const profile of PROFILE_KEYS) tokens.set(profile, await t.login(USER_OF[profile]));
});

afterAll(async () => {
  await t?.close();
});

describe('permission matrix (REST)', () => {
  it('has a case for every profile and permission', () => {
    expect(CASES).toHaveLength(6 * PERMISSIONS.length);
  });

  it.each(CASES)('$profile on $permission → $status', async ({ profile, permission, status }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/test/permission/${permission}`,
      headers: { authorization: `Bearer ${tokens.get(profile)}` },
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ code: 'withoutPermission', details: { permission } });
  });

  it('refuses every guarded route without a token (401 before 403)', async () => {
    for (const permission of PERMISSIONS) {
      const response = await t.app.inject({ method: 'GET', url: `/api/test/permission/${permission}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('requireAnyPermission lets through whoever holds one of them', async () => {
    const expectations: Record<ProfileKey, number> = {
      admin: 403,
      fornecedor: 200,
      usuario: 403,
      'youcom-usuario': 200,
      'camicado-usuario': 403,
      logistica: 403,
    };
    for (const profile of PROFILE_KEYS) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test/any-of',
        headers: { authorization: `Bearer ${tokens.get(profile)}` },
      });
      expect(response.statusCode, profile).toBe(expectations[profile]);
    }
  });
});

function userWith(profile: ProfileKey, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    sub: '1',
    chapa: '1',
    name: 'Test',
    perfis: profileByKey(profile).name,
    idFornecedor: null,
    idCd: null,
    idEmpresa: null,
    admin: profile === 'admin' ? 1 : 0,
    permissions: permissionsOf(profile),
    ...overrides,
  };
}

describe('permission checks for GraphQL resolvers and services', () => {
  it.each(CASES)('assertPermission: $profile on $permission → $status', ({ profile, permission, status }) => {
    const ctx = { user: userWith(profile) };
    if (status === 200) expect(assertPermission(ctx, permission)).toBe(ctx.user);
    else
      expect(() => assertPermission(ctx, permission)).toThrow(
        expect.objectContaining({ code: 'withoutPermission', details: { permission } }),
      );
  });

  it('assertPermission without a user is sessionExpired', () => {
    expect(() => assertPermission({ user: null }, 'main')).toThrow(
      expect.objectContaining({ code: 'sessionExpired', status: 401 }),
    );
  });

  it('trusts the permissions inside the token, not the profile name', () => {
    const forged = userWith('fornecedor', { permissions: ['main'] });
    expect(() => assertPermission({ user: forged }, 'load')).toThrow(
      expect.objectContaining({ code: 'withoutPermission' }),
    );
  });

  it('supplierScope restricts supplier users to their supplier and nobody else', () => {
    expect(supplierScope(userWith('fornecedor', { idFornecedor: DEMO_SUPPLIER_A_ID }))).toBe(DEMO_SUPPLIER_A_ID);
    for (const profile of PROFILE_KEYS.filter((p) => p !== 'fornecedor'))
      expect(supplierScope(userWith(profile))).toBeNull();
    // an unregistered supplier user sees nothing rather than everything
    expect(() => supplierScope(userWith('fornecedor'))).toThrow(expect.objectContaining({ code: 'tokenIncomplete' }));
  });
});
