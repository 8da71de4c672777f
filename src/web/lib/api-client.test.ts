// The API client over a scripted fetch: what it sends (path, keys, cookies, body), what it makes of
// the answers (camelCase data, ApiFailure) and which failures ky retries, with which key.
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure, api, apiCall } from './api-client.ts';
import { createHttp, setHttp } from './http.ts';

type Answer = Response | Error;
const ORIGIN = 'https://app.example';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function scripted(answers: Answer[]) {
  const sent: Request[] = [];
  setHttp(
    createHttp(async (input, init) => {
      const request = new Request(input, init);
      sent.push(request);
      const next = answers.shift();
      if (!next) throw new Error('unexpected request');
      if (next instanceof Error) throw next;
      return next;
    }, ORIGIN),
  );
  return sent;
}

const anything = v.unknown();
const networkDown = () => new TypeError('Failed to fetch');

afterEach(() => setHttp(undefined));

describe('apiCall', () => {
  it('sends .json paths under the API base with snake_case keys and cookies, and reads camelCase', async () => {
    const sent = scripted([json(200, { first_name: 'Olivia', booking_ids: [1] }, { 'X-Current-Date': 'now' })]);
    const result = await apiCall(
      'put',
      '/customer',
      v.object({ firstName: v.string(), bookingIds: v.array(v.number()) }),
      {
        json: { customer: { firstName: 'Olivia' } },
        searchParams: { bookingId: 7, skipped: undefined },
      },
    );
    expect(result.data).toEqual({ firstName: 'Olivia', bookingIds: [1] });
    expect(result.headers.get('X-Current-Date')).toBe('now');
    expect(sent).toHaveLength(1);
    const request = sent[0] as Request;
    expect(request.url).toBe(`${ORIGIN}/api/v2/customer.json?booking_id=7`);
    expect(request.method).toBe('PUT');
    expect(request.credentials).toBe('include');
    expect(await request.json()).toEqual({ customer: { first_name: 'Olivia' } });
  });

  it('gives every state-changing call a JSON body, and an empty answer as null', async () => {
    const sent = scripted([new Response(null, { status: 204 })]);
    expect(await api('delete', '/customer/cards/3', v.null())).toBeNull();
    const request = sent[0] as Request;
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{}');
  });

  it("turns an error answer into ApiFailure with the contract's error and field errors", async () => {
    scripted([json(422, { errors: { amount_cents: ['Too much'] } })]);
    const failure = await api('post', '/customer/me', anything).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 422, errors: { amountCents: ['Too much'] } });
  });

  it('rejects an answer that breaks the contract', async () => {
    scripted([json(200, { id: 'not a number' })]);
    await expect(api('get', '/customer/me', v.object({ id: v.number() }))).rejects.toThrow(v.ValiError);
  });
});

describe('retries', () => {
  it('a GET is retried on a network failure, twice, then the failure is thrown', async () => {
    const recovered = scripted([networkDown(), json(200, { ok: true })]);
    expect(await api('get', '/customer/bookings', anything)).toEqual({ ok: true });
    expect(recovered).toHaveLength(2);
    const down = scripted([networkDown(), networkDown(), networkDown()]);
    await expect(api('get', '/customer/bookings', anything)).rejects.toThrow(TypeError);
    expect(down).toHaveLength(3);
  });

  it('a GET is retried on 408, 429, 502, 503 and 504 (after Retry-After), never on other failures', async () => {
    for (const status of [408, 429, 502, 503, 504]) {
      const sent = scripted([json(status, { error: 'busy' }, { 'Retry-After': '0' }), json(200, {})]);
      await api('get', '/customer/me', anything);
      expect(sent, `status ${status}`).toHaveLength(2);
    }
    for (const status of [400, 401, 403, 404, 422, 500]) {
      const sent = scripted([json(status, { error: 'no' })]);
      await expect(api('get', '/customer/me', anything)).rejects.toMatchObject({ status });
      expect(sent, `status ${status}`).toHaveLength(1);
    }
  });

  it('a Retry-After longer than a traveller would wait is answered at once, not waited out', async () => {
    const sent = scripted([json(429, { error: 'Too many requests.' }, { 'Retry-After': '900' })]);
    await expect(api('get', '/customer/me', anything)).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(1);
  });

  it('a POST without an Idempotency-Key, and any PUT or DELETE, is sent once whatever happens', async () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      const unavailable = scripted([json(503, { error: 'busy' }, { 'Retry-After': '0' })]);
      await expect(api(method, '/customer/invitations', anything)).rejects.toMatchObject({ status: 503 });
      expect(unavailable, method).toHaveLength(1);
      const offline = scripted([networkDown()]);
      await expect(api(method, '/customer/invitations', anything)).rejects.toThrow(TypeError);
      expect(offline, method).toHaveLength(1);
    }
  });

  it('a payment POST is re-sent with the SAME Idempotency-Key when its outcome is unknown', async () => {
    const headers = { 'Idempotency-Key': 'payments-key-1' };
    const sent = scripted([networkDown(), json(503, { error: 'The card provider cannot be reached.' }), json(201, {})]);
    await api('post', '/customer/bookings/40009/payments', anything, { json: { payment: {} }, headers });
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual(Array(3).fill('payments-key-1'));
    for (const request of sent) expect(await request.json()).toEqual({ payment: {} });
    const declined = scripted([json(422, { error: 'Your card was declined.' })]);
    await expect(api('post', '/customer/bookings/40009/payments', anything, { headers })).rejects.toMatchObject({
      status: 422,
    });
    expect(declined).toHaveLength(1);
  });
});
