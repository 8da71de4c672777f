// GET /api/v2/openapi.json: the generated OpenAPI document, public and cacheable, the same for
// everyone and naming nobody; and its description of the CRM's signature is the rule the server applies.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SIGN_INS, OLIVIA } from '../../src/server/db/seed/customers.ts';
import { openApiDocument } from '../../src/server/openapi/document.ts';
import { createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_NOW, TEST_ORIGIN, type TestContext } from './harness.ts';

const SECRET = 'crm_openapi_test_secret';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { crmIntegrationSecret: SECRET } });
});
afterAll(() => t.close());

const OPENAPI = '/openapi';

describe('the OpenAPI document served at /api/v2/openapi.json', () => {
  it('is the generated document, to anyone signed out, as JSON', async () => {
    const res = await t.client().get(OPENAPI);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toEqual(openApiDocument(new Date(TEST_NOW).getUTCFullYear()));
  });

  it('may be cached, and answers 304 without a body to a client that names its ETag', async () => {
    const first = await t.client().get(OPENAPI);
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const again = await t.client().get(OPENAPI, { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await t.client().get(OPENAPI, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('is the same for a signed-in customer, and names no one', async () => {
    const customer = await createCustomer(t.db, { firstName: OLIVIA.firstName, lastName: OLIVIA.lastName });
    const signedIn = t.client();
    await signedIn.signInAs(customer.id);
    const text = (await signedIn.get(OPENAPI)).text;
    expect(text).toBe((await t.client().get(OPENAPI)).text);
    expect(text).not.toMatch(/[^\s"@<>]+@[^\s"@<>]+\.[a-z]{2,}/i);
    for (const known of [
      customer.email,
      DEMO_PASSWORD,
      OLIVIA.firstName,
      OLIVIA.lastName,
      ...DEMO_SIGN_INS.map((s) => s.email),
    ])
      expect(text).not.toContain(known);
  });

  it("describes the CRM's signature exactly as the server checks it", async () => {
    const document = JSON.parse((await t.client().get(OPENAPI)).text);
    const scheme = document.components.securitySchemes.crmSignature;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Gangway-Signature' });
    // Sign by the words of the description alone: its quoted text to sign and its header format.
    const template = /"(<t>\.[^"]+)"/.exec(scheme.description)?.[1];
    expect(scheme.description).toContain('X-Gangway-Signature: t=<unix seconds>,v1=<signature>');
    expect(template).toBe('<t>.<METHOD> <path>\\n<body>');
    const lead = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    const path = `${document.servers[0].url}/integrations/crm/messages.json`;
    const body = JSON.stringify({
      event_id: `evt-${randomUUID()}`,
      booking_id: booking.id,
      staff: { email: 'staff@gangway.example', first_name: 'Sam' },
      body: 'Your cabin is ready.',
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signed = (template ?? '')
      .replace('<t>', timestamp)
      .replace('<METHOD>', 'POST')
      .replace('<path>', path)
      .replace('\\n', '\n')
      .replace('<body>', body);
    const signature = createHmac('sha256', SECRET).update(signed, 'utf8').digest('hex');
    const res = await t.client().request('POST', '', {
      url: `${TEST_ORIGIN}${path}`,
      raw: true,
      body,
      headers: {
        'Content-Type': 'application/json',
        Origin: '',
        'Sec-Fetch-Site': '',
        'X-Gangway-Signature': `t=${timestamp},v1=${signature}`,
      },
    });
    expect(res.status).toBe(201);
    expect(document.paths['/integrations/crm/messages.json'].post.responses).toHaveProperty('201');
  });
});
