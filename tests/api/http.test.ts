// The HTTP frame every endpoint shares: '.json' paths, JSON 404s, CSRF checks, security headers,
// and the CRM redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const FORGOT = 'http://localhost/api/v2/customer/password.json';
const forgotBody = JSON.stringify({ customer: { email: 'someone@example.com' } });

describe('API paths', () => {
  it('require the .json suffix', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    expect((await client.get('/customer/me')).status).toBe(200);
    const bare = await client.request('GET', '', { url: 'http://localhost/api/v2/customer/me' });
    expect(bare.status).toBe(404);
    expect(bare.body).toEqual({ error: 'Not found' });
  });

  it('answer unknown paths with 404 JSON', async () => {
    for (const url of ['http://localhost/api/v2/nothing/here.json', 'http://localhost/api/v1/customer/me.json']) {
      const res = await t.client().request('GET', '', { url });
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: 'Not found' });
    }
  });
});

describe('CSRF protection of state-changing requests', () => {
  const post = (headers: Record<string, string>, body: string = forgotBody) =>
    t.client().request('POST', '', { url: FORGOT, raw: true, body, headers });

  it('accepts JSON from the same origin (Sec-Fetch-Site) or with our own Origin', async () => {
    expect((await post({ 'Content-Type': 'application/json' })).status).toBe(200);
    expect((await post({ 'Content-Type': 'application/json; charset=utf-8', 'Sec-Fetch-Site': '' })).status).toBe(200);
    expect((await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'none', Origin: '' })).status).toBe(200);
  });

  it('refuses a request with neither Sec-Fetch-Site nor Origin', async () => {
    const res = await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': '', Origin: '' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This request did not come from the Gangway app and was refused.' });
  });

  it('refuses a foreign Origin, and a cross-site fetch', async () => {
    const foreign = await post({
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': '',
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const crossSite = await post({
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const sibling = await post({
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-site',
      Origin: 'http://tour.localhost',
    });
    expect(sibling.status).toBe(403);
  });

  it('refuses form and text bodies, even from the same origin', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      const res = await post({ 'Content-Type': type }, 'customer[email]=someone@example.com');
      expect(res.status, type).toBe(403);
      expect(res.body).toEqual({ error: 'Requests that change data must be sent as JSON.' });
    }
  });

  it('protects DELETE, PUT and PATCH too, but not GET', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    expect((await client.delete('/customer/sessions', {}, { headers: evil })).status).toBe(403);
    expect((await client.put('/customer/me', { customer: { firstName: 'Hacked' } }, { headers: evil })).status).toBe(
      403,
    );
    expect((await client.patch('/customer/notifications/1', { dismissed: true }, { headers: evil })).status).toBe(403);
    expect((await client.get('/customer/me', { headers: evil })).body.firstName).toBe(customer.firstName);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    expect((await post({ 'Content-Type': 'application/json' }, '{nope')).status).toBe(400);
    const huge = JSON.stringify({ customer: { email: 'a@example.com', filler: 'x'.repeat(300_000) } });
    const res = await post({ 'Content-Type': 'application/json' }, huge);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request is too large.' });
  });
});

describe('security headers', () => {
  it('send a CSP allowing only this origin and Stripe, plus the usual hardening', async () => {
    const res = await t.client().get('/customer/countries');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Scripts from this origin and Stripe only: no inline script (a server-rendered page allows its
    // own by hash: server-render.test.ts).
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const origins = csp.match(/https?:\/\/[^\s;]+/g) ?? [];
    expect(new Set(origins)).toEqual(
      new Set(['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('are sent on error answers too', async () => {
    const res = await t.client().get('/customer/me');
    expect(res.status).toBe(401);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it('send Strict-Transport-Security only on answers to requests that came over https', async () => {
    const countries = (scheme: string, headers: Record<string, string> = {}) =>
      t.client().request('GET', '', { url: `${scheme}://localhost/api/v2/customer/countries.json`, headers });
    expect((await countries('http')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await countries('https')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=15552000; includeSubDomains',
    );
    // A client's own X-Forwarded-Proto is not believed without a trusted proxy.
    expect(
      (await countries('http', { 'X-Forwarded-Proto': 'https' })).headers.get('Strict-Transport-Security'),
    ).toBeNull();
  });

  it("send Strict-Transport-Security when a trusted proxy's X-Forwarded-Proto says https", async () => {
    const countries = (proto: string) =>
      t.client().request('GET', '', {
        url: 'http://localhost/api/v2/customer/countries.json',
        headers: { 'X-Forwarded-Proto': proto },
      });
    t.config.trustProxy = true;
    try {
      expect((await countries('https')).headers.get('Strict-Transport-Security')).toBe(
        'max-age=15552000; includeSubDomains',
      );
      expect((await countries('http')).headers.get('Strict-Transport-Security')).toBeNull();
    } finally {
      t.config.trustProxy = false;
    }
  });

  it('do not allow CORS without configured origins', async () => {
    const res = await t.client().get('/customer/countries', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('CRM redirects', () => {
  it.each(['/customers/auto', '/reviews/new'])('%s goes to the CRM host with path and query', async (path) => {
    const res = await t.client().request('GET', '', { url: `http://localhost${path}?token=abc&x=1` });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`https://crm.example.com${path}?token=abc&x=1`);
  });
});
