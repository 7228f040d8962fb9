import {
  ACTION_PERMISSIONS,
  COMPANIES,
  PERMISSION_PROFILES,
  PROFILE_KEYS,
  ROUTE_PERMISSIONS,
  isTokenIncomplete,
  permissionsOf,
  profileByKey,
  type Permission,
  type ProfileKey,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app';
import { DEMO_CD_ID, DEMO_SUPPLIER_A_ID } from '../../db/seed/index';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import {
  assertPermission,
  requireAnyPermission,
  requirePermission,
  signToken,
  verifyToken,
  type AuthUser,
} from '../../platform/auth';
import { INCOMPLETE_TOKEN_ROUTES } from '../../platform/incomplete-token';
import { getAs } from '../../../test/support/rest-call';

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

const t = useTestApp();
const tokens = new Map<ProfileKey, string>();

beforeAll(async () => {
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

describe('permission matrix (REST)', () => {
  it('has a case for every profile and permission', () => {
    expect(CASES).toHaveLength(6 * PERMISSIONS.length);
  });

  it.each(CASES)('$profile on $permission → $status', async ({ profile, permission, status }) => {
    const response = await getAs(t, tokens.get(profile)!, `/api/test/permission/${permission}`);
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
      const response = await getAs(t, tokens.get(profile)!, '/api/test/any-of');
      expect(response.statusCode, profile).toBe(expectations[profile]);
    }
  });
});

/** A complete token of the profile: the supplier, CD or company its row scope needs (the seed's). */
function userWith(profile: ProfileKey, overrides: Partial<AuthUser> = {}): AuthUser {
  const { rowScope, company } = profileByKey(profile);
  return {
    sub: '1',
    chapa: '1',
    name: 'Test',
    perfis: profileByKey(profile).name,
    idFornecedor: rowScope === 'supplier' ? DEMO_SUPPLIER_A_ID : null,
    idCd: rowScope === 'cd' ? DEMO_CD_ID : null,
    idEmpresa: rowScope === 'company' ? (COMPANIES.find((c) => c.key === company)?.id ?? null) : null,
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

  it('assertPermission answers tokenIncomplete to a token that lacks what its profile needs, before any permission', () => {
    const incomplete = [
      userWith('fornecedor', { idFornecedor: null }),
      userWith('logistica', { idCd: null }),
      userWith('youcom-usuario', { idEmpresa: null }),
      userWith('usuario', { idEmpresa: null }),
    ];
    for (const user of incomplete) {
      expect(() => assertPermission({ user }, 'main')).toThrow(
        expect.objectContaining({ code: 'tokenIncomplete', status: 403 }),
      );
      expect(() => assertPermission({ user }, 'edit-norm-details')).toThrow(
        expect.objectContaining({ code: 'tokenIncomplete' }),
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Incomplete accounts see nothing (issue 12): a token that lacks what its profile needs gets tokenIncomplete on
// every data call, REST and GraphQL, whatever its permissions; only INCOMPLETE_TOKEN_ROUTES and `sessao` answer.

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
};

/** A value the schema accepts (enough for the route's validation to let the request reach its preHandler). */
function exampleOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return exampleOf(schema.anyOf[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, exampleOf(schema.properties![k]!)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, i) => {
        const item = exampleOf(schema.items!);
        // a week of hours has one entry per weekday
        return schema.items!.properties?.idDiaSemana ? { ...(item as object), idDiaSemana: i + 1 } : item;
      });
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.pattern?.includes('\\d{4}-')) return '2026-03-18';
      if (schema.pattern?.includes(':')) return '08:00';
      if (schema.pattern) return '1';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

interface OpenApiOperation {
  security?: unknown;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every REST route that needs a signed-in user, as the OpenAPI document describes it, with a well-formed request. */
function guardedRoutes(): { key: string; method: string; url: string; body: unknown }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security)
      .map(([method, op]) => {
        const params = op.parameters ?? [];
        let url = path;
        for (const p of params.filter((p) => p.in === 'path'))
          url = url.replace(`{${p.name}}`, String(exampleOf(p.schema)));
        const query = params
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => `${p.name}=${String(exampleOf(p.schema))}`);
        if (query.length > 0) url += `?${query.join('&')}`;
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        return {
          key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          method: method.toUpperCase(),
          url,
          body: bodySchema ? exampleOf(bodySchema) : undefined,
        };
      }),
  );
}

/** A GraphQL literal of the type that its validation accepts. */
function graphqlLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return graphqlLiteral(type.ofType);
  if (isListType(type)) return `[${graphqlLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${graphqlLiteral(f.type)}`).join(', ')} }`;
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'false';
    default:
      return '"1"';
  }
}

/** One operation per Query and Mutation field, with its required arguments and __typename selected. */
async function graphqlOperations(): Promise<{ field: string; document: string }[]> {
  const introspection = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { authorization: `Bearer ${tokens.get('admin')}` },
    payload: { query: getIntrospectionQuery() },
  });
  const schema = buildClientSchema(introspection.json<{ data: IntrospectionQuery }>().data);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const args = field.args.filter((a) => isNonNullType(a.type));
      const argText = args.length > 0 ? `(${args.map((a) => `${a.name}: ${graphqlLiteral(a.type)}`).join(', ')})` : '';
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      return { field: field.name, document: `${kind} { ${field.name}${argText}${selection} }` };
    }),
  );
}

describe('incomplete tokens (supplier without supplier, logistics without CD, company user without company)', () => {
  const incomplete = new Map<string, string>();

  beforeAll(async () => {
    incomplete.set('novofornecedor', await t.login('novofornecedor'));
    incomplete.set('novologistica', await t.login('novologistica'));
    // demo company users always carry their company: a Youcom Usuario token without one, signed as the server does
    const youcom = await verifyToken(tokens.get('youcom-usuario')!, t.config);
    incomplete.set('youcom without company', await signToken({ ...youcom, idEmpresa: null }, t.config));
  });

  const CALLERS = ['novofornecedor', 'novologistica', 'youcom without company'];

  it('the three callers are incomplete tokens', async () => {
    for (const caller of CALLERS) {
      const user = await verifyToken(incomplete.get(caller)!, t.config);
      expect(isTokenIncomplete(user), caller).toBe(true);
      expect(user.permissions.length, caller).toBeGreaterThan(0);
    }
  });

  it.each(CALLERS)('%s gets tokenIncomplete on every permission of the matrix, held or not', async (caller) => {
    for (const permission of PERMISSIONS) {
      const response = await getAs(t, incomplete.get(caller)!, `/api/test/permission/${permission}`);
      expect(response.statusCode, permission).toBe(403);
      expect(response.json(), permission).toMatchObject({ code: 'tokenIncomplete' });
    }
  });

  it.each(CALLERS)('%s gets tokenIncomplete on every REST data route', async (caller) => {
    const routes = guardedRoutes().filter((r) => !INCOMPLETE_TOKEN_ROUTES.has(r.key));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${incomplete.get(caller)}` },
        ...(route.body === undefined ? {} : { payload: route.body as object }),
      });
      expect(`${route.key} ${response.statusCode} ${response.json<{ code?: string }>().code}`).toBe(
        `${route.key} 403 tokenIncomplete`,
      );
    }
  });

  it.each(CALLERS)('%s gets tokenIncomplete on every GraphQL query and mutation but sessao', async (caller) => {
    const operations = await graphqlOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const { field, document } of operations) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `Bearer ${incomplete.get(caller)}` },
        payload: { query: document },
      });
      const body = answer.json<{
        data?: Record<string, unknown> | null;
        errors?: { extensions?: { code?: string } }[];
      }>();
      if (field === 'sessao') {
        expect(body.errors, document).toBeUndefined();
        expect(body.data?.sessao, document).toMatchObject({ __typename: 'Sessao' });
      } else expect(`${field} ${body.errors?.[0]?.extensions?.code}`, document).toBe(`${field} tokenIncomplete`);
    }
  });

  it('still reaches what registration needs: the session and the CDs to register with', async () => {
    for (const caller of CALLERS) {
      const me = await getAs(t, incomplete.get(caller)!, '/api/auth/me');
      expect(me.statusCode, caller).toBe(200);
    }
    const cds = await getAs(t, incomplete.get('novologistica')!, '/api/register/cds');
    expect(cds.statusCode).toBe(200);
    expect(cds.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('allows only a small, explicit list of routes', () => {
    expect([...INCOMPLETE_TOKEN_ROUTES].sort()).toEqual([
      'GET /api/auth/me',
      'GET /api/register/cds',
      'GET /api/register/request',
      'POST /api/auth/logout',
      'POST /api/register/',
    ]);
  });

  it('complete tokens of every profile still pass the authentication step', async () => {
    for (const profile of PROFILE_KEYS) {
      const response = await getAs(t, tokens.get(profile)!, '/api/test/permission/main');
      expect(response.statusCode, profile).toBe(200);
    }
  });
});
