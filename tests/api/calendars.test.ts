// Bookings in the traveller's calendar: a booking's .ics file and the private feed of all their
// active bookings, read back with an independent parser (ical.js, not the library that wrote them).
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../src/server/db/schema.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type ParsedEvent = { uid: string; summary: string; start: string; end: string; allDay: boolean };

function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    const show = (time: ICAL.Time) => (allDay ? time.toString() : time.toJSDate().toISOString());
    return { uid: event.uid, summary: event.summary, start: show(event.startDate), end: show(event.endDate), allDay };
  });
}

const byUid = (events: ParsedEvent[]) => Object.fromEntries(events.map((event) => [event.uid, event]));

async function traveller(name: string) {
  const customer = await createCustomer(t.db, { firstName: name });
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

/** Held, nothing paid: the hold's expiry shows. Leaves late on the 6th UTC, nine days. */
async function heldBooking(customerId: number, productName: string) {
  const booking = await createBooking(t.db, customerId, {
    productName,
    directionName: 'Split to Dubrovnik',
    departAt: new Date('2026-09-06T22:30:00Z'),
    numberOfDays: 9,
    paidCents: 0,
    expireAt: new Date('2026-04-02T16:05:00Z'),
    paymentDueDate: '2026-07-01',
    directionValues: {
      itinerary: [
        { day: 1, title: `${productName} embark`, description: '' },
        { day: 2, title: `${productName} island`, description: '' },
      ],
    },
  });
  await addPassenger(t.db, booking.id, { customerId, depositCents: 30_000, totalPriceCents: 200_000 });
  return booking;
}

/** Deposit paid, balance open: the payment due day shows, the hold does not. */
async function partPaidBooking(customerId: number, productName: string) {
  const booking = await createBooking(t.db, customerId, {
    productName,
    departAt: new Date('2026-06-01T08:00:00Z'),
    numberOfDays: 3,
    paidCents: 50_000,
    expireAt: new Date('2026-04-02T16:05:00Z'),
    paymentDueDate: '2026-05-01',
  });
  await addPassenger(t.db, booking.id, { customerId, depositCents: 20_000, totalPriceCents: 200_000 });
  return booking;
}

async function feedUrlOf(client: TestClient): Promise<string> {
  const res = await client.get('/customer/calendar_feed');
  expect(res.status).toBe(200);
  return (res.body as { url: string }).url;
}

/** The feed as a calendar app fetches it: no cookie, no Origin. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.client().request('GET', '', { url, headers: { Origin: '', 'Sec-Fetch-Site': '', ...headers } });

describe("a booking's calendar file", () => {
  it('holds the trip over the days the booking page shows, each itinerary day, and the open hold', async () => {
    const { customer, client } = await traveller('Ines');
    const booking = await heldBooking(customer.id, 'Adriatic');
    const res = await client.get(`/customer/bookings/${booking.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="booking-${booking.id}.ics"`);
    const events = byUid(parseCalendar(res.text));
    const uid = (key: string) => `booking-${booking.id}-${key}@localhost`;
    expect(Object.keys(events).sort()).toEqual([uid('day-1'), uid('day-2'), uid('hold'), uid('trip')].sort());
    // Departure 6th September, return 14th: iCalendar's all-day end is the day after.
    expect(events[uid('trip')]).toMatchObject({
      summary: 'Adriatic: Split to Dubrovnik',
      allDay: true,
      start: '2026-09-06',
      end: '2026-09-15',
    });
    expect(events[uid('day-2')]).toMatchObject({ summary: 'Day 2: Adriatic island', start: '2026-09-07' });
    expect(events[uid('hold')]).toMatchObject({ allDay: false, start: '2026-04-02T16:05:00.000Z' });
  });

  it('holds the payment due day once the deposit is paid, and no hold', async () => {
    const { customer, client } = await traveller('Pablo');
    const booking = await partPaidBooking(customer.id, 'Andes');
    const events = byUid(parseCalendar((await client.get(`/customer/bookings/${booking.id}/calendar.ics`)).text));
    expect(events[`booking-${booking.id}-balance@localhost`]).toMatchObject({
      summary: 'Payment due: Andes',
      allDay: true,
      start: '2026-05-01',
      end: '2026-05-02',
    });
    expect(events[`booking-${booking.id}-hold@localhost`]).toBeUndefined();
  });

  it('gives the same UIDs and text when asked again, and 304 for its ETag', async () => {
    const { customer, client } = await traveller('Jonas');
    const booking = await heldBooking(customer.id, 'Baltic');
    const first = await client.get(`/customer/bookings/${booking.id}/calendar.ics`);
    const second = await client.get(`/customer/bookings/${booking.id}/calendar.ics`);
    expect(parseCalendar(second.text).map((event) => event.uid)).toEqual(
      parseCalendar(first.text).map((event) => event.uid),
    );
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).not.toBe('');
    const again = await client.get(`/customer/bookings/${booking.id}/calendar.ics`, {
      headers: { 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it("answers 404 for another customer's booking and for a traveller whose place was cancelled", async () => {
    const { customer } = await traveller('Owner');
    const booking = await heldBooking(customer.id, 'Fjords');
    const stranger = await traveller('Stranger');
    const dropped = await traveller('Dropped');
    await addPassenger(t.db, booking.id, { customerId: dropped.customer.id, passengerStatus: 'cancelled' });
    for (const { client } of [stranger, dropped]) {
      const res = await client.get(`/customer/bookings/${booking.id}/calendar.ics`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Fjords');
    }
    expect((await t.client().get(`/customer/bookings/${booking.id}/calendar.ics`)).status).toBe(401);
  });

  it('is not served under a .json path', async () => {
    const { customer, client } = await traveller('Json');
    const booking = await heldBooking(customer.id, 'Rhine');
    const res = await client.request('GET', '', {
      url: `${TEST_ORIGIN}/api/v2/customer/bookings/${booking.id}/calendar.ics.json`,
    });
    expect(res.status).toBe(404);
  });
});

describe('the private calendar feed', () => {
  it('gives one absolute URL, the same on every request, that works without a cookie', async () => {
    const { customer, client } = await traveller('Mara');
    const held = await heldBooking(customer.id, 'Danube');
    const partPaid = await partPaidBooking(customer.id, 'Patagonia');
    const url = await feedUrlOf(client);
    expect(url).toMatch(/^http:\/\/localhost\/api\/v2\/calendar_feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    expect(await feedUrlOf(client)).toBe(url);
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const uids = parseCalendar(res.text).map((event) => event.uid);
    expect(uids).toContain(`booking-${held.id}-trip@localhost`);
    expect(uids).toContain(`booking-${held.id}-hold@localhost`);
    expect(uids).toContain(`booking-${partPaid.id}-balance@localhost`);
  });

  it('leaves out cancelled bookings', async () => {
    const { customer, client } = await traveller('Noor');
    const cancelled = await heldBooking(customer.id, 'Nile');
    await t.db.execute(
      sql`UPDATE bookings SET cancelled_at = ${new Date('2026-03-09T09:00:00Z')} WHERE id = ${cancelled.id}`,
    );
    const res = await fetchFeed(await feedUrlOf(client));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Nile');
  });

  it("holds none of another customer's events", async () => {
    const first = await traveller('First');
    const second = await traveller('Second');
    const firstBooking = await heldBooking(first.customer.id, 'Aegean');
    const secondBooking = await heldBooking(second.customer.id, 'Ionian');
    const firstFeed = (await fetchFeed(await feedUrlOf(first.client))).text;
    const secondFeed = (await fetchFeed(await feedUrlOf(second.client))).text;
    expect(firstFeed).toContain('Aegean');
    expect(firstFeed).not.toContain('Ionian');
    expect(firstFeed).not.toContain(`booking-${secondBooking.id}-`);
    expect(secondFeed).toContain('Ionian');
    expect(secondFeed).not.toContain('Aegean');
    expect(secondFeed).not.toContain(`booking-${firstBooking.id}-`);
  });

  it('answers 304 to a calendar app naming the current ETag', async () => {
    const { customer, client } = await traveller('Etta');
    await heldBooking(customer.id, 'Loire');
    const url = await feedUrlOf(client);
    const first = await fetchFeed(url);
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"/);
    const again = await fetchFeed(url, { 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await fetchFeed(url, { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('is replaced by a reset: the old URL answers 404 at once, the new one works', async () => {
    const { customer, client } = await traveller('Rene');
    await heldBooking(customer.id, 'Seine');
    const old = await feedUrlOf(client);
    const reset = await client.post('/customer/calendar_feed/reset');
    expect(reset.status).toBe(200);
    const fresh = (reset.body as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect(await feedUrlOf(client)).toBe(fresh);
    expect((await fetchFeed(old)).status).toBe(404);
    const now = await fetchFeed(fresh);
    expect(now.status).toBe(200);
    expect(now.text).toContain('Seine');
  });

  it('keeps only a hash of the token', async () => {
    const { customer, client } = await traveller('Hash');
    const token = (await feedUrlOf(client)).split('/').at(-2) ?? '';
    const rows = await t.db.select().from(calendarFeeds);
    const row = rows.find((candidate) => candidate.customerId === customer.id);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers a plain 404 to a wrong token, and 429 to a burst of them from one address', async () => {
    const wrong = `${TEST_ORIGIN}/api/v2/calendar_feeds/${'A'.repeat(43)}/calendar.ics`;
    const odd = `${TEST_ORIGIN}/api/v2/calendar_feeds/not-a-token/calendar.ics`;
    const guesser = t.client();
    const headers = { Origin: '', 'Sec-Fetch-Site': '' };
    const first = await guesser.request('GET', '', { url: wrong, headers });
    expect(first.status).toBe(404);
    expect(first.body).toEqual({ error: 'Not found' });
    expect((await guesser.request('GET', '', { url: odd, headers })).status).toBe(404);
    let last = 404;
    for (let i = 0; i < 40 && last === 404; i += 1)
      last = (await guesser.request('GET', '', { url: wrong, headers })).status;
    expect(last).toBe(429);
  });

  it('asks for a session to read or reset the URL', async () => {
    expect((await t.client().get('/customer/calendar_feed')).status).toBe(401);
    expect((await t.client().post('/customer/calendar_feed/reset')).status).toBe(401);
  });
});
