// The server log names paths and ids, never personal data: an unhandled database error is logged
// without its parameter values, the line each request leaves names its route pattern, never its
// path or query, and mail links are printed only while mail goes to the outbox.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { errorHandler } from '../../src/server/http/errors.ts';
import { createLogger, logger } from '../../src/server/log/logger.ts';
import { createMailer, mailLinksPrinted, mailWarnings, outboxDir } from '../../src/server/mail/create-mailer.ts';
import { checkAnswersOf } from './answer-check.ts';
import { createTestContext, TEST_NOW, type TestContext, testConfig } from './harness.ts';

const EMAIL = 'private.person@example.com';
const NAME = 'Zebedee Quillfeather';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

describe('the unhandled-error log', () => {
  it('names the method, the path, the class and SQLSTATE code and the frames, never the values', async () => {
    const logged: string[] = [];
    const app = new Hono();
    app.onError(errorHandler((line) => logged.push(line)));
    // A query whose parameters are personal data and whose database message quotes one of them.
    app.post('/api/v2/customer/lookup', async () => {
      await ctx.db.execute(sql`select ${NAME} as name, ${EMAIL}::integer as id`);
      return new Response('unreachable');
    });
    const res = await app.request(`/api/v2/customer/lookup?email=${encodeURIComponent(EMAIL)}`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(logged).toHaveLength(1);
    const line = logged[0] ?? '';
    expect(line).toMatch(
      /^\[server\] unhandled error POST \/api\/v2\/customer\/lookup: DrizzleQueryError <- \w+ 22P02/,
    );
    expect(line).toContain('query: select $1 as name, $2::integer as id');
    expect(line).toMatch(/\n\s+at /);
    expect(line).not.toContain('private.person');
    expect(line).not.toContain('example.com');
    expect(line).not.toContain('Zebedee');
    expect(line).not.toContain('?');
  });

  it('shows a token-like path segment as :token', async () => {
    const logged: string[] = [];
    const app = new Hono();
    app.onError(errorHandler((line) => logged.push(line)));
    app.get('/api/v2/customer/invitations/:token', () => {
      throw new TypeError(`no invitation for ${EMAIL}`);
    });
    await app.request('/api/v2/customer/invitations/Qx3v9Lw2Zk8Rt5Yp1Nm7Bc4Hd6Jf0Gs-_aE.json');
    expect(logged[0]).toMatch(
      /^\[server\] unhandled error GET \/api\/v2\/customer\/invitations\/:token: TypeError "no invitation for <e-mail>"/,
    );
  });
});

describe('the per-request log line', () => {
  /** The app as served, its request log written to `lines` as the JSON a log shipper reads. */
  function loggedApp() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const log = createLogger({ level: 'info', pretty: false }, sink);
    const app = createApp({
      db: ctx.db,
      clock: ctx.clock,
      mailer: { send: async () => {} },
      config: ctx.config,
      sharedDatabase: ctx.engine === 'postgres',
      log,
    });
    checkAnswersOf(app);
    return { app, lines };
  }

  it('says method, route pattern, status, time and request id, and nothing about the caller', async () => {
    const { app, lines } = loggedApp();
    const token = 'Qx3v9Lw2Zk8Rt5Yp1Nm7Bc4Hd6Jf0Gs-_aE';
    await app.request(`http://localhost/api/v2/customer/invitations/${token}.json?email=${encodeURIComponent(EMAIL)}`, {
      headers: {
        Accept: 'application/json',
        Cookie: '_gangway_session=cookie-secret-value',
        'X-Request-Id': 'lb-1234',
      },
    });
    await app.request('http://localhost/api/v2/customer/sessions.json', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: JSON.stringify({ customer: { email: EMAIL, password: 'a password', name: NAME } }),
    });
    expect(lines).toHaveLength(2);
    const [invitation, signIn] = lines.map((line) => JSON.parse(line));
    expect(invitation).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'lb-1234',
      method: 'GET',
      route: '/api/v2/customer/invitations/:token',
      status: 404,
    });
    expect(invitation.ms).toEqual(expect.any(Number));
    expect(invitation.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(signIn).toMatchObject({ method: 'POST', route: '/api/v2/customer/sessions', reqId: expect.any(String) });
    const all = lines.join('\n');
    for (const secret of [token, 'private.person', 'example.com', 'Zebedee', 'cookie-secret-value', 'a password', '?'])
      expect(all).not.toContain(secret);
  });
});

describe('mail links in the log', () => {
  it('are printed for the outbox only: with SMTP the mailer and the demo seed print none', async () => {
    expect(mailLinksPrinted({ smtpUrl: undefined, production: false })).toBe(true);
    expect(mailLinksPrinted({ smtpUrl: undefined, production: true })).toBe(false);
    const config = testConfig({ smtpUrl: 'smtp://127.0.0.1:9?ignoreTLS=true' });
    expect(mailLinksPrinted(config)).toBe(false);

    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...args) => printed.push(args.map(String).join(' ')));
    const link = 'http://localhost/password/edit?reset_password_token=secret-token';
    // Nothing listens on port 9: the send fails, and still nothing is printed by the mailer.
    await createMailer(config)
      .send({ to: EMAIL, subject: 'Reset password instructions', text: link, links: [link] })
      .catch(() => {});
    const seedLines: string[] = [];
    await seedDemoData(ctx.db, {
      now: new Date(TEST_NOW),
      publicOrigin: 'http://localhost:3000',
      log: (line) => seedLines.push(line),
      showLinks: mailLinksPrinted(config),
    });
    expect(printed.join('\n')).not.toContain('secret-token');
    expect(seedLines.length).toBeGreaterThan(0);
    expect(seedLines.join('\n')).not.toContain('/invite/');
  });

  it('are not printed by a production server without SMTP: the outbox keeps the mail, the log none of it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gangway-outbox-'));
    try {
      const info = vi.spyOn(logger, 'info');
      const link = 'https://portal.example.com/password/edit?reset_password_token=secret-token';
      await createMailer(testConfig({ smtpUrl: undefined, production: true, dataDir })).send({
        to: EMAIL,
        subject: 'Reset password instructions',
        text: link,
        links: [link],
      });
      expect(info).not.toHaveBeenCalled();
      const [file] = await readdir(outboxDir(dataDir));
      expect(await readFile(path.join(outboxDir(dataDir), file ?? ''), 'utf8')).toContain('secret-token');
      expect(mailWarnings({ smtpUrl: undefined })[0]).toContain('Set SMTP_URL');
      expect(mailWarnings({ smtpUrl: 'smtp://mail.example.com' })).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
