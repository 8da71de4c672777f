// The read cache (src/server/cache/read-cache.ts) seen from outside: on PGlite a booking read and
// the session behind a cookie may be kept for a moment, but a write made through the server is in
// the very next read, one customer's kept answer never reaches another, sign-out ends the session
// at once, and whatever depends on the clock (session expiry, open invitations) follows the clock,
// not the cache. On PostgreSQL nothing is kept, and the same must hold.
// Every test reads first, so the answer it then checks would come from the cache if it could.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { bookings } from '../../src/server/db/schema.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { addPassenger, createBooking, daysFrom } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createInvitation } from '../factories/invitations.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    cardProvider: createSandboxProvider({ default: 'whsec_test_default', yacht: 'whsec_test_yacht' }),
    // Kept far longer than any test runs: only invalidation can make a kept answer go.
    readCacheTtlMs: 60 * 60 * 1000,
  });
});
afterAll(() => t.close());

const now = new Date(TEST_NOW);
const HOUR = 60 * 60 * 1000;
const bookingPath = (id: number) => `/customer/bookings/${id}`;

/** A lead and a fellow passenger on one booking, both signed in; only the lead is confirmed. */
async function sharedBooking() {
  const lead = await createCustomer(t.db, { firstName: 'Olivia', lastName: 'Bennett' });
  const friend = await createCustomer(t.db, { firstName: 'Chloe', lastName: 'Martin' });
  const booking = await createBooking(t.db, lead.id, {
    departAt: daysFrom(now, 60),
    directionValues: { visaLetterAvailable: true },
  });
  const leadPlace = await addPassenger(t.db, booking.id, {
    customerId: lead.id,
    title: 'Ms',
    firstName: 'Olivia',
    lastName: 'Bennett',
    age: 1988,
    nationality: 'British',
    passengerStatus: 'confirmed',
  });
  const friendPlace = await addPassenger(t.db, booking.id, {
    customerId: friend.id,
    firstName: 'Chloe',
    lastName: 'Martin',
    passengerStatus: 'pending',
  });
  const spot = await addPassenger(t.db, booking.id, {});
  const asLead = t.client();
  await asLead.signInAs(lead.id);
  const asFriend = t.client();
  await asFriend.signInAs(friend.id);
  return { lead, friend, booking, leadPlace, friendPlace, spot, asLead, asFriend };
}

describe('the booking read after a write through the server', () => {
  it('is kept on PGlite: a change made behind the server’s back is not seen within the TTL', async () => {
    const s = await sharedBooking();
    expect((await s.asLead.get(bookingPath(s.booking.id))).body.totalCents).toBe(200_000);
    await t.db.update(bookings).set({ totalCents: 210_000 }).where(eq(bookings.id, s.booking.id));
    // The kept answer: this is what makes every other test here able to fail. On PostgreSQL, which
    // other processes share, nothing is kept and the change is in the very next read.
    const kept = t.engine === 'pglite' ? 200_000 : 210_000;
    expect((await s.asLead.get(bookingPath(s.booking.id))).body.totalCents).toBe(kept);
    // Any write through the server drops it (here another customer's sign-out).
    const other = t.client();
    await other.signInAs((await createCustomer(t.db)).id);
    expect((await other.delete('/customer/sessions')).status).toBe(200);
    expect((await s.asLead.get(bookingPath(s.booking.id))).body.totalCents).toBe(210_000);
  });

  it('shows a payment on the very next read', async () => {
    const { client, booking } = await signedInLeadWithPayableBooking(t, { paidPerPassenger: 25_000 });
    const before = await client.get(bookingPath(booking.id));
    expect(before.status).toBe(200);
    const paid = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      { payment: cardPayment('pm_card_visa', 30_000) },
      { headers: { 'Idempotency-Key': `test-${randomUUID()}` } },
    );
    expect(paid.status).toBe(200);
    const after = await client.get(bookingPath(booking.id));
    expect(after.body.paidCents).toBe(before.body.paidCents + 30_000);
    expect(after.body.paymentIds).toEqual([...before.body.paymentIds, paid.body.payment.id]);
  });

  it('shows a passenger edit on the very next read, to every viewer', async () => {
    const s = await sharedBooking();
    const place = (res: { body: { passengers: { id: number }[] } }) =>
      res.body.passengers.find((p) => p.id === s.spot.id);
    expect(place(await s.asLead.get(bookingPath(s.booking.id)))).toMatchObject({ fullName: '' });
    expect(place(await s.asFriend.get(bookingPath(s.booking.id)))).toMatchObject({ fullName: '' });
    const edit = await s.asLead.put(`/customer/bookings/${s.booking.id}/passengers/${s.spot.id}`, {
      passenger: { title: 'Mr', firstName: 'Tom', lastName: 'Reid', email: '', age: '1986', nationality: 'British' },
    });
    expect(edit.status).toBe(200);
    expect(place(await s.asLead.get(bookingPath(s.booking.id)))).toMatchObject({ fullName: 'Tom Reid' });
    expect(place(await s.asFriend.get(bookingPath(s.booking.id)))).toMatchObject({ fullName: 'Tom Reid' });
  });
});

