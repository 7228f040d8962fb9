import { createHash } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import {
  companyOfProfiles,
  errorMessage,
  loginThrottleRules,
  loginWait,
  PAIR_FAILURE_MEMORY_HOURS,
  permissionsOf,
  resolveProfiles,
  type EmpresaDto,
  type Language,
  type LoginRequest,
  type Sessao,
  type MeResponse,
  type SignOutResponse,
  type TokenPayload,
  type TokenResponse,
} from '@portal/domain';
import { signToken, type AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { revokeToken } from '../../platform/sessions';
import * as repo from './auth.repository';
import type { UserRow } from './auth.repository';

export interface AuthDeps {
  db: Db;
  config: Config;
}

/** The comma list a user's profiles are stored and answered as. */
export function splitProfileNames(names: string): string[] {
  return names
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
}

/**
 * The token payload of a user, or null unless the names resolve to exactly one valid profile
 * (the client then shows the no-profile, several-profiles or profile-not-found screen).
 */
export function tokenPayloadFor(
  user: Pick<UserRow, 'id' | 'chapa' | 'name' | 'supplierId' | 'cdId' | 'tokenVersion'>,
  profileNames: string,
): TokenPayload | null {
  const resolution = resolveProfiles(splitProfileNames(profileNames));
  if (resolution.kind !== 'single') return null;
  const { profile } = resolution;
  // internal profiles act for their company (Admin and Renner Usuario: Renner); suppliers and logistics get theirs by registration
  const companyId = profile.needs === 'nothing' ? (companyOfProfiles(profile.name)?.id ?? null) : null;
  return {
    sub: String(user.id),
    chapa: user.chapa,
    name: user.name,
    perfis: profile.name,
    idFornecedor: user.supplierId,
    idCd: user.cdId,
    idEmpresa: companyId,
    admin: profile.admin ? 1 : 0,
    permissions: permissionsOf(profile.key),
    ver: user.tokenVersion,
  };
}

export async function tokenResponseFor(user: UserRow, profileNames: string, config: Config): Promise<TokenResponse> {
  const payload = tokenPayloadFor(user, profileNames);
  return {
    perfis: splitProfileNames(profileNames).join(','),
    token: payload ? await signToken(payload, config) : null,
    chapa: user.chapa,
    nome: user.name,
  };
}

// Unknown logins are verified against this hash too, so both refusals take the same time.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2Hash('portal-fornecedor-timing-equaliser');
  return dummyHash;
}

async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  const stored = user?.passwordHash ?? (await dummyPasswordHash());
  let matches = false;
  try {
    matches = await argon2Verify(stored, password);
  } catch {
    matches = false; // a malformed stored hash refuses like a wrong password
  }
  return matches && user !== undefined && user.passwordHash !== null && user.active;
}

/**
 * Local sign-in. Failures are counted in the database, so that every server instance applies the same growing
 * delays (packages/domain login-throttle.ts): per login and address, per login, per address. A delayed attempt
 * is refused before its password is checked (429 tooManyAttempts with retryAfterSeconds). Real time, not the
 * app clock: the throttle only guards against abuse.
 */
export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  address: string,
  now: Date = new Date(),
): Promise<TokenResponse> {
  const { db, config } = deps;
  const loginKey = input.login.trim().toLowerCase();
  const by = { login: loginKey, address };
  const windowSince = new Date(now.getTime() - config.LOGIN_WINDOW_MINUTES * 60_000);
  const pairSince = new Date(now.getTime() - PAIR_FAILURE_MEMORY_HOURS * 3_600_000);
  const failures = await repo.failureTallies(db, by, { pair: pairSince, window: windowSince });
  const wait = loginWait(failures, throttleRules(config), now.getTime());
  if (wait.retryAfterSeconds > 0) {
    throw new AppError('tooManyAttempts', { retryAfterSeconds: wait.retryAfterSeconds });
  }
  const user = await repo.findUserByLogin(db, loginKey);
  if (!(await passwordMatches(user, input.senha)) || !user) {
    await repo.recordFailure(db, { ...by, at: now });
    await repo.pruneFailures(db, pairSince < windowSince ? pairSince : windowSince);
    throw new AppError('wrongLoginOrPassword');
  }
  await repo.clearPairFailures(db, by);
  return tokenResponseFor(user, user.profileNames, config);
}

function throttleRules(config: Config) {
  return loginThrottleRules({
    loginFreeFailures: config.LOGIN_MAX_FAILURES,
    loginMaxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
    addressFreeFailures: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
}

/** POST /auth/logout: the caller's token stops working now, on every instance (revoked until its expiry). */
export async function logout(deps: Pick<AuthDeps, 'db'>, user: AuthUser, language: Language): Promise<SignOutResponse> {
  if (user.jti === undefined || user.exp === undefined) throw AppError.sessionExpired();
  await revokeToken(deps.db, user.jti, new Date(user.exp * 1000));
  return { code: 'signedOut', message: errorMessage('signedOut', language) };
}

export function hashLoginKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** POST /auth/gettoken: exchanges the one-time key of the corporate sign-in for a token. */
export async function exchangeLoginKey(deps: AuthDeps, chave: string, now: Date = new Date()): Promise<TokenResponse> {
  const key = await repo.consumeLoginKey(deps.db, hashLoginKey(chave), now);
  if (!key) throw new AppError('invalidKey');
  const user = await repo.findUserById(deps.db, key.userId);
  if (!user || !user.active) throw new AppError('invalidKey');
  return tokenResponseFor(user, key.profileNames, deps.config);
}

/** GET /auth/me: the session with the names of its supplier, CD and company. */
export async function me(deps: AuthDeps, user: AuthUser): Promise<MeResponse> {
  const [supplier, cd, company] = await Promise.all([
    user.idFornecedor == null ? undefined : repo.supplierById(deps.db, user.idFornecedor),
    user.idCd == null ? undefined : repo.cdById(deps.db, user.idCd),
    user.idEmpresa == null ? undefined : repo.companyById(deps.db, user.idEmpresa),
  ]);
  return {
    chapa: user.chapa,
    nome: user.name,
    perfis: user.perfis,
    permissions: user.permissions,
    idFornecedor: user.idFornecedor,
    nomeFornecedor: supplier?.name ?? null,
    idCd: user.idCd,
    nomeCd: cd?.name ?? null,
    idEmpresa: user.idEmpresa,
    nomeEmpresa: company?.name ?? null,
    admin: user.admin,
  };
}

export async function listCompanies(deps: Pick<AuthDeps, 'db'>): Promise<EmpresaDto[]> {
  const rows = await repo.listCompanies(deps.db);
  return rows.map((c) => ({
    id: c.id,
    codigo: c.code,
    nome: c.name,
    exigirDeclProdutor: c.requireProducerDeclaration,
    exigirCertSustentabilidade: c.requireSustainabilityCertificate,
  }));
}

export function sessionOf(user: AuthUser): Sessao {
  return {
    chapa: user.chapa,
    nome: user.name,
    perfis: user.perfis,
    permissoes: user.permissions,
    idFornecedor: user.idFornecedor,
    idCd: user.idCd,
    idEmpresa: user.idEmpresa,
    admin: user.admin,
  };
}
