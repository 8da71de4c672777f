// A traveller's review of a trip: one per customer and booking, once the trip has ended, of a trip
// that took place (confirmed) by a traveller who was on it, with the form's validation messages;
// another customer's booking is not there.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type bookings, passengers, reviews } from '../../src/server/db/schema.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext(); // the clock says 2026-03-10
});
afterAll(() => t.close());

const goodReview = { rating: 4, title: 'Sahara nights', body: 'Camels, stars\nand mint tea.', groupSize: 'Friend/s' };

async function trip(departAt: string, values: Partial<typeof bookings.$inferInsert> = {}) {
  const lead = await createCustomer(t.db, { firstName: 'Olivia', lastName: 'Bennett' });
  const fellow = await createCustomer(t.db, { firstName: 'Chloe', lastName: 'nguyen' });
  const booking = await createBooking(t.db, lead.id, {
    departAt: new Date(departAt),
    numberOfDays: 9,
    productName: 'Morocco Desert Tour',
    transportName: 'Desert 4x4',
    totalCents: 200_000,
    paidCents: 200_000, // confirmed: the trip took place
    ...values,
  });
  const leadPlace = await addPassenger(t.db, booking.id, { customerId: lead.id });
  await addPassenger(t.db, booking.id, { customerId: fellow.id });
  const leadClient = t.client();
  await leadClient.signInAs(lead.id);
  const fellowClient = t.client();
  await fellowClient.signInAs(fellow.id);
  return { booking, leadPlace, leadClient, fellowClient, path: `/customer/bookings/${booking.id}/review` };
}

describe('reviewing a trip', () => {
  it('is refused before the trip has ended, and writes nothing', async () => {
    const { path, leadClient, booking } = await trip('2026-03-02T10:00:00Z'); // ends 2026-03-11
    expect((await leadClient.get(path)).body).toEqual({ review: null });
    const early = await leadClient.post(path, { review: goodReview });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: 'You can review this trip once it has ended.' });
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([]);
  });

  it('opens at the start of the calendar day departure plus the number of days names', async () => {
    // Left at 23:00 on the 1st for 9 days: open from the start of the 10th (the clock says 09:00).
    const { path, leadClient } = await trip('2026-03-01T23:00:00Z');
    const written = await leadClient.post(path, { review: goodReview });
    expect(written.status).toBe(201);
  });

  it('answers the field messages for a review with nothing filled in', async () => {
    const { path, leadClient } = await trip('2026-02-01T10:00:00Z');
    const empty = await leadClient.post(path, { review: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      rating: ['Please choose a rating'],
      title: ['Please provide a review title'],
      body: ['Please fill in your review'],
      groupSize: ['Please select an option'],
    });
    expect((await leadClient.post(path, { review: { ...goodReview, rating: 6 } })).status).toBe(422);
    expect((await leadClient.post(path, { review: { ...goodReview, groupSize: 'Crowd' } })).status).toBe(422);
  });

  it('takes one review per traveller, read back as written', async () => {
    const { path, leadClient, fellowClient } = await trip('2026-02-01T10:00:00Z');
    const written = await fellowClient.post(path, { review: goodReview });
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({
      ...goodReview,
      productName: 'Morocco Desert Tour',
      transportName: 'Desert 4x4',
      displayName: 'Chloe N.',
      createdAt: '2026-03-10T09:00:00.000Z',
    });
    expect((await fellowClient.get(path)).body.review).toEqual(written.body.review);
    const twice = await fellowClient.post(path, { review: { ...goodReview, title: 'Again' } });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: 'You have already reviewed this trip.' });
    // Each traveller has their own.
    expect((await leadClient.get(path)).body).toEqual({ review: null });
    expect((await leadClient.post(path, { review: goodReview })).status).toBe(201);
  });

  it('is refused for a trip that did not take place: a cancelled or an expired booking', async () => {
    const cancelled = await trip('2026-02-01T10:00:00Z', { cancelledAt: new Date('2026-01-20T10:00:00Z') });
    const expired = await trip('2026-02-01T10:00:00Z', {
      paidCents: 0,
      expireAt: new Date('2026-01-10T10:00:00Z'),
    });
    for (const { path, leadClient, fellowClient, booking } of [cancelled, expired]) {
      for (const client of [leadClient, fellowClient]) {
        const refused = await client.post(path, { review: goodReview });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: 'Only a trip you travelled on can be reviewed.' });
      }
      expect((await leadClient.get(path)).body).toEqual({ review: null });
      expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([]);
    }
  });

  it('is refused to a lead whose own place on the trip was cancelled', async () => {
    const { path, leadClient, fellowClient, leadPlace, booking } = await trip('2026-02-01T10:00:00Z');
    await t.db.update(passengers).set({ passengerStatus: 'cancelled' }).where(eq(passengers.id, leadPlace.id));
    const refused = await leadClient.post(path, { review: goodReview });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Only a trip you travelled on can be reviewed.' });
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([]);
    // The rest of the group did travel.
    expect((await fellowClient.post(path, { review: goodReview })).status).toBe(201);
  });

  it('is not another customer’s to read or write', async () => {
    const { path } = await trip('2026-02-01T10:00:00Z');
    const stranger = t.client();
    await stranger.signInAs((await createCustomer(t.db)).id);
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.post(path, { review: goodReview })).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
  });
});
