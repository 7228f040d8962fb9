import { randomBytes } from 'node:crypto';
import { PORTAL_PREFIX } from '@portal/domain';
import * as oidc from 'openid-client';
import { recordAudit } from '../../platform/audit';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/database';
import { bumpTokenVersion } from '../../platform/sessions';
import * as repo from './auth.repository';
import { hashLoginKey } from './auth.service';

/** What the authorize step must remember until the callback (kept in a signed cookie). */
export interface SsoHandshake {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  /** Epoch milliseconds; the cookie's max-age is only advisory for the browser. */
  expiresAt: number;
}

export const HANDSHAKE_TTL_MS = 10 * 60_000;
export const LOGIN_KEY_TTL_MS = 2 * 60_000;
export const DEFAULT_RETURN_TO = '/main';

/** Only a local path is a valid destination: anything else would make the portal an open redirect. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return DEFAULT_RETURN_TO;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return DEFAULT_RETURN_TO;
  if (value.startsWith('/login') || value.startsWith('/api/')) return DEFAULT_RETURN_TO;
  return value;
}

export function callbackUrl(config: Config): string {
  return new URL('/api/auth/sso/callback', config.PUBLIC_URL).href;
}

export interface SsoIdentity {
  subject: string;
  login: string;
  chapa: string;
  name: string;
  email: string | null;
  /** The identity's groups of this portal (with the NPFornec_ prefix); other systems' groups are dropped. */
  portalGroups: string[];
}

function stringClaim(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Groups may come as an array or as a comma list, depending on the directory. */
function groupsClaim(claims: Record<string, unknown>, name: string): string[] | undefined {
  const value = claims[name];
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  if (typeof value === 'string') return value.split(',');
  return undefined;
}

export function identityFromClaims(claims: Record<string, unknown>, groupsClaimName: string): SsoIdentity {
  const subject = stringClaim(claims, 'sub');
  if (!subject) throw new Error('the ID token has no subject');
  const login = stringClaim(claims, 'preferred_username') ?? subject;
  const groups = groupsClaim(claims, groupsClaimName) ?? [];
  return {
    subject,
    login,
    chapa: stringClaim(claims, 'chapa') ?? login,
    name: stringClaim(claims, 'name') ?? login,
    email: stringClaim(claims, 'email') ?? null,
    portalGroups: [...new Set(groups.map((g) => g.trim()).filter((g) => g.startsWith(PORTAL_PREFIX)))],
  };
}

/**
 * The corporate sign-in (OpenID Connect, authorization code with PKCE S256, state and nonce).
 * The provider's metadata is discovered on first use and kept; a failed discovery is retried next time.
 */
export class SsoClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly config: Config) {}

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER);
  }

  private discover(): Promise<oidc.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ALLOW_HTTP } = this.config;
    if (!OIDC_ISSUER) return Promise.reject(new Error('OIDC_ISSUER is not configured'));
    this.configuration ??= oidc
      .discovery(
        new URL(OIDC_ISSUER),
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET ? { client_secret: OIDC_CLIENT_SECRET } : undefined,
        OIDC_CLIENT_SECRET ? oidc.ClientSecretBasic(OIDC_CLIENT_SECRET) : oidc.None(),
        // plain http only for tests and local development
        OIDC_ALLOW_HTTP === 'true' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async authorize(returnTo: unknown, now: number = Date.now()): Promise<{ url: string; handshake: SsoHandshake }> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const handshake: SsoHandshake = {
      verifier,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: safeReturnTo(returnTo),
      expiresAt: now + HANDSHAKE_TTL_MS,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(this.config),
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: handshake.state,
      nonce: handshake.nonce,
    });
    return { url: url.href, handshake };
  }

  /** Exchanges the code and validates the ID token; groups missing from it are read from userinfo. */
  async identify(
    callbackPathAndQuery: string,
    handshake: SsoHandshake,
    now: number = Date.now(),
  ): Promise<SsoIdentity> {
    if (handshake.expiresAt < now) throw new Error('the sign-in handshake expired');
    const configuration = await this.discover();
    const currentUrl = new URL(callbackPathAndQuery, this.config.PUBLIC_URL);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: handshake.verifier,
      expectedState: handshake.state,
      expectedNonce: handshake.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...tokens.claims() };
    if (groupsClaim(claims, this.config.OIDC_GROUPS_CLAIM) === undefined) {
      const subject = stringClaim(claims, 'sub');
      if (subject) claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, subject)), ...claims };
    }
    return identityFromClaims(claims, this.config.OIDC_GROUPS_CLAIM);
  }
}

/**
 * Creates or refreshes the portal user of an identity (keeping the supplier or CD it registered)
 * and issues the one-time key the browser exchanges at /api/auth/gettoken. Only the key's SHA-256 is stored.
 */
export async function signInIdentity(
  db: Db,
  identity: SsoIdentity,
  requestId: string,
  now: Date = new Date(),
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const profileNames = identity.portalGroups.join(',');
  await db.transaction(async (tx) => {
    const existing = await repo.findUserBySsoSubject(tx, identity.subject);
    let userId: number;
    if (existing) {
      if (!existing.active) throw new Error('the portal user of this identity is inactive');
      const updated = await repo.updateUser(tx, existing.id, {
        name: identity.name,
        chapa: identity.chapa,
        email: identity.email,
        profileNames,
      });
      // tokens carry the profile: those signed for the old one must not outlive the change
      if (existing.profileNames !== profileNames) await bumpTokenVersion(tx, existing.id);
      const fields = (u: repo.UserRow) => ({
        name: u.name,
        chapa: u.chapa,
        email: u.email,
        profileNames: u.profileNames,
      });
      await recordAudit(tx, {
        user: null,
        action: 'update',
        entity: 'users',
        entityId: existing.id,
        before: fields(existing),
        after: fields(updated),
        requestId,
      });
      userId = existing.id;
    } else {
      // a local account may already use the corporate login name; the SSO user then gets a distinct one
      const login = (await repo.loginTaken(tx, identity.login)) ? `sso:${identity.subject}` : identity.login;
      const created = await repo.insertUser(tx, {
        login,
        chapa: identity.chapa,
        name: identity.name,
        email: identity.email,
        ssoSubject: identity.subject,
        profileNames,
      });
      await recordAudit(tx, {
        user: null,
        action: 'create',
        entity: 'users',
        entityId: created.id,
        after: { login, chapa: created.chapa, name: created.name, ssoSubject: identity.subject, profileNames },
        requestId,
      });
      userId = created.id;
    }
    await repo.pruneLoginKeys(tx, new Date(now.getTime() - LOGIN_KEY_TTL_MS));
    await repo.insertLoginKey(tx, {
      keyHash: hashLoginKey(key),
      userId,
      profileNames,
      expiresAt: new Date(now.getTime() + LOGIN_KEY_TTL_MS),
    });
  });
  return key;
}
