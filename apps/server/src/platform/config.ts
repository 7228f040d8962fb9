import { z } from 'zod';

const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

/** A positive whole number read from the environment's text, with its default. */
function positiveInt(defaultValue: number) {
  return z.coerce.number().int().positive().default(defaultValue);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** PGlite data folder when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).default(DEFAULT_JWT_SECRET),
  TOKEN_TTL_SECONDS: positiveInt(8 * 3600),
  /** Public address of the portal, used for the SSO redirect URI. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('portal-fornecedor'),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_GROUPS_CLAIM: z.string().default('groups'),
  /** Allows an OpenID provider over plain http (tests and local development only). */
  OIDC_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  WEB_DIST: z.string().optional(),
  SEED: z.enum(['auto', 'never']).default('auto'),
  /**
   * Sets the app clock (platform/clock.ts) at start: an ISO 8601 instant with its offset, e.g.
   * 2026-03-18T10:00:00-03:00, from which the clock runs on. For demos and tests only; refused in production.
   */
  APP_NOW: z.iso.datetime({ offset: true }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins of one login (any address) within the window before its attempts are slowed down. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** The longest wait a login's failures impose on an address with none of its own: the right password's worst case. */
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** Failed sign-ins from one address within the window before it is slowed; higher because offices share one. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(20),
  /** Anonymous requests per minute and address (the web app's static files are not counted). */
  RATE_LIMIT_MAX: positiveInt(1000),
  /** Requests per minute and signed-in user, whatever address they come from. */
  RATE_LIMIT_USER_MAX: positiveInt(1000),
  /** Sign-in requests per minute and address. */
  LOGIN_RATE_LIMIT_MAX: positiveInt(30),
  /**
   * Where request counters live: 'database' (table rate_limit_counters, shared by every instance on the same
   * database), 'memory' (this process only) or 'auto' (database on PostgreSQL, memory on the embedded PGlite).
   */
  RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'database']).default('auto'),
  /** 'true' behind a reverse proxy, so the client address comes from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * Worker threads reading uploaded NF-e off the event loop (modules/conciliation/nfe-reader.ts); 0 reads them in
   * the event loop. Default: one less than the cores, 1 to 2.
   */
  NFE_READER_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * NF-e uploads (commercial step) run at once (modules/conciliation/upload-limit.ts); the others wait their turn.
   * Default: as many as NFE_READER_THREADS' default (1 on 2 cores).
   */
  RECONCILE_MAX_UPLOADS: z.coerce.number().int().min(1).max(64).optional(),
  /** When uploads queue, the pause before the next one, as a share of the last one's duration (0: none). */
  RECONCILE_UPLOAD_REST: z.coerce.number().min(0).max(4).optional(),
  /** The reconcile flow's waits before the commercial and the fiscal step, in ms ("2000,4000" in spec 000 §9). */
  RECONCILE_PAUSES_MS: z
    .string()
    .regex(/^\d{1,5},\d{1,5}$/, 'two numbers of ms, e.g. 2000,4000')
    .default('2000,4000'),
  /** The sustainability upload's wait before it is sent, in ms (2000 in spec 001 §7, §9; 0 in tests). */
  SUSTAINABILITY_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * What one GraphQL request may ask for (platform/graphql-limits.ts), each refused before any resolver runs:
   * lexical tokens of the document, aliased fields, root fields, nesting depth, and cost (estimated values in the
   * answer: every field counts 1 times the length of each list around it, the length being a list's `max`
   * argument, its cap, or GRAPHQL_DEFAULT_LIST_SIZE). The web app's largest query stays under half of each.
   */
  GRAPHQL_MAX_TOKENS: positiveInt(2000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  GRAPHQL_MAX_ROOT_FIELDS: positiveInt(10),
  GRAPHQL_MAX_DEPTH: positiveInt(10),
  GRAPHQL_MAX_COST: positiveInt(100_000),
  GRAPHQL_DEFAULT_LIST_SIZE: positiveInt(10),
  /** Largest body of a request without a valid bearer token, refused (413) before it is read; signed-in: 20 MiB. */
  ANONYMOUS_BODY_LIMIT_BYTES: positiveInt(64 * 1024),
  LINK_FINANCE_PANEL: z.string().url().default('https://fornecedores.lojasrenner.com.br/painel-financeiro'),
  LINK_SOLUTIONS_PORTAL: z.string().url().default('https://fornecedores.lojasrenner.com.br/portal-solucoes'),
  LINK_KNOWLEDGE_BASE: z.string().url().default('https://fornecedores.lojasrenner.com.br/base-conhecimento'),
  LINK_NEWS: z.string().url().default('https://fornecedores.lojasrenner.com.br/novidades'),
  LINK_PRODUCT_LIFECYCLE: z.string().url().default('https://plm.lojasrenner.com.br'),
  LINK_TESTING_LAB: z.string().url().default('https://fornecedores.lojasrenner.com.br/laboratorio-testes'),
  LINK_RFID: z.string().url().default('https://fornecedores.lojasrenner.com.br/rfid'),
  LINK_HANGER_SUPPLIER: z.string().url().default('https://fornecedores.lojasrenner.com.br/cabides'),
  LINK_SOCIAL_AUDIT: z.string().url().default('https://fornecedores.lojasrenner.com.br/auditoria-social'),
  LINK_SUPPLIER_RELATIONS: z.string().url().default('https://fornecedores.lojasrenner.com.br/relacionamento'),
  LINK_WORKPLACE_GROUP: z.string().url().default('https://renner.workplace.com/groups/fornecedores'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config = { ...envSchema.parse(env), ...overrides };
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new Error('JWT_SECRET must be set in production: refusing to start with the default secret');
  }
  if (config.NODE_ENV === 'production' && config.APP_NOW) {
    throw new Error('APP_NOW sets the clock for demos and tests: refusing to start in production with it');
  }
  return config;
}

/** The supplier home's external links (spec 000 §1), in the spec's order. */
export function supplierLinks(config: Config): { key: string; url: string }[] {
  return [
    { key: 'financePanel', url: config.LINK_FINANCE_PANEL },
    { key: 'solutionsPortal', url: config.LINK_SOLUTIONS_PORTAL },
    { key: 'knowledgeBase', url: config.LINK_KNOWLEDGE_BASE },
    { key: 'news', url: config.LINK_NEWS },
    { key: 'productLifecycle', url: config.LINK_PRODUCT_LIFECYCLE },
    { key: 'testingLab', url: config.LINK_TESTING_LAB },
    { key: 'rfid', url: config.LINK_RFID },
    { key: 'hangerSupplier', url: config.LINK_HANGER_SUPPLIER },
    { key: 'socialAudit', url: config.LINK_SOCIAL_AUDIT },
    { key: 'supplierRelations', url: config.LINK_SUPPLIER_RELATIONS },
    { key: 'workplaceGroup', url: config.LINK_WORKPLACE_GROUP },
  ];
}
