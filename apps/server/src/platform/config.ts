import { z } from 'zod';

const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** PGlite data folder when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).default(DEFAULT_JWT_SECRET),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
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
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Failed sign-ins from one address within the window; higher than per login because offices share an address. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Requests per minute and address, all routes; the sign-in routes have their own, tighter limit. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** 'true' behind a reverse proxy, so the client address comes from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The reconcile flow's waits before the commercial and the fiscal step, in ms ("2000,4000" in spec 000 §9). */
  RECONCILE_PAUSES_MS: z
    .string()
    .regex(/^\d{1,5},\d{1,5}$/, 'two numbers of ms, e.g. 2000,4000')
    .default('2000,4000'),
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
