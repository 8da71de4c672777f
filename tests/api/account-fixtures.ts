// A traveller with one of every record Gangway keeps about a customer, for the data export and the
// deletion: a booking they lead (with a fellow traveller whose details they entered), a booking of
// someone else they travel on (beside a passenger whose private details are not theirs to see),
// payments, a credit note, a message, a notification, a review, a saved card, a push subscription,
// a calendar feed and an emergency contact. Strings that must not leak carry markers.
import { randomBytes } from 'node:crypto';
import { feedToken } from '../../src/server/calendar/feed-tokens.ts';
import { messages, pushSubscriptions, reviews } from '../../src/server/db/schema.ts';
import { addCreditNote, addPassenger, addPayment, createBooking } from '../factories/bookings.ts';
import { addEmergencyContact, createCustomer } from '../factories/customers.ts';
import { createNotification } from '../factories/notifications.ts';
import { addPasskeyRow } from '../factories/passkeys.ts';
import { addSavedCard } from '../factories/payments.ts';
import type { TestContext } from './harness.ts';

/** Trips that ended before the suite's clock (2026-03-10): no active booking. */
export const PAST_TRIP = new Date('2026-01-10T10:00:00Z');
/** A trip to come. */
export const COMING_TRIP = new Date('2026-07-04T10:00:00Z');

export async function travellerWithEverything(t: TestContext, options: { departAt?: Date } = {}) {
  const marker = randomBytes(4).toString('hex');
  const departAt = options.departAt ?? PAST_TRIP;
  const markers = {
    lastName: `Traveller${marker}`,
    fellowEmail: `led-fellow-${marker}@example.com`,
    otherPassengerEmail: `other-passenger-${marker}@example.com`,
    otherNationality: `Nation${marker}`,
    strangerNotice: `StrangerNotice${marker}`,
    cardAlias: `Alias${marker}`,
    pushEndpoint: `https://fcm.googleapis.com/fcm/send/device-${marker}`,
    message: `Message${marker}`,
    review: `Review${marker}`,
    ledProduct: `LedTrip${marker}`,
    joinedProduct: `JoinedTrip${marker}`,
    passkeyName: `Passkey${marker}`,
  };
  const traveller = await createCustomer(t.db, { lastName: markers.lastName });
  await addEmergencyContact(t.db, traveller.id, { firstName: 'Grace' });

  const led = await createBooking(t.db, traveller.id, { productName: markers.ledProduct, departAt, numberOfDays: 8 });
  const ownPlace = await addPassenger(t.db, led.id, {
    customerId: traveller.id,
    firstName: 'Ada',
    lastName: markers.lastName,
    email: traveller.email,
    nationality: 'British',
    passengerStatus: 'confirmed',
  });
  await addPassenger(t.db, led.id, { firstName: 'Fellow', email: markers.fellowEmail, position: 1 });
  const payment = await addPayment(t.db, led.id, {
    amountCents: 50_000,
    customerId: traveller.id,
    cardHolder: `Ada ${markers.lastName}`,
    lastFour: '4242',
    cardBrand: 'visa',
  });
  await addCreditNote(t.db, led.id, { creditId: `CN-${marker}` });
  await t.db.insert(messages).values({ bookingId: led.id, customerId: traveller.id, body: markers.message });
  await t.db.insert(reviews).values({
    bookingId: led.id,
    customerId: traveller.id,
    rating: 5,
    title: 'Lovely',
    body: markers.review,
    groupSize: 'Couple',
  });

  const otherLead = await createCustomer(t.db);
  const joined = await createBooking(t.db, otherLead.id, { productName: markers.joinedProduct, departAt });
  const joinedPlace = await addPassenger(t.db, joined.id, {
    customerId: traveller.id,
    firstName: 'Ada',
    lastName: markers.lastName,
    passengerStatus: 'confirmed',
  });
  await addPassenger(t.db, joined.id, {
    firstName: 'Other',
    email: markers.otherPassengerEmail,
    nationality: markers.otherNationality,
    position: 1,
  });

  await createNotification(t.db, traveller.id, { message: `Notice for ${marker}` });
  await addSavedCard(t.db, traveller.id, { aliasName: markers.cardAlias, lastFour: '1881' });
  await t.db.insert(pushSubscriptions).values({
    customerId: traveller.id,
    endpoint: markers.pushEndpoint,
    p256dh: 'key',
    auth: 'auth',
  });
  const passkey = await addPasskeyRow(t.db, traveller.id, { name: markers.passkeyName });
  const feed = await feedToken(t.db, t.config.calendarFeedSecret ?? '', traveller.id);

  const stranger = await createCustomer(t.db, { lastName: `Stranger${marker}` });
  const strangersBooking = await createBooking(t.db, stranger.id);
  await createNotification(t.db, stranger.id, { message: markers.strangerNotice, bookingId: strangersBooking.id });
  await addSavedCard(t.db, stranger.id, { aliasName: `StrangerAlias${marker}` });

  return { traveller, markers, led, ownPlace, payment, joined, joinedPlace, feed, passkey, stranger };
}
