// Least data to fellow passengers. On a booking, the lead receives every passenger's details and a
// passenger their own; a fellow passenger (not the lead) receives of the others only what the
// passenger list shows (FELLOW_PASSENGER_FIELDS, and of the visa letter's recipients
// FELLOW_RECIPIENT_FIELDS): no e-mail, birth year, nationality or title. The same in every answer
// that carries passengers: the booking, one passenger, the visa letter, the calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FELLOW_PASSENGER_FIELDS } from '../../src/shared/contract/bookings.ts';
import { FELLOW_RECIPIENT_FIELDS } from '../../src/shared/contract/visa-letter.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PRIVATE = ['title', 'email', 'age', 'nationality'] as const;

async function scene() {
  const lead = await createCustomer(t.db, { firstName: 'Olivia', lastName: 'Bennett' });
  const fellow = await createCustomer(t.db, { firstName: 'Chloe' });
  const booking = await createBooking(t.db, lead.id, {
    departAt: new Date('2026-09-01T10:00:00Z'),
    directionValues: { visaLetterAvailable: true, departurePoint: 'Split', finishPoint: 'Dubrovnik' },
  });
  const details = (name: string, year: number, nationality: string) => ({
    title: 'Ms' as const,
    firstName: name,
    lastName: 'Traveller',
    email: `${name.toLowerCase()}-private@example.com`,
    age: year,
    nationality,
    passengerStatus: 'confirmed' as const,
  });
  const leadPlace = await addPassenger(t.db, booking.id, {
    customerId: lead.id,
    ...details('Olivia', 1961, 'Leadland'),
  });
  const fellowPlace = await addPassenger(t.db, booking.id, {
    customerId: fellow.id,
    ...details('Chloe', 1972, 'Fellowland'),
  });
  const otherPlace = await addPassenger(t.db, booking.id, details('Sam', 1983, 'Otherland'));
  const asLead = t.client();
  await asLead.signInAs(lead.id);
  const asFellow = t.client();
  await asFellow.signInAs(fellow.id);
  return { booking, leadPlace, fellowPlace, otherPlace, asLead, asFellow };
}

/** The others' private values, none of which a fellow passenger may receive in any form. */
const othersPrivateValues = ['olivia-private@example.com', 'sam-private@example.com', 'Leadland', 'Otherland'];

const notListed = (entry: object, allowed: readonly string[]) => Object.keys(entry).filter((k) => !allowed.includes(k));

describe("a fellow passenger's view of the others", () => {
  it('the booking: the list fields of the others, their own details in full; the lead everything', async () => {
    const s = await scene();
    const fellowView = await s.asFellow.get(`/customer/bookings/${s.booking.id}`);
    expect(fellowView.status).toBe(200);
    for (const passenger of fellowView.body.passengers) {
      if (passenger.id === s.fellowPlace.id) {
        expect(passenger).toMatchObject({ email: 'chloe-private@example.com', age: 1972, nationality: 'Fellowland' });
        expect(passenger).toHaveProperty('invitationPending');
      } else {
        expect(notListed(passenger, FELLOW_PASSENGER_FIELDS)).toEqual([]);
        expect(passenger).toMatchObject({ fullName: expect.any(String), passengerStatus: 'confirmed' });
      }
    }
    for (const value of othersPrivateValues) expect(fellowView.text).not.toContain(value);
    // What the list shows is all there: names, status, completeness, cabin, prices.
    const other = fellowView.body.passengers.find((p: { id: number }) => p.id === s.otherPlace.id);
    expect(other).toMatchObject({ fullName: 'Sam Traveller', personalInfoStatus: 'complete', deck: 'default' });

    const leadView = await s.asLead.get(`/customer/bookings/${s.booking.id}`);
    for (const passenger of leadView.body.passengers)
      for (const field of PRIVATE) expect(passenger).toHaveProperty(field);
    expect(leadView.text).toContain('sam-private@example.com');
  });

  it('one passenger: another is the list fields, their own in full', async () => {
    const s = await scene();
    const path = (id: number) => `/customer/bookings/${s.booking.id}/passengers/${id}`;
    for (const place of [s.leadPlace, s.otherPlace]) {
      const answer = await s.asFellow.get(path(place.id));
      expect(answer.status).toBe(200);
      expect(notListed(answer.body, FELLOW_PASSENGER_FIELDS)).toEqual([]);
      for (const value of othersPrivateValues) expect(answer.text).not.toContain(value);
    }
    const own = await s.asFellow.get(path(s.fellowPlace.id));
    expect(own.body).toMatchObject({ email: 'chloe-private@example.com', age: 1972, nationality: 'Fellowland' });
    const asLead = await s.asLead.get(path(s.otherPlace.id));
    expect(asLead.body).toMatchObject({ email: 'sam-private@example.com', age: 1983, nationality: 'Otherland' });
  });

  it('the visa letter: the others by name alone, their own with nationality and birth year', async () => {
    const s = await scene();
    const letter = await s.asFellow.get(`/customer/bookings/${s.booking.id}/visa_letter`);
    expect(letter.status).toBe(200);
    expect(letter.body.recipients).toHaveLength(3);
    for (const recipient of letter.body.recipients) {
      if (recipient.id === s.fellowPlace.id)
        expect(recipient).toEqual({
          id: s.fellowPlace.id,
          fullName: 'Chloe Traveller',
          nationality: 'Fellowland',
          age: 1972,
          isChosen: true,
        });
      else expect(notListed(recipient, FELLOW_RECIPIENT_FIELDS)).toEqual([]);
    }
    for (const value of othersPrivateValues) expect(letter.text).not.toContain(value);
    const leadLetter = await s.asLead.get(`/customer/bookings/${s.booking.id}/visa_letter`);
    expect(leadLetter.body.recipients.map((r: { nationality: string }) => r.nationality).sort()).toEqual([
      'Fellowland',
      'Leadland',
      'Otherland',
    ]);
  });

  it("the calendar: nothing of the others' details", async () => {
    const s = await scene();
    const calendar = await s.asFellow.get(`/customer/bookings/${s.booking.id}/calendar.ics`);
    expect(calendar.status).toBe(200);
    for (const value of othersPrivateValues) expect(calendar.text).not.toContain(value);
  });
});
