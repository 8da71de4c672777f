// GET/PUT/DELETE /customer/bookings/{bookingId}/passengers/{passengerId}: who may read and change a
// passenger, the 30-day lock (filled details read-only, empty ones still fillable), the passenger
// form's exact messages, and removal answered with the contact-sales note.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengers } from '../../src/server/db/schema.ts';
import { passenger as passengerSchema } from '../../src/shared/contract/bookings.ts';
import { PASSENGER_FIELDS } from '../../src/shared/domain/forms/passenger.ts';
import { addPassenger, addPassengerExtra, createBooking, daysFrom } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { sampleDetails } from '../factories/passenger-details.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const now = new Date(TEST_NOW); // 2026: the youngest allowed birth year is 2009
const NOT_FOUND = { error: 'Not found' };
const ONLY_LEAD = { error: 'Only the lead passenger can change passenger details.' };
const CRUISE_LOCK = {
  error:
    'Within 30 days of departure, details already given can no longer be changed, but missing details can still be added. For any other change, please contact our reservations team at reservations@sailing.gangway.example.',
};
const TOUR_LOCK = {
  error:
    'Within 30 days of departure, details already given can no longer be changed, but missing details can still be added. For any other change, please contact our reservations team at reservations@tours.gangway.example.',
};

const complete = {
  title: 'Mr',
  firstName: 'Tom',
  lastName: 'Reid',
  email: 'tom@example.com',
  age: 1986,
  nationality: 'British',
};

async function scene(options: { departIn?: number; cancelledAt?: Date } = {}) {
  const lead = await createCustomer(t.db, { firstName: 'Olivia', lastName: 'Bennett' });
  const friend = await createCustomer(t.db, { firstName: 'Chloe', lastName: 'Martin' });
  const booking = await createBooking(t.db, lead.id, {
    departAt: daysFrom(now, options.departIn ?? 60),
    cancelledAt: options.cancelledAt ?? null,
    totalCents: 100_000, // the passengers' totals: no booking extras to share
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
    title: 'Ms',
    firstName: 'Chloe',
    lastName: 'Martin',
    age: 1990,
    nationality: 'Irish',
  });
  const spot = await addPassenger(t.db, booking.id, { totalPriceCents: 100_000, depositCents: 40_000 });
  const partial = await addPassenger(t.db, booking.id, { title: 'Ms', firstName: 'Emily', lastName: 'Bennett' });
  const asLead = t.client();
  await asLead.signInAs(lead.id);
  const asFriend = t.client();
  await asFriend.signInAs(friend.id);
  const path = (passengerId: number, bookingId = booking.id) =>
    `/customer/bookings/${bookingId}/passengers/${passengerId}`;
  return { lead, friend, booking, leadPlace, friendPlace, spot, partial, asLead, asFriend, path };
}

async function stranger() {
  const customer = await createCustomer(t.db);
  const client = t.client();
  await client.signInAs(customer.id);
  return client;
}

const stored = async (id: number) => (await t.db.select().from(passengers).where(eq(passengers.id, id)))[0];

describe('GET .../passengers/{id}', () => {
  it('answers the passenger, derived, to the lead and to a fellow passenger', async () => {
    const s = await scene();
    await addPassengerExtra(t.db, s.spot.id, { name: 'Transfer', amountCents: 4_000 });
    const res = await s.asLead.get(s.path(s.spot.id));
    expect(res.status).toBe(200);
    expect(v.safeParse(passengerSchema, res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      id: s.spot.id,
      bookingId: s.booking.id,
      customerId: null,
      fullName: '',
      personalInfoStatus: 'empty',
      canBeChanged: true,
      depositOutstandingCents: 40_000,
      remainingAmountCents: 100_000,
      passengerExtras: [{ name: 'Transfer', amountCents: 4_000, extraType: 'extra' }],
      invitationPending: false,
    });
    const friendView = await s.asFriend.get(s.path(s.partial.id));
    expect(friendView.status).toBe(200);
    expect(friendView.body).toMatchObject({ fullName: 'Emily Bennett', personalInfoStatus: 'partial' });
  });

  it('answers 404 to another customer, for a passenger of another booking, and 401 signed out', async () => {
    const s = await scene();
    const other = await scene();
    const client = await stranger();
    for (const [who, path] of [
      [client, s.path(s.spot.id)],
      [s.asLead, s.path(other.spot.id)], // a passenger id from someone else's booking under my booking
      [s.asLead, s.path(s.spot.id, other.booking.id)],
      [s.asLead, s.path(99_999_999)],
    ] as const) {
      const res = await who.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await t.client().get(s.path(s.spot.id))).status).toBe(401);
  });
});

