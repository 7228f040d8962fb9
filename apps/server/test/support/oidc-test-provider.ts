/**
 * A real OpenID provider (oidc-provider 9) for tests and the e2e harness, standing in for the
 * corporate directory. Its sign-in page is a plain form (login name and any password); the
 * client "portal-fornecedor" gets the `chapa` and `groups` claims in the ID token and is never
 * asked for consent, like a first-party corporate app. No vitest imports: usable from any script.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestOidcAccount {
  sub: string;
  login: string;
  name: string;
  chapa: string;
  groups: string[];
  email?: string;
}

export interface TestOidcProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  accounts: TestOidcAccount[];
  redirectUris: string[];
  clientId?: string;
  /** client_secret_basic with this secret; null registers a public client (auth method none, PKCE only). */
  clientSecret?: string | null;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT_ID = 'portal-fornecedor';
export const TEST_OIDC_CLIENT_SECRET = 'portal-fornecedor-test-secret';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corporate sign-in</title></head><body>
<h1>Corporate sign-in (test provider)</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
  <label>Login <input required type="text" name="login" autofocus></label>
  <label>Password <input required type="password" name="password"></label>
  <button type="submit">Sign-in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? TEST_OIDC_CLIENT_ID;
  const clientSecret = options.clientSecret === undefined ? TEST_OIDC_CLIENT_SECRET : options.clientSecret;
  const bySub = new Map(options.accounts.map((a) => [a.sub, a]));
  const byLogin = new Map(options.accounts.map((a) => [a.login.toLowerCase(), a]));

  // the issuer must be known before the provider exists, so the port is taken first
  const server = createServer();
  const address = await listen(server, options.port ?? 0, host);
  const issuer = `http://${host}:${address.port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        ...(clientSecret
          ? { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'chapa', 'groups'], email: ['email'] },
    // the profile claims travel in the ID token, as the corporate directory does
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // explicit lifetimes (seconds), which also keeps the provider from printing notices about defaults
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          sub: account.sub,
          name: account.name,
          preferred_username: account.login,
          chapa: account.chapa,
          groups: account.groups,
          email: account.email ?? `${account.login}@example.com.br`,
        }),
      };
    },
    // a first-party corporate client: the grant is implicit, no consent screen
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      grant.addOIDCClaims(['name', 'preferred_username', 'chapa', 'groups', 'email']);
      await grant.save();
      return grant;
    },
  });

  const handleInteraction = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match) return false;
    const uid = match[1]!;
    const action = match[2];
    if (req.method === 'GET' && !action) {
      await provider.interactionDetails(req, res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(loginPage(uid));
      return true;
    }
    if (req.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'cancelled' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const account = byLogin.get((form.get('login') ?? '').trim().toLowerCase());
      if (!account) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(loginPage(uid, 'Unknown login'));
        return true;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    return false;
  };

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    handleInteraction(req, res, url)
      .then((handled) => {
        if (!handled) callback(req, res);
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(error instanceof Error ? error.message : 'interaction failed');
      });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Plays a browser's part at the provider: follows redirects from the authorization URL, keeping
 * its cookies, and submits the sign-in form with the given login. Returns the URL the provider
 * finally redirects to (the portal's callback, with code and state).
 */
export async function signInAtTestProvider(
  authorizationUrl: string,
  login: string,
  password = 'any-password',
): Promise<string> {
  const cookies = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(setCookie) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  let url = authorizationUrl;
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (!url.startsWith(origin)) return url; // left the provider: the client's redirect URI
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    remember(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
    if (response.status !== 200 || !action)
      throw new Error(`unexpected provider answer ${response.status}: ${html.slice(0, 300)}`);
    if (/role="alert"/.test(html)) throw new Error(`the provider refused the login ${login}`);
    url = new URL(
      action.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
      url,
    ).href;
    method = 'POST';
    body = new URLSearchParams({ login, password }).toString();
  }
  throw new Error('too many redirects at the provider');
}
