// A deployment with the PWA on another origin (ALLOWED_ORIGINS) behind a proxy (TRUST_PROXY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit, RATE_RULES } from '../../src/server/auth/rate-limit.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { createTestContext, resetTokenFrom, TEST_NOW, type TestContext } from './harness.ts';

const PWA = 'https://app.gangway.example';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    config: { allowedOrigins: [PWA], trustProxy: true, publicOrigin: 'https://api.gangway.example' },
  });
});
afterAll(() => t.close());

const fromPwa = { Origin: PWA, 'Sec-Fetch-Site': 'cross-site' };

describe('CORS for allowed origins', () => {
  it('answers the preflight with credentials for the allowed origin only', async () => {
    const preflight = { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' };
    const ok = await t.client().request('OPTIONS', '/customer/sessions', { headers: { ...preflight, Origin: PWA } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(PWA);
    expect(ok.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const other = await t.client().request('OPTIONS', '/customer/sessions', {
      headers: { ...preflight, Origin: 'https://evil.example' },
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('lets the allowed origin sign in cross-site and read the date header', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const res = await client.post(
      '/customer/sessions',
      { customer: { email: customer.email, password: KNOWN_PASSWORD } },
      {
        headers: fromPwa,
      },
    );
    expect(res.status).toBe(201);
    const me = await client.get('/customer/me', { headers: fromPwa });
    expect(me.headers.get('Access-Control-Allow-Origin')).toBe(PWA);
    expect(me.headers.get('Access-Control-Expose-Headers')).toContain('X-Current-Date');
    const evil = await client.put(
      '/customer/me',
      { customer: { nationality: 'Evil' } },
      {
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      },
    );
    expect(evil.status).toBe(403);
  });

  it('mails reset links to the calling PWA origin', async () => {
    const customer = await createCustomer(t.db);
    await t.client().post('/customer/password', { customer: { email: customer.email } }, { headers: fromPwa });
    const [mail] = await t.outbox.to(customer.email);
    expect(mail?.links[0]).toMatch(new RegExp(`^${PWA}/password/edit\\?reset_password_token=`));
    expect(resetTokenFrom(mail?.links[0] ?? '')).toHaveLength(43);
  });
});

describe('behind a trusted proxy', () => {
  it('rate-limits by the address the proxy appended to X-Forwarded-For', async () => {
    const customer = await createCustomer(t.db);
    const now = new Date(TEST_NOW);
    for (let i = 0; i < 10; i++) await hit(t.db, RATE_RULES.signInPerAccount, ['198.51.100.7', customer.email], now);
    const client = t.client(); // one socket address: the proxy's
    const body = { customer: { email: customer.email, password: KNOWN_PASSWORD } };
    const blocked = await client.post('/customer/sessions', body, {
      headers: { 'X-Forwarded-For': '203.0.113.1, 198.51.100.7' },
    });
    expect(blocked.status).toBe(429);
    const other = await client.post('/customer/sessions', body, { headers: { 'X-Forwarded-For': '198.51.100.8' } });
    expect(other.status).toBe(201);
  });

  it('takes the origin from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const customer = await createCustomer(t.db);
    const res = await t.client().post(
      '/customer/password',
      { customer: { email: customer.email } },
      {
        url: 'http://10.0.0.5:3000/api/v2/customer/password.json',
        headers: {
          Origin: 'https://tour.api.gangway.example',
          'Sec-Fetch-Site': '',
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'tour.api.gangway.example',
        },
      },
    );
    expect(res.status).toBe(200);
    const [mail] = await t.outbox.to(customer.email);
    expect(mail?.links[0]).toMatch(/^https:\/\/tour\.api\.gangway\.example\/password\/edit\?/);
    expect(mail?.subject).toBe('Gangway Tours: reset password instructions');
  });
});
