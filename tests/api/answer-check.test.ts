// The answer checker of the API suite (answer-check.ts) itself: what it lets through and what it
// catches, on answers made up here and on a real server whose description has drifted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/shared/contract/endpoints.ts';
import { customer } from '../../src/shared/contract/customer.ts';
import { createCustomer } from '../factories/customers.ts';
import { answerChecker, answerMismatches, checkAnswersOf, type Received } from './answer-check.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './harness.ts';
import * as v from 'valibot';

const check = answerChecker();
const json = { 'Content-Type': 'application/json' };
const received = (
  method: string,
  resource: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = json,
): Received => ({
  method,
  url: `${TEST_ORIGIN}/api/v2${resource}`,
  status,
  headers: new Headers(headers),
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const countries = (body: unknown, status = 200) => check(received('GET', '/customer/countries.json', status, body));

describe('the answer checker', () => {
  it('lets through an answer its endpoint describes, and the error bodies of its refusals', () => {
    expect(countries([{ name: 'Malta', phone_code: '356', iso_code: 'MT' }])).toBeNull();
    expect(check(received('GET', '/customer/bookings/7.json', 404, { error: 'Not found' }))).toBeNull();
    expect(check(received('PUT', '/customer/me.json', 422, { errors: { first_name: ['is required'] } }))).toBeNull();
    expect(check(received('GET', '/customer/bookings/7/messages.json', 304, '', {}))).toBeNull();
  });

  it('catches a key the schema does not name, a missing key and a value of the wrong type', () => {
    expect(countries([{ name: 'Malta', phone_code: '356', iso_code: 'MT', flag: '🇲🇹' }])).toMatch(
      /GET \/api\/v2\/customer\/countries\.json 200: \/0 must NOT have additional properties.*flag/,
    );
    expect(countries([{ name: 'Malta', phone_code: '356' }])).toMatch(/must have required property.*iso_code/);
    expect(countries([{ name: 'Malta', phone_code: 356, iso_code: 'MT' }])).toMatch(/\/0\/phone_code must be string/);
    expect(countries({ name: 'Malta' })).toMatch(/must be array/);
  });

  it('catches a status, a media type or a header the document does not describe', () => {
    expect(countries({ error: 'Busy' }, 503)).toMatch(/does not describe this status/);
    expect(
      check(received('GET', '/customer/countries.json', 200, '<p>Malta</p>', { 'Content-Type': 'text/html' })),
    ).toMatch(/text\/html, not application\/json/);
    const tooMany = received('POST', '/customer/sessions.json', 429, { error: 'Too many attempts' });
    expect(check(tooMany)).toMatch(/no Retry-After/);
    expect(check({ ...tooMany, headers: new Headers({ ...json, 'Retry-After': '30' }) })).toBeNull();
    expect(check(received('GET', '/customer/auth/facebook.json', 302, '', {}))).toMatch(/no Location/);
  });

  it("catches a success the document allows but the contract's valibot schema refuses", () => {
    // JSON Schema cannot say a URL must parse; the client's schema can.
    const feed = (url: string) => check(received('GET', '/customer/calendar_feed.json', 200, { url }));
    expect(feed('https://portal.example/api/v2/calendar_feeds/abc/calendar.ics')).toBeNull();
    expect(feed('not a link')).toMatch(/customer\/calendar_feed\.json 200:/);
  });

  it('leaves alone what is not an endpoint of the contract', () => {
    expect(check(received('GET', '/no/such/thing.json', 404, { error: 'Not found' }))).toBeNull();
    expect(check({ ...received('GET', '/customer/me.json', 200, 'x'), url: `${TEST_ORIGIN}/healthz` })).toBeNull();
  });
});

describe('the answer checker on a server', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("catches the server answering a key its endpoint's schema has lost", async () => {
    const lost = ENDPOINTS.map((endpoint) =>
      endpoint.method === 'GET' && endpoint.path === '/customer/me'
        ? { ...endpoint, answer: v.omit(customer, ['connectedToFacebook']) }
        : endpoint,
    );
    const drifted = answerChecker(lost);
    const app = { fetch: t.app.fetch };
    checkAnswersOf(app, drifted);
    const signedIn = t.client();
    await signedIn.signInAs((await createCustomer(t.db)).id);
    const cookie = [...signedIn.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await app.fetch(
      new Request(`${TEST_ORIGIN}/api/v2/customer/me.json`, { headers: { Cookie: cookie } }),
    );
    expect(answer.status).toBe(200);
    // The caller still reads the answer in full; the test that received it is failed afterwards.
    expect(await answer.json()).toHaveProperty('connected_to_facebook', false);
    expect(answerMismatches.splice(0)).toEqual([
      expect.stringMatching(
        /^GET \/api\/v2\/customer\/me\.json 200: \(body\) must NOT have additional properties.*connected_to_facebook/,
      ),
    ]);
  });

  it('checks every answer of the test context, with the schemas of this checkout', async () => {
    const answer = await t.client().get('/customer/countries');
    expect(answer.status).toBe(200);
    expect(answerMismatches).toEqual([]);
  });
});
