// The only place that reads process.env. Everything else receives a ServerConfig.
import path from 'node:path';
import type { BrandId } from './db/schema.ts';
import { installRoot } from './install-root.ts';
import { type MetricsSettings, readMetricsSettings } from './metrics/metrics-settings.ts';
import type { VapidKeys } from './push/vapid-keys.ts';

export type ServerConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin the server is reached at, for links in e-mails when no request host is known. */
  publicOrigin: string;
  /** Extra origins allowed to call the API with credentials (the PWA hosted elsewhere). */
  allowedOrigins: string[];
  crmOrigin: string;
  defaultBrand: BrandId;
  medicalBrandEnabled: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  cookieSecure: boolean;
  webRoot: string | undefined;
  /** Sign-in with Facebook (OAuth code flow with PKCE): set when FACEBOOK_APP_ID and its secret are. */
  facebook?: FacebookSettings;
  /**
   * Without Facebook settings, outside production: a local stand-in for Facebook
   * (social-login/facebook-stand-in.ts) so the flow can be used in development and the demo.
   * FACEBOOK_STAND_IN=false turns it off; production never has it.
   */
  facebookStandIn?: boolean;
  /** Signs the CRM's staff messages (CRM_INTEGRATION_SECRET); main.ts fills it from DATA_DIR when unset. */
  crmIntegrationSecret?: string;
  /**
   * Where requests to the operator's CRM go (CRM_API_URL), signed with the same secret: account
   * deletion requests. Unset, they wait as pending until it is set.
   */
  crmApiUrl?: string;
  /** Derives the calendar feed URLs (CALENDAR_FEED_SECRET); main.ts fills it from DATA_DIR when unset. */
  calendarFeedSecret?: string;
  /** Shifts the server clock (tests and demos of date rules); ISO instant or undefined for real time. */
  fixedNow: string | undefined;
  /** Starts the server clock at this ISO instant and lets it run (GANGWAY_CLOCK_START); GANGWAY_NOW wins. */
  clockStart: string | undefined;
  /** NODE_ENV=production: demo data off unless asked for, and the checks of production-start.ts. */
  production: boolean;
  /** SEED_DEMO_DATA: true outside production; in production only when set to true (this is a demo). */
  seedDemoData: boolean;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For and the origin from X-Forwarded-Proto/Host. */
  trustProxy: boolean;
  /** Scales every rate limit (RATE_LIMIT_MULTIPLIER); the e2e suite signs in many times from one IP. */
  rateLimitMultiplier: number;
  /**
   * SCRYPT_N: the scrypt cost of new password hashes, 2^17 unless set. Only the test suites lower it
   * (a hash is most of a sign-in's CPU); production refuses anything lower.
   */
  scryptN: number;
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox provider. */
  payments?: PaymentSettings;
  /** READ_CACHE_TTL_MS: how long the read cache may answer (cache/read-cache.ts TTL_MS unless set). */
  readCacheTtlMs?: number;
  /** WEB_CONCURRENCY: server processes on the one port (cluster/start-cluster.ts); 1 unless set. */
  webConcurrency?: number;
  /** METRICS_PORT, METRICS_HOST, METRICS_TOKEN: where Prometheus reads the metrics; off when unset. */
  metrics?: MetricsSettings;
  /** Signs Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); main.ts fills it from DATA_DIR when unset. */
  vapid?: VapidKeys;
  /** PUSH_ALLOWED_ORIGINS: push endpoints accepted besides the browsers' push services (a local fake in tests). */
  pushAllowedOrigins?: string[];
};

export type FacebookSettings = {
  appId: string;
  appSecret: string;
  /** Where the login dialog is (https://www.facebook.com); tests point it at a local fake. */
  authOrigin: string;
  /** Where codes are exchanged and the user is read (https://graph.facebook.com). */
  graphOrigin: string;
};

/** Per provider account: 'default' for most bookings, 'yacht' for yacht charters. */
export type PaymentSettings = {
  stripeSecretKey: string | undefined;
  stripeYachtSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeYachtPublishableKey: string | undefined;
  /** Webhook signing secrets (the sandbox signs its webhooks with them too). */
  webhookSecret: string;
  yachtWebhookSecret: string;
  /** Another Stripe API origin (a local fake in tests), e.g. http://127.0.0.1:12111. */
  stripeApiBase: string | undefined;
};

export function readPaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeYachtSecretKey: env.STRIPE_YACHT_SECRET_KEY || env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeYachtPublishableKey: env.STRIPE_YACHT_PUBLISHABLE_KEY || env.STRIPE_PUBLISHABLE_KEY || undefined,
    // Empty when not configured: every webhook is refused. The sandbox's own secrets are random,
    // made at first start and kept under DATA_DIR (payments/sandbox-webhook-secrets.ts, main.ts),
    // never a well-known value anyone could sign with.
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
    yachtWebhookSecret: env.STRIPE_YACHT_WEBHOOK_SECRET || env.STRIPE_WEBHOOK_SECRET || '',
    stripeApiBase: env.STRIPE_API_BASE || undefined,
  };
}