describe('PUT .../passengers/{id}', () => {
  it('lets the lead fill a place and answers the updated passenger', async () => {
    const s = await scene();
    const res = await s.asLead.put(s.path(s.spot.id), { passenger: { ...complete, age: '1986' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...complete,
      fullName: 'Tom Reid',
      personalInfoStatus: 'complete',
      canBeChanged: true,
    });
    expect(await stored(s.spot.id)).toMatchObject(complete);
    // And on the booking page too.
    const booking = await s.asLead.get(`/customer/bookings/${s.booking.id}`);
    expect(booking.body.passengers.find((p: { id: number }) => p.id === s.spot.id)).toMatchObject({
      fullName: 'Tom Reid',
    });
  });

  it('trims values and stores an empty e-mail as none', async () => {
    const s = await scene();
    const res = await s.asLead.put(s.path(s.partial.id), {
      passenger: { ...complete, firstName: '  Emma ', email: '  ' },
    });
    expect(res.status).toBe(200);
    expect(await stored(s.partial.id)).toMatchObject({ firstName: 'Emma', email: null });
  });

  it('stores and answers every defined detail, and nothing else', async () => {
    const s = await scene();
    const details = sampleDetails(now.getUTCFullYear());
    const res = await s.asLead.put(s.path(s.spot.id), { passenger: { ...details, deck: 'above', amountPaidCents: 1 } });
    expect(res.status).toBe(200);
    for (const field of PASSENGER_FIELDS) {
      expect((await stored(s.spot.id))?.[field], field).toEqual(details[field]);
      expect(res.body[field], field).toEqual(details[field]);
    }
    expect(await stored(s.spot.id)).toMatchObject({ deck: 'default', amountPaidCents: 0 });
  });

  it('keeps a detail the request leaves out as stored (an app of an earlier version), and clears one sent empty', async () => {
    const s = await scene();
    const year = now.getUTCFullYear();
    await s.asLead.put(s.path(s.spot.id), { passenger: sampleDetails(year, 0) });
    for (const field of PASSENGER_FIELDS) {
      const { [field]: _left, ...withoutField } = sampleDetails(year, 1);
      const res = await s.asLead.put(s.path(s.spot.id), { passenger: withoutField });
      expect(res.status, field).toBe(200);
      expect((await stored(s.spot.id))?.[field], field).toEqual(sampleDetails(year, 0)[field]);
      await s.asLead.put(s.path(s.spot.id), { passenger: sampleDetails(year, 0) });
    }
    const cleared = await s.asLead.put(s.path(s.spot.id), { passenger: { ...sampleDetails(year, 0), email: '' } });
    expect(cleared.status).toBe(200);
    expect(await stored(s.spot.id)).toMatchObject({ email: null });
  });

  it('within the lock, a request leaving out a filled detail is no change to it', async () => {
    const s = await scene({ departIn: 18 });
    await t.db.update(passengers).set({ email: 'chloe@example.com' }).where(eq(passengers.id, s.friendPlace.id));
    const res = await s.asLead.put(s.path(s.friendPlace.id), {
      passenger: { title: 'Ms', firstName: 'Chloe', lastName: 'Martin', age: 1990, nationality: 'Irish' },
    });
    expect(res.status).toBe(200);
    expect(await stored(s.friendPlace.id)).toMatchObject({ email: 'chloe@example.com' });
  });

  it.each([
    [
      'everything missing',
      {},
      {
        title: ['Title and First Name are required'],
        lastName: ['Last Name is required'],
        age: ['Birth Year is required'],
        nationality: ['Nationality is required'],
      },
    ],
    [
      'title and first name blank',
      { ...complete, title: '', firstName: ' ' },
      { title: ['Title and First Name are required'] },
    ],
    ['title missing', { ...complete, title: '' }, { title: ['Title is required'] }],
    ['title not an option', { ...complete, title: 'Dr' }, { title: ['Title is required'] }],
    ['first name missing', { ...complete, firstName: '' }, { firstName: ['First Name is required'] }],
    ['last name missing', { ...complete, lastName: null }, { lastName: ['Last Name is required'] }],
    ['birth year missing', { ...complete, age: '' }, { age: ['Birth Year is required'] }],
    ['too young', { ...complete, age: 2010 }, { age: ['Passenger must be at least 17 years old'] }],
    ['bad e-mail', { ...complete, email: 'tom@' }, { email: ['Wrong email format'] }],
    ['nationality missing', { ...complete, nationality: '' }, { nationality: ['Nationality is required'] }],
  ])('answers 422 with the form messages: %s', async (_name, passenger, errors) => {
    const s = await scene();
    const res = await s.asLead.put(s.path(s.spot.id), { passenger });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors });
    expect(await stored(s.spot.id)).toMatchObject({ title: null, firstName: null });
  });

  it('accepts the youngest allowed birth year (current year minus 17)', async () => {
    const s = await scene();
    const res = await s.asLead.put(s.path(s.spot.id), { passenger: { ...complete, age: 2009 } });
    expect(res.status).toBe(200);
  });

  it('reads a body without the passenger wrapper as an empty form', async () => {
    const s = await scene();
    const res = await s.asLead.put(s.path(s.spot.id), complete);
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual(['Title and First Name are required']);
  });

  it('answers 403 to a fellow passenger (before looking at the form) and 404 to a stranger', async () => {
    const s = await scene();
    for (const body of [{ passenger: complete }, {}]) {
      const res = await s.asFriend.put(s.path(s.friendPlace.id), body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(ONLY_LEAD);
    }
    const client = await stranger();
    const res = await client.put(s.path(s.spot.id), { passenger: complete });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(await stored(s.friendPlace.id)).toMatchObject({ firstName: 'Chloe' });
    expect((await t.client().put(s.path(s.spot.id), { passenger: complete })).status).toBe(401);
  });

  it('allows changes 31 days before departure', async () => {
    const s = await scene({ departIn: 31 });
    const res = await s.asLead.put(s.path(s.friendPlace.id), {
      passenger: { title: 'Ms', firstName: 'Chloé', lastName: 'Martin', age: 1990, nationality: 'Irish' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Chloé', canBeChanged: true });
  });

  it('locks filled details 29 days before departure, with the reservations address of the host’s brand', async () => {
    const s = await scene({ departIn: 29 });
    const change = {
      passenger: { title: 'Ms', firstName: 'Chloé', lastName: 'Martin', age: 1990, nationality: 'Irish' },
    };
    const res = await s.asLead.put(s.path(s.friendPlace.id), change);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CRUISE_LOCK);
    const tour = await s.asLead.request('PUT', '', {
      url: `http://tour.localhost/api/v2${s.path(s.friendPlace.id)}.json`,
      body: change,
    });
    expect(tour.status).toBe(403);
    expect(tour.body).toEqual(TOUR_LOCK);
    expect(await stored(s.friendPlace.id)).toMatchObject({ firstName: 'Chloe' });
  });

  it('within the lock still lets the lead fill empty details, but not change filled ones alongside', async () => {
    const s = await scene({ departIn: 18 });
    const before = await s.asLead.get(s.path(s.partial.id));
    expect(before.body).toMatchObject({ canBeChanged: false, personalInfoStatus: 'partial' });

    const sneaky = await s.asLead.put(s.path(s.partial.id), {
      passenger: { title: 'Ms', firstName: 'Emma', lastName: 'Bennett', age: 1991, nationality: 'British' },
    });
    expect(sneaky.status).toBe(403);
    expect(sneaky.body).toEqual(CRUISE_LOCK);

    const res = await s.asLead.put(s.path(s.partial.id), {
      passenger: { title: 'Ms', firstName: 'Emily', lastName: 'Bennett', age: 1991, nationality: 'British' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      age: 1991,
      nationality: 'British',
      personalInfoStatus: 'complete',
      canBeChanged: false,
    });
  });

  it('refuses any change to a cancelled passenger or on a cancelled booking', async () => {
    const s = await scene();
    const gone = await addPassenger(t.db, s.booking.id, { passengerStatus: 'cancelled' });
    const res = await s.asLead.put(s.path(gone.id), { passenger: complete });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This passenger can no longer be changed.' });

    const c = await scene({ cancelledAt: daysFrom(now, -1) });
    const onCancelled = await c.asLead.put(c.path(c.spot.id), { passenger: complete });
    expect(onCancelled.status).toBe(403);
    expect(onCancelled.body).toEqual({ error: 'This passenger can no longer be changed.' });
  });
});

describe('DELETE .../passengers/{id}', () => {
  it('tells the lead to contact sales (brand of the host) and removes nothing', async () => {
    const s = await scene();
    const res = await s.asLead.delete(s.path(s.friendPlace.id));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'Please contact our sales team at sales@sailing.gangway.example to remove a passenger.',
    });
    const tour = await s.asLead.request('DELETE', '', { url: `http://tour.localhost/api/v2${s.path(s.spot.id)}.json` });
    expect(tour.body).toEqual({
      error: 'Please contact our sales team at sales@tours.gangway.example to remove a passenger.',
    });
    expect(await stored(s.friendPlace.id)).toBeDefined();
  });

  it('answers 403 to a fellow passenger, 404 to a stranger and 401 signed out', async () => {
    const s = await scene();
    const res = await s.asFriend.delete(s.path(s.spot.id));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(ONLY_LEAD);
    const client = await stranger();
    expect((await client.delete(s.path(s.spot.id))).status).toBe(404);
    expect((await t.client().delete(s.path(s.spot.id))).status).toBe(401);
    expect(await stored(s.spot.id)).toBeDefined();
  });
});
