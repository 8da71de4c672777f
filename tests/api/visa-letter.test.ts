// GET /customer/bookings/{id}/visa_letter: offered only when the direction has visa-letter facts and
// the viewer's own passenger is confirmed; recipients are the named travelling passengers.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaLetter } from '../../src/shared/contract/visa-letter.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Not found' };
const visaFacts = {
  visaLetterAvailable: true,
  departurePoint: 'Marrakech',
  finishPoint: 'Fes',
  itineraryDestinations: 'Marrakech, Sahara, Fes',
  itineraryDetails: 'Eight days overland',
};

async function scene(
  options: { visa?: boolean; leadStatus?: 'confirmed' | 'pending'; brand?: 'cruise' | 'tour' } = {},
) {
  const lead = await createCustomer(t.db, { firstName: 'Olivia', lastName: 'Bennett' });
  const friend = await createCustomer(t.db);
  const booking = await createBooking(t.db, lead.id, {
    brand: options.brand ?? 'tour',
    productName: 'Morocco Explorer',
    departAt: new Date('2026-06-01T12:00:00Z'),
    numberOfDays: 8,
    transportName: 'Private coach',
    directionValues: options.visa === false ? {} : visaFacts,
  });
  const leadPlace = await addPassenger(t.db, booking.id, {
    customerId: lead.id,
    title: 'Ms',
    firstName: 'Olivia',
    lastName: 'Bennett',
    age: 1988,
    nationality: 'British',
    passengerStatus: options.leadStatus ?? 'confirmed',
  });
  const friendPlace = await addPassenger(t.db, booking.id, {
    customerId: friend.id,
    firstName: 'Chloe',
    lastName: 'Martin',
    nationality: 'Irish',
    passengerStatus: 'pending',
  });
  await addPassenger(t.db, booking.id, {}); // unnamed spot: no letter for nobody
  await addPassenger(t.db, booking.id, { firstName: 'Sam', lastName: 'Gone', passengerStatus: 'cancelled' });
  const asLead = t.client();
  await asLead.signInAs(lead.id);
  const asFriend = t.client();
  await asFriend.signInAs(friend.id);
  return {
    lead,
    friend,
    booking,
    leadPlace,
    friendPlace,
    asLead,
    asFriend,
    path: `/customer/bookings/${booking.id}/visa_letter`,
  };
}

describe('GET /customer/bookings/{id}/visa_letter', () => {
  it('answers the letter facts with the named travelling passengers, the viewer’s own chosen', async () => {
    const s = await scene();
    const res = await s.asLead.get(s.path);
    expect(res.status).toBe(200);
    expect(v.safeParse(visaLetter, res.body).success).toBe(true);
    expect(res.body).toEqual({
      bookingId: s.booking.id,
      productName: 'Morocco Explorer',
      departure: '2026-06-01',
      finishDate: '2026-06-08',
      departurePoint: 'Marrakech',
      finishPoint: 'Fes',
      itineraryDestinations: 'Marrakech, Sahara, Fes',
      itineraryDetails: 'Eight days overland',
      transportName: 'Private coach',
      company: { name: 'Gangway Tours', email: 'hello@tours.gangway.example', phone: '+44 20 7946 0027' },
      recipients: [
        { id: s.leadPlace.id, fullName: 'Olivia Bennett', nationality: 'British', age: 1988, isChosen: true },
        { id: s.friendPlace.id, fullName: 'Chloe Martin', nationality: 'Irish', age: null, isChosen: false },
      ],
    });
  });

  it('names the company of the booking’s brand', async () => {
    const s = await scene({ brand: 'cruise' });
    expect((await s.asLead.get(s.path)).body.company.name).toBe('Gangway Sailing');
  });

  it('answers 404 when the viewer’s own passenger is not confirmed, even though the booking is theirs to see', async () => {
    const s = await scene();
    const res = await s.asFriend.get(s.path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await s.asFriend.get(`/customer/bookings/${s.booking.id}`)).body.visaLetterAvailable).toBe(false);
    const pendingLead = await scene({ leadStatus: 'pending' });
    expect((await pendingLead.asLead.get(pendingLead.path)).status).toBe(404);
  });

  it('answers 404 when the direction offers no visa letter', async () => {
    const s = await scene({ visa: false });
    expect((await s.asLead.get(s.path)).status).toBe(404);
    expect((await s.asLead.get(`/customer/bookings/${s.booking.id}`)).body.visaLetterAvailable).toBe(false);
  });

  it('answers 404 for another customer’s booking and 401 signed out', async () => {
    const s = await scene();
    const stranger = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(stranger.id);
    const res = await client.get(s.path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await t.client().get(s.path)).status).toBe(401);
  });
});