/** All three VAPID settings, or none (a pair made under DATA_DIR); any other mix stops the start. */
export function readVapidSettings(env: NodeJS.ProcessEnv): VapidKeys | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  const subject = env.VAPID_SUBJECT || undefined;
  if (!publicKey && !privateKey && !subject) return undefined;
  if (!publicKey || !privateKey || !subject)
    throw new Error('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together, or none of them');
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got ${subject}`);
  return { publicKey, privateKey, subject };
}

function origins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      if (!URL.canParse(origin) || new URL(origin).origin !== origin.replace(/\/$/, ''))
        throw new Error(`${name} takes origins such as https://push.example.com, got ${origin}`);
      return new URL(origin).origin;
    });
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Expected a positive number, got ${value}`);
  return n;
}

const SCRYPT_N_MIN = 2 ** 10;
const SCRYPT_N_PRODUCTION = 2 ** 17;

function readScryptN(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') return SCRYPT_N_PRODUCTION;
  const n = Number(value);
  const powerOfTwo = Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n < SCRYPT_N_MIN || n > SCRYPT_N_PRODUCTION)
    throw new Error(`SCRYPT_N must be a power of two from ${SCRYPT_N_MIN} to ${SCRYPT_N_PRODUCTION}, got ${value}`);
  if (production && n < SCRYPT_N_PRODUCTION)
    throw new Error(`SCRYPT_N lowers the password hash's cost, which production refuses: unset it (got ${value})`);
  return n;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
  return n;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  // Given paths are relative to the working directory; the defaults are the installation's own.
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(installRoot, 'data');
  const production = env.NODE_ENV === 'production';
  const brand = (env.DEFAULT_BRAND ?? 'cruise') as BrandId;
  if (!['cruise', 'tour', 'medical'].includes(brand))
    throw new Error(`DEFAULT_BRAND must be cruise or tour, got ${brand}`);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    crmOrigin: env.CRM_ORIGIN ?? 'https://crm.example.com',
    defaultBrand: brand,
    medicalBrandEnabled: bool(env.MEDICAL_BRAND_ENABLED, false),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gangway <no-reply@gangway.example>',
    cookieSecure: bool(env.COOKIE_SECURE, true),
    webRoot: env.WEB_ROOT ?? path.join(installRoot, 'dist'),
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            authOrigin: env.FACEBOOK_AUTH_ORIGIN || 'https://www.facebook.com',
            graphOrigin: env.FACEBOOK_GRAPH_ORIGIN || 'https://graph.facebook.com',
          }
        : undefined,
    facebookStandIn:
      !production && !(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) && bool(env.FACEBOOK_STAND_IN, true),
    crmIntegrationSecret: env.CRM_INTEGRATION_SECRET || undefined,
    crmApiUrl: env.CRM_API_URL || undefined,
    calendarFeedSecret: env.CALENDAR_FEED_SECRET || undefined,
    fixedNow: env.GANGWAY_NOW || undefined,
    clockStart: env.GANGWAY_CLOCK_START || undefined,
    production,
    // The demo accounts share a published password: never in production unless asked for.
    seedDemoData: bool(env.SEED_DEMO_DATA, !production),
    trustProxy: bool(env.TRUST_PROXY, false),
    rateLimitMultiplier: positiveNumber(env.RATE_LIMIT_MULTIPLIER, 1),
    scryptN: readScryptN(env.SCRYPT_N, production),
    payments: readPaymentSettings(env),
    readCacheTtlMs: env.READ_CACHE_TTL_MS ? positiveNumber(env.READ_CACHE_TTL_MS, 1000) : undefined,
    webConcurrency: positiveInteger('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1),
    metrics: readMetricsSettings(env, port),
    vapid: readVapidSettings(env),
    pushAllowedOrigins: origins('PUSH_ALLOWED_ORIGINS', env.PUSH_ALLOWED_ORIGINS),
  };
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogSettings = {
  /** LOG_LEVEL (info): the least severe level written. */
  level: LogLevel;
  /** Human-readable lines (pino-pretty) instead of JSON: in development, at a terminal. */
  pretty: boolean;
};

export function readLogSettings(stdoutIsTerminal: boolean, env: NodeJS.ProcessEnv = process.env): LogSettings {
  const level = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${env.LOG_LEVEL}`);
  return { level: level as LogLevel, pretty: env.NODE_ENV !== 'production' && stdoutIsTerminal };
}

/** SHUTDOWN_TIMEOUT_MS: how long a SIGTERM may take to drain before the process gives up (exit 1). */
export const readShutdownTimeoutMs = (env: NodeJS.ProcessEnv = process.env) =>
  positiveNumber(env.SHUTDOWN_TIMEOUT_MS, 10_000);
