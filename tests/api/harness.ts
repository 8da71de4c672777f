// The API test harness: a real app on a real database per test file. In-memory PGlite by default,
// at the migrated image's state (the worker's previous one, emptied: reused-pglite.ts); with
// TEST_DATABASE_URL=postgres://… a fresh database gangway_test_<random> on that server, copied from
// a migrated template and dropped at teardown (database-images.ts).
// Requests go through app.request() with a cookie jar, the browser's same-origin headers, snake_case
// bodies, and fake Node socket bindings so each client has its own IP. Every answer is checked
// against the OpenAPI document (answer-check.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { apiPath } from '../../src/shared/contract/api.ts';
import { fromWire, toWire } from '../../src/shared/wire.ts';
import { createApp } from '../../src/server/app.ts';
import { setNewHashCost } from '../../src/server/auth/passwords.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { type Db, openDatabase } from '../../src/server/db/client.ts';
import type { ServerConfig } from '../../src/server/env.ts';
import { createOutboxMailer, type OutboxFile } from '../../src/server/mail/outbox-mailer.ts';
import type { CardProvider } from '../../src/server/payments/card-provider.ts';
import { type PushDelivery, pushDelivery } from '../../src/server/push/push-delivery.ts';
import { webPushTransport } from '../../src/server/push/push-transport.ts';
import { checkAnswersOf } from './answer-check.ts';
import { migratedTemplate } from './database-images.ts';
import { givePgliteBack, takePglite } from './reused-pglite.ts';

export const TEST_NOW = '2026-03-10T09:00:00.000Z';
export const TEST_ORIGIN = 'http://localhost';
export const TEST_VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@gangway.example' };

export type TestResponse = {
  status: number;
  headers: Headers;
  /** JSON bodies converted to camelCase; other bodies as text; null when empty. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer shapes
  body: any;
  text: string;
};

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /** Full URL instead of API_BASE + resource + '.json' (to test paths, hosts and static files). */
  url?: string;
  /** Send `body` as-is (a string or FormData), not JSON. */
  raw?: boolean;
};

