// A traveller whose place the operator cancelled (through the CRM) no longer has the booking: every
// booking read answers 404 as for a stranger, at once (the read cache held it a moment before), the
// booking leaves their list, and of their notifications about it only the PassengerCancelled notice
// stays, without booking data. Confirmed again, the booking is theirs again.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/server/db/schema.ts';
import { API_BASE } from '../../src/shared/contract/api.ts';
import { addPassenger, addPayment, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { changePassengerFromCrm, fromCrm } from './crm-fixtures.ts';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';

const SECRET = 'crm_cancelled_passenger_test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { crmIntegrationSecret: SECRET } });
});
afterAll(() => t.close());

async function bookingWithTraveller() {
  const lead = await createCustomer(t.db, { firstName: 'Olivia', email: `lead-${randomUUID()}@example.com` });
  const traveller = await createCustomer(t.db, { firstName: 'Chloe' });
  const booking = await createBooking(t.db, lead.id, { productName: 'Dalmatian Coast Sail' });
  const leadPlace = await addPassenger(t.db, booking.id, { customerId: lead.id, email: lead.email });
  const place = await addPassenger(t.db, booking.id, { customerId: traveller.id, firstName: 'Chloe' });
  await addPayment(t.db, booking.id, { customerId: lead.id });
  const leadClient = t.client();
  await leadClient.signInAs(lead.id);
  const client = t.client();
  await client.signInAs(traveller.id);
  const ids = { bookingId: booking.id, passengerId: place.id };
  return { lead, leadPlace, traveller, booking, place, ids, leadClient, client };
}

const staffMessage = (bookingId: number) =>
  fromCrm(t, SECRET, '/integrations/crm/messages', {
    event_id: `evt-${randomUUID()}`,
    booking_id: bookingId,
    staff: { email: 'sofia@example.com', first_name: 'Sofia' },
    body: 'Your cabin is ready.',
  });

/** A GET with a query string (the client's own get puts '.json' at the end of the resource). */
const getWithQuery = (client: TestClient, resource: string, query: string) =>
  client.request('GET', '', { url: `${TEST_ORIGIN}${API_BASE}${resource}.json?${query}` });

/** Every booking-scoped read the traveller had, by status. */
async function bookingReads(client: TestClient, bookingId: number, leadPlaceId: number) {
  const base = `/customer/bookings/${bookingId}`;
  const paths = [
    base,
    `${base}/payments`,
    `${base}/credit_notes`,
    `${base}/messages`,
    `${base}/review`,
    `${base}/passengers/${leadPlaceId}`,
  ];
  const statuses: Record<string, number> = {};
  for (const path of paths) statuses[path.replace(base, '')] = (await client.get(path)).status;
  statuses['/booking_status_bar'] = (
    await getWithQuery(client, `${base}/booking_status_bar`, `enquiry_id=${bookingId}`)
  ).status;
  return statuses;
}

