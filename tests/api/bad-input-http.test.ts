// Bad input at the HTTP frame, never a 500: bodies nested too deep or too large, the wire shape of
// 422 answers, a bodiless DELETE, and the connection after a 413 (over a real socket).
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../factories/customers.ts';
import { createPayableBooking } from '../factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepBody = (levels: number) => `{"customer":{"email":${deep(levels)}}}`;

describe('deeply nested JSON', () => {
  it('is refused with 422 {error} on sign-in, before anything walks it', async () => {
    for (const levels of [40, 3_000, 100_000]) {
      const res = await t.client().request('POST', '/customer/sessions', {
        raw: true,
        body: deepBody(levels),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'The request is nested too deeply.' });
    }
  });

  it('is refused on signed-in endpoints too', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    const res = await client.request('PUT', '/customer/me', {
      raw: true,
      body: deepBody(3_000),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'The request is nested too deeply.' });
  });

  it('still reads ordinary nesting and brackets inside strings', async () => {
    const res = await t.client().post('/customer/sessions', { customer: { email: '[[[[[[', password: '{{{{' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Oops! Invalid Email'] });
  });
});

describe('422 answers on the wire', () => {
  it('name their fields in snake_case like every other key', async () => {
    const customer = await createCustomer(t.db);
    const { booking } = await createPayableBooking(t.db, customer.id);
    const client = t.client();
    await client.signInAs(customer.id);
    const res = await client.post(`/customer/bookings/${booking.id}/pending_payments`, {
      pendingPayment: { amountCents: 1, currency: booking.currencyCode, termsAccepted: true },
    });
    expect(res.status).toBe(422);
    const wire = JSON.parse(res.text);
    expect(Object.keys(wire.errors)).toEqual(['amount_cents']);
    const noKey = await client.post(`/customer/bookings/${booking.id}/payments`, { payment: {} });
    expect(JSON.parse(noKey.text).errors).toHaveProperty('idempotency_key');
    const reset = await t.client().put('/customer/password', { customer: { password: 'long-enough-1' } });
    expect(Object.keys(JSON.parse(reset.text).errors).sort()).toEqual([
      'password_confirmation',
      'reset_password_token',
    ]);
  });
});

describe('a DELETE without a body', () => {
  it('is accepted from our own origin, with or without Content-Length: 0', async () => {
    const customer = await createCustomer(t.db);
    for (const headers of [{}, { 'Content-Length': '0' }] as Record<string, string>[]) {
      const client = t.client();
      await client.signInAs(customer.id);
      const res = await client.request('DELETE', '/customer/sessions', { raw: true, headers });
      expect(res.status).toBe(200);
      expect((await client.get('/customer/me')).status).toBe(401);
    }
  });

  it('is still refused from another origin', async () => {
    const res = await t.client().request('DELETE', '/customer/sessions', {
      raw: true,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('This request did not come from the Gangway app and was refused.');
  });

  it('but a DELETE with a body that is not JSON is refused', async () => {
    const res = await t.client().request('DELETE', '/customer/sessions', {
      raw: true,
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Requests that change data must be sent as JSON.');
  });
});

describe('a body over the limit, over a real socket', () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (agent: http.Agent, body: string) =>
    new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: 'POST',
          path: '/api/v2/customer/password.json',
          headers: {
            'Content-Type': 'application/json',
            Origin: `http://127.0.0.1:${port}`,
            'Sec-Fetch-Site': 'same-origin',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('answers 413 with Connection: close, and the next request is served', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = JSON.stringify({ customer: { email: 'a@example.com', filler: 'x'.repeat(300_000) } });
      const first = await send(agent, huge);
      expect(first.status).toBe(413);
      expect(first.connection).toBe('close');
      expect(JSON.parse(first.text)).toEqual({ error: 'The request is too large.' });
      const next = await send(agent, JSON.stringify({ customer: { email: 'someone@example.com' } }));
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