export type TestClient = {
  ip: string;
  request: (method: string, resource: string, options?: RequestOptions) => Promise<TestResponse>;
  get: (resource: string, options?: RequestOptions) => Promise<TestResponse>;
  post: (resource: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  put: (resource: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  patch: (resource: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  delete: (resource: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  /** Current cookie values by name. */
  cookies: Map<string, string>;
  /** The raw Set-Cookie header of the last response that set `name`. */
  lastSetCookie: (name: string) => string | undefined;
  /** Signs in without the password round trip (scrypt is slow): a session row plus the cookie. */
  signInAs: (customerId: number, options?: { rememberMe?: boolean }) => Promise<void>;
};

export type TestContext = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: where a second instance connects (`besides`). */
  databaseUrl?: string;
  clock: ReturnType<typeof fixedClock>;
  config: ServerConfig;
  app: ReturnType<typeof createApp>;
  client: (options?: { ip?: string }) => TestClient;
  outbox: {
    all: () => Promise<OutboxFile[]>;
    to: (email: string) => Promise<OutboxFile[]>;
    clear: () => Promise<void>;
  };
  /** Lines the outbox mailer printed. */
  mailLog: string[];
  /** Sends pushes after writes, retrying quickly; `idle()` waits for what is under way. */
  push: PushDelivery;
  close: () => Promise<void>;
};

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    publicOrigin: TEST_ORIGIN,
    allowedOrigins: [],
    crmOrigin: 'https://crm.example.com',
    defaultBrand: 'cruise',
    medicalBrandEnabled: false,
    smtpUrl: undefined,
    mailFrom: 'Gangway <no-reply@gangway.example>',
    cookieSecure: true,
    webRoot: undefined,
    fixedNow: TEST_NOW,
    clockStart: undefined,
    production: false,
    seedDemoData: false,
    trustProxy: false,
    rateLimitMultiplier: 1,
    // New password hashes cheap, as the suites' servers make them (docs/decisions/test-password-hash-cost.md);
    // a file about the production cost asks for it.
    scryptN: 2 ** 10,
    calendarFeedSecret: 'test-calendar-feed-secret',
    vapid: TEST_VAPID,
    ...overrides,
  };
}

async function openTestDatabase(shared?: string) {
  // A second instance on the database of another context: that context drops it.
  if (shared) {
    const handle = await openDatabase({ databaseUrl: shared });
    return { handle, url: shared, done: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await takePglite();
    return { handle, url: undefined, done: () => givePgliteBack(handle) };
  }
  const name = `gangway_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const done = async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { handle, url: url.toString(), done };
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function createTestContext(
  options: {
    config?: Partial<ServerConfig>;
    now?: string;
    cardProvider?: CardProvider;
    readCacheTtlMs?: number;
    serverRenderTimer?: () => number;
    /**
     * Another server instance on the database of this context (PostgreSQL only): its own
     * connections, read caches, push delivery and outbox, as a second host has.
     */
    besides?: TestContext;
  } = {},
): Promise<TestContext> {
  if (options.besides && !options.besides.databaseUrl) throw new Error('a second instance needs PostgreSQL');
  const { handle, url: databaseUrl, done } = await openTestDatabase(options.besides?.databaseUrl);
  await handle.migrate();
  const clock = options.besides?.clock ?? fixedClock(options.now ?? TEST_NOW);
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'gangway-outbox-'));
  const mailLog: string[] = [];
  const mailer = createOutboxMailer({ dir: outboxDir, log: (line) => mailLog.push(line) });
  const config = testConfig(options.config);
  setNewHashCost(config.scryptN);
  const push = pushDelivery({
    db: handle.db,
    transport: config.vapid && webPushTransport(config.vapid),
    log: { warn: () => {}, error: () => {} },
    retryDelaysMs: [10, 20, 40],
  });
  const app = createApp({
    push,
    db: handle.db,
    clock,
    mailer,
    config,
    sharedDatabase: handle.engine === 'postgres',
    cardProvider: options.cardProvider,
    readCacheTtlMs: options.readCacheTtlMs,
    serverRenderTimer: options.serverRenderTimer,
  });
  checkAnswersOf(app);

  const readOutbox = async (): Promise<OutboxFile[]> => {
    const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8'))));
  };

  const client = (clientOptions: { ip?: string } = {}): TestClient => {
    const ip = clientOptions.ip ?? nextIp();
    const cookies = new Map<string, string>();
    const setCookieHeaders = new Map<string, string>();

    const request = async (method: string, resource: string, requestOptions: RequestOptions = {}) => {
      const url = requestOptions.url ?? `${TEST_ORIGIN}${apiPath(resource)}`;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Origin: new URL(url).origin,
        'Sec-Fetch-Site': 'same-origin',
      };
      let body: BodyInit | undefined;
      if (requestOptions.raw) body = requestOptions.body as BodyInit;
      else if (requestOptions.body !== undefined || !['GET', 'HEAD'].includes(method)) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(toWire(requestOptions.body ?? {}));
      }
      if (cookies.size > 0) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      Object.assign(headers, requestOptions.headers);
      for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
      const response = await app.request(url, { method, headers, body }, {
        incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: 'IPv4' } },
      } as never);
      for (const header of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = header.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        setCookieHeaders.set(name, header);
        const expired = attributes.some((attr) => /^\s*max-age=0\s*$/i.test(attr)) || value === '';
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await response.text();
      let parsed: unknown = null;
      if (text && (response.headers.get('Content-Type') ?? '').includes('application/json'))
        parsed = fromWire(JSON.parse(text));
      else if (text) parsed = text;
      return { status: response.status, headers: response.headers, body: parsed, text };
    };

    return {
      ip,
      request,
      get: (resource, o) => request('GET', resource, o),
      post: (resource, body, o) => request('POST', resource, { ...o, body }),
      put: (resource, body, o) => request('PUT', resource, { ...o, body }),
      patch: (resource, body, o) => request('PATCH', resource, { ...o, body }),
      delete: (resource, body, o) => request('DELETE', resource, { ...o, body }),
      cookies,
      lastSetCookie: (name) => setCookieHeaders.get(name),
      signInAs: async (customerId, signInOptions = {}) => {
        const session = await createSession(handle.db, customerId, signInOptions.rememberMe ?? false, clock.now());
        cookies.set(SESSION_COOKIE, session.token);
      },
    };
  };

  return {
    db: handle.db,
    engine: handle.engine,
    databaseUrl,
    clock,
    config,
    app,
    client,
    outbox: {
      all: readOutbox,
      to: async (email) => (await readOutbox()).filter((mail) => mail.to.toLowerCase() === email.toLowerCase()),
      clear: async () => {
        for (const name of await readdir(outboxDir)) await rm(path.join(outboxDir, name));
      },
    },
    mailLog,
    push,
    close: async () => {
      await push.stop();
      await done();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** The reset_password_token query value of a password-reset link. */
export function resetTokenFrom(link: string): string {
  const token = new URL(link).searchParams.get('reset_password_token');
  if (!token) throw new Error(`no reset_password_token in ${link}`);
  return token;
}
