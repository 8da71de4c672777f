// Compression of API answers (src/server/http/compression.ts): JSON of 1 KB or more is gzipped
// when the client accepts gzip, with Vary and an exact Content-Length; smaller JSON goes as it is.
// Requests go straight to app.request() here, because the harness reads every body as text.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { addPassenger, createBooking, daysFrom } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_NOW, TEST_ORIGIN, type TestContext } from './harness.ts';

let t: TestContext;
let cookie: string;
let bookingId: number;
let othersBookingId: number;
const passengerIds: number[] = [];

beforeAll(async () => {
  t = await createTestContext();
  const customer = await createCustomer(t.db);
  const other = await createCustomer(t.db);
  const booking = await createBooking(t.db, customer.id, {
    departAt: daysFrom(new Date(TEST_NOW), 60),
    directionValues: {
      itinerary: Array.from({ length: 8 }, (_, i) => ({
        day: i + 1,
        title: `Day ${i + 1}`,
        description: 'Sail along the coast, swim in a quiet bay, dinner ashore in the old town.',
      })),
    },
  });
  for (let i = 0; i < 3; i += 1) passengerIds.push((await addPassenger(t.db, booking.id, { position: i })).id);
  bookingId = booking.id;
  othersBookingId = (await createBooking(t.db, other.id)).id;
  const session = await createSession(t.db, customer.id, true, t.clock.now());
  cookie = `${SESSION_COOKIE}=${session.token}`;
});
afterAll(() => t.close());

const read = (id: number, acceptEncoding?: string) =>
  t.app.request(`${TEST_ORIGIN}/api/v2/customer/bookings/${id}.json`, {
    headers: {
      Cookie: cookie,
      Accept: 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
    },
  });

describe('API answer compression', () => {
  it('gzips a booking read of 1 KB or more for a client that accepts gzip, to the same JSON', async () => {
    const plain = await read(bookingId);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plainBytes.byteLength).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.get('Content-Length')).toBe(String(plainBytes.byteLength));
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);

    const gzipped = await read(bookingId, 'gzip, deflate, br');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(gzipped.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(gzipped.headers.get('Cache-Control')).toBe('no-store');
    const zipped = Buffer.from(await gzipped.arrayBuffer());
    expect(gzipped.headers.get('Content-Length')).toBe(String(zipped.byteLength));
    expect(zipped.byteLength).toBeLessThan(plainBytes.byteLength);
    expect(gunzipSync(zipped).toString('utf8')).toBe(plainBytes.toString('utf8'));
  });

  it('gzips the new text after a change, never the bytes of an earlier answer', async () => {
    const before = gunzipSync(Buffer.from(await (await read(bookingId, 'gzip')).arrayBuffer())).toString('utf8');
    expect(before).not.toContain('Ziggy');
    const edit = await t.app.request(
      `${TEST_ORIGIN}/api/v2/customer/bookings/${bookingId}/passengers/${passengerIds[0]}.json`,
      {
        method: 'PUT',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({
          passenger: {
            title: 'Mr',
            first_name: 'Ziggy',
            last_name: 'Stardust',
            email: '',
            age: '1986',
            nationality: 'British',
          },
        }),
      },
    );
    expect(edit.status).toBe(200);
    const gzipped = await read(bookingId, 'gzip');
    const after = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8');
    expect(after).toContain('"full_name":"Ziggy Stardust"');
    expect(after).toBe(await (await read(bookingId)).text());
  });

  it('sends identity when gzip is refused (q=0)', async () => {
    const res = await read(bookingId, 'gzip;q=0, identity');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(await res.text()).id).toBe(bookingId);
  });

  it('sends JSON under 1 KB as it is: another customer’s booking is the plain 404 body', async () => {
    const res = await read(othersBookingId, 'gzip, deflate, br');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Not found' });
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
  });
});