describe('a passenger the operator cancelled', () => {
  it('reads the booking no more, at once, though it was just read (and kept) before', async () => {
    const { ids, leadPlace, client, leadClient } = await bookingWithTraveller();
    const before = await bookingReads(client, ids.bookingId, leadPlace.id);
    expect(Object.values(before).every((status) => status === 200)).toBe(true);
    expect((await client.get(`/customer/bookings/${ids.bookingId}`)).status).toBe(200); // from the read cache

    expect((await changePassengerFromCrm(t, SECRET, ids, 'passenger_cancelled')).status).toBe(200);

    const after = await bookingReads(client, ids.bookingId, leadPlace.id);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((path) => [path, 404])));
    expect((await client.get('/customer/bookings')).body).toEqual([]);
    expect((await client.get('/customer/welcome_page_message')).body.bookingId).toBeNull();
    // The lead keeps it, with the cancelled place on it.
    const lead = await leadClient.get(`/customer/bookings/${ids.bookingId}`);
    expect(lead.status).toBe(200);
    expect(lead.body.passengers.find((p: { id: number }) => p.id === ids.passengerId).passengerStatus).toBe(
      'cancelled',
    );
  });

  it('posts no message and reviews nothing: 404, and nothing is written', async () => {
    const { ids, client, booking } = await bookingWithTraveller();
    await changePassengerFromCrm(t, SECRET, ids, 'passenger_cancelled');
    const posted = await client.post(`/customer/bookings/${booking.id}/messages`, { message: { body: 'Still on?' } });
    expect(posted.status).toBe(404);
    const review = { rating: 5, title: 'Lovely', body: 'Great trip.', groupSize: 'Solo' };
    expect((await client.post(`/customer/bookings/${booking.id}/review`, { review })).status).toBe(404);
    expect(await t.db.select().from(messages).where(eq(messages.bookingId, booking.id))).toEqual([]);
  });

  it('keeps the PassengerCancelled notice without booking data, and hears nothing more of the booking', async () => {
    const { ids, client, leadClient, traveller } = await bookingWithTraveller();
    expect((await staffMessage(ids.bookingId)).status).toBe(201);
    expect((await client.get('/customer/notifications')).body.entities.map((n: { type: string }) => n.type)).toEqual([
      'NewMessage',
    ]);

    await changePassengerFromCrm(t, SECRET, ids, 'passenger_cancelled');
    expect((await staffMessage(ids.bookingId)).status).toBe(201);

    const list = await client.get('/customer/notifications');
    expect(list.body.entities).toHaveLength(1);
    expect(list.body.entities[0]).toMatchObject({
      type: 'PassengerCancelled',
      enquiryId: ids.bookingId,
      message: 'Chloe has been cancelled from your booking.',
      bookingInfo: null,
      paymentAllowed: false,
    });
    expect(list.body.meta.unseenCount).toBe(1);
    expect(list.text).not.toContain('Dalmatian Coast Sail');
    const details = await getWithQuery(client, '/customer/details_notifications', `enquiry_id=${ids.bookingId}`);
    expect(details.body.entities.map((n: { type: string }) => n.type)).toEqual(['PassengerCancelled']);
    // The hidden message notice is not theirs to mark or dismiss either.
    const [hidden] = await t.db.query.notifications.findMany({
      where: (n, { and, eq }) => and(eq(n.customerId, traveller.id), eq(n.type, 'NewMessage')),
    });
    expect((await client.patch(`/customer/notifications/${hidden?.id}`, { dismissed: true })).status).toBe(404);

    // The lead still sees every notice with its booking.
    const leads = (await leadClient.get('/customer/notifications')).body.entities;
    expect(leads.map((n: { type: string }) => n.type)).toEqual(['NewMessage', 'PassengerCancelled', 'NewMessage']);
    expect(leads[0].bookingInfo.productName).toBe('Dalmatian Coast Sail');
  });

  it('has the booking again once the operator confirms the place again', async () => {
    const { ids, client } = await bookingWithTraveller();
    await changePassengerFromCrm(t, SECRET, ids, 'passenger_cancelled');
    expect((await client.get(`/customer/bookings/${ids.bookingId}`)).status).toBe(404);
    await changePassengerFromCrm(t, SECRET, ids, 'passenger_confirmed');
    expect((await client.get(`/customer/bookings/${ids.bookingId}`)).status).toBe(200);
    expect((await client.get('/customer/bookings')).body.map((b: { id: number }) => b.id)).toEqual([ids.bookingId]);
  });

  it('keeps the booking while another place of theirs on it still travels', async () => {
    const { ids, client, traveller } = await bookingWithTraveller();
    await addPassenger(t.db, ids.bookingId, { customerId: traveller.id, firstName: 'Chloe again' });
    await changePassengerFromCrm(t, SECRET, ids, 'passenger_cancelled');
    expect((await client.get(`/customer/bookings/${ids.bookingId}`)).status).toBe(200);
  });
});