describe('one customer’s kept answer', () => {
  it('never answers another customer: a fellow passenger gets their own view, a stranger the 404', async () => {
    const s = await sharedBooking();
    const leadView = await s.asLead.get(bookingPath(s.booking.id));
    expect(leadView.status).toBe(200);
    // The viewer's own confirmed place decides the visa letter: the lead has it, the friend not.
    expect(leadView.body.visaLetterAvailable).toBe(true);
    const friendView = await s.asFriend.get(bookingPath(s.booking.id));
    expect(friendView.status).toBe(200);
    expect(friendView.body.visaLetterAvailable).toBe(false);
    expect((await s.asLead.get(bookingPath(s.booking.id))).body.visaLetterAvailable).toBe(true);

    const stranger = t.client();
    await stranger.signInAs((await createCustomer(t.db)).id);
    const refused = await stranger.get(bookingPath(s.booking.id));
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Not found' });
    // The lead's own cookie still reads it: the stranger's 404 was not kept for anybody either.
    expect((await s.asLead.get(bookingPath(s.booking.id))).status).toBe(200);
  });
});

describe('the session behind a cookie', () => {
  it('ends at sign-out: the same cookie is refused on the very next request', async () => {
    const s = await sharedBooking();
    expect((await s.asLead.get(bookingPath(s.booking.id))).status).toBe(200);
    const token = s.asLead.cookies.get(SESSION_COOKIE) ?? '';
    expect((await s.asLead.delete('/customer/sessions')).status).toBe(200);
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, token);
    const res = await replay.get(bookingPath(s.booking.id));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You need to sign in or sign up before continuing.' });
  });

  it('ends when it expires, although nothing was written', async () => {
    const s = await sharedBooking();
    expect((await s.asLead.get(bookingPath(s.booking.id))).status).toBe(200);
    try {
      t.clock.set(new Date(now.getTime() + 12 * HOUR + 1000).toISOString()); // a browser session lasts 12 hours
      expect((await s.asLead.get(bookingPath(s.booking.id))).status).toBe(401);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('what follows the clock', () => {
  it('drops an invitation from the answer once it expires, although nothing was written', async () => {
    const s = await sharedBooking();
    await createInvitation(t.db, {
      customerId: s.lead.id,
      passengerId: s.spot.id,
      now,
      expiresAt: new Date(now.getTime() + HOUR),
    });
    const pending = (res: { body: { passengers: { id: number; invitationPending: boolean }[] } }) =>
      res.body.passengers.find((p) => p.id === s.spot.id)?.invitationPending;
    expect(pending(await s.asLead.get(bookingPath(s.booking.id)))).toBe(true);
    try {
      t.clock.set(new Date(now.getTime() + 2 * HOUR).toISOString());
      expect(pending(await s.asLead.get(bookingPath(s.booking.id)))).toBe(false);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
