// The people and records the generated suites play with: a lead with a booking, a fellow passenger
// on it, a traveller whose place on it the operator cancelled, a stranger with a booking of their own, and one of each record a path can name (a payment,
// a credit note, a saved card, a notification, a passenger spot, an invitation, a passkey). Lead-only facts
// carry marker strings, so a leak shows up as a marker in someone else's answer; so do the private
// details of the lead's place and of the open spot, which a fellow passenger must never receive.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SESSION_COOKIE } from '../../../src/server/auth/session-cookie.ts';
import { createSession } from '../../../src/server/auth/sessions.ts';
import { feedToken } from '../../../src/server/calendar/feed-tokens.ts';
import { applyBookingChange } from '../../../src/server/integrations/booking-change.ts';
import type { Endpoint } from '../../../src/shared/contract/endpoints.ts';
import { addCreditNote, addPassenger, addPayment, createBooking } from '../../factories/bookings.ts';
import { createCustomer } from '../../factories/customers.ts';
import { createInvitation } from '../../factories/invitations.ts';
import { createNotification } from '../../factories/notifications.ts';
import { addPasskeyRow } from '../../factories/passkeys.ts';
import { addSavedCard, createPayableBooking } from '../../factories/payments.ts';
import type { TestClient, TestContext } from '../harness.ts';

export const ROLES = ['signed-out', 'stranger', 'cancelled', 'fellow', 'lead'] as const;
export type Role = (typeof ROLES)[number];

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 a client can send. */
export function encodePathSegment(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part) => (LONE_SURROGATE.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

export async function createWorld(t: TestContext) {
  const marker = randomBytes(4).toString('hex');
  const markers = {
    leadEmail: `lead-${marker}@example.com`,
    leadLastName: `Leadname${marker}`,
    cardAlias: `Alias${marker}`,
    notice: `Notice${marker}`,
    product: `Product${marker}`,
    /** The other passengers' private details: only the lead (and each passenger) may receive them. */
    passengerEmail: `spot-${marker}@example.com`,
    nationality: `Nation${marker}`,
  };
  const lead = await createCustomer(t.db, { email: markers.leadEmail, lastName: markers.leadLastName });
  const fellow = await createCustomer(t.db, { firstName: 'Fellow' });
  const stranger = await createCustomer(t.db, { firstName: 'Stranger' });
  const cancelled = await createCustomer(t.db, { firstName: 'Cancelled' });
  const { booking, passengers } = await createPayableBooking(t.db, lead.id, {
    passengerPrices: [100_000, 100_000, 100_000],
    booking: {
      productName: markers.product,
      departAt: new Date('2026-09-01T10:00:00Z'),
      directionValues: { visaLetterAvailable: true },
    },
  });
  const [leadPlace, fellowPlace, spot] = passengers;
  if (!leadPlace || !fellowPlace || !spot) throw new Error('the world needs three passengers');
  // The fellow travels on the second place; both are confirmed, so both are offered a visa letter.
  await t.db.execute(sql`UPDATE passengers SET customer_id = ${fellow.id} WHERE id = ${fellowPlace.id}`);
  await t.db.execute(
    sql`UPDATE passengers SET passenger_status = 'confirmed' WHERE id IN (${leadPlace.id}, ${fellowPlace.id})`,
  );
  // The lead's place and the open spot carry private details, marked: a fellow passenger never gets them.
  await t.db.execute(
    sql`UPDATE passengers SET email = ${markers.leadEmail}, nationality = ${markers.nationality}, age = 1950, title = 'Ms' WHERE id = ${leadPlace.id}`,
  );
  await t.db.execute(
    sql`UPDATE passengers SET email = ${markers.passengerEmail}, nationality = ${markers.nationality} WHERE id = ${spot.id}`,
  );
  // The cancelled traveller had a place of their own, cancelled by the operator through the CRM.
  const cancelledPlace = await addPassenger(t.db, booking.id, { customerId: cancelled.id, firstName: 'Cancelled' });
  await applyBookingChange(
    t.db,
    {
      eventId: `world-${marker}`,
      bookingId: booking.id,
      passengerId: cancelledPlace.id,
      change: 'passenger_cancelled',
    },
    t.clock.now(),
  );
  const strangerBooking = await createBooking(t.db, stranger.id);
  await addPassenger(t.db, strangerBooking.id, { customerId: stranger.id, firstName: 'Stranger' });
  const payment = await addPayment(t.db, booking.id, { amountCents: 1_000, customerId: lead.id });
  await addCreditNote(t.db, booking.id);
  const card = await addSavedCard(t.db, lead.id, { aliasName: markers.cardAlias });
  const notification = await createNotification(t.db, lead.id, { message: markers.notice, bookingId: booking.id });

  /** A fresh invitation to a fresh place on the lead's booking: accepting one changes who travels. */
  const freshInvitationToken = async () => {
    const place = await addPassenger(t.db, booking.id, { position: 9 });
    return (await createInvitation(t.db, { customerId: lead.id, passengerId: place.id, now: t.clock.now() })).token;
  };

  const customerIds: Record<Exclude<Role, 'signed-out'>, number> = {
    lead: lead.id,
    fellow: fellow.id,
    cancelled: cancelled.id,
    stranger: stranger.id,
  };
  const clients = new Map<Role, TestClient>(ROLES.map((role) => [role, t.client()]));

  /** The role's client: signed in again if an earlier request signed it out, and never signed in when signed out. */
  const clientOf = async (role: Role): Promise<TestClient> => {
    const client = clients.get(role) as TestClient;
    // A visitor's request may sign its client in (a sign-up, a sign-in): signed out stays signed out.
    if (role === 'signed-out') client.cookies.clear();
    else if (!client.cookies.has(SESSION_COOKIE)) await client.signInAs(customerIds[role]);
    return client;
  };

  /** A value for every path parameter: the lead's records, so other roles ask for what is not theirs. */
  const paramValue = async (path: string, name: string): Promise<string> => {
    if (name === 'bookingId' || (name === 'id' && path.startsWith('/customer/bookings/'))) return String(booking.id);
    if (name === 'passengerId' || (name === 'id' && path.startsWith('/customer/passengers/'))) return String(spot.id);
    if (name === 'id' && path.startsWith('/customer/credit_cards/')) return String(card.id);
    if (name === 'id' && path.startsWith('/customer/notifications/')) return String(notification.id);
    // A session of the lead's on another device, fresh each time: ending one is the lead's to do.
    if (name === 'id' && path.startsWith('/customer/sessions/'))
      return String((await createSession(t.db, lead.id, false, t.clock.now())).id);
    // A fresh passkey of the lead each time: the lead's own removal of one succeeds.
    if (name === 'id' && path.startsWith('/customer/passkeys/')) return String((await addPasskeyRow(t.db, lead.id)).id);
    if (name === 'paymentId') return String(payment.id);
    if (name === 'token' && path.startsWith('/calendar_feeds/'))
      return feedToken(t.db, t.config.calendarFeedSecret ?? '', lead.id);
    if (name === 'token') return freshInvitationToken();
    if (name === 'account') return 'default';
    throw new Error(`tests/api/generated/world.ts has no value for :${name} in ${path}: add one`);
  };

  /** The path with its parameters filled in, each by `override` when it gives a value. */
  const resolvePath = async (endpoint: Endpoint, override: (name: string) => string | undefined = () => undefined) => {
    let resolved = endpoint.path;
    for (const match of endpoint.path.matchAll(/:([A-Za-z]+)/g)) {
      const name = match[1] ?? '';
      const value = override(name) ?? (await paramValue(endpoint.path, name));
      resolved = resolved.replace(`:${name}`, encodePathSegment(value));
    }
    return resolved;
  };

  /** Query values the lead's own requests would send (the booking a query names). */
  const queryValue = (name: string): string | undefined =>
    name === 'enquiryId' || name === 'bookingId' ? String(booking.id) : undefined;

  /** Body fields that name this world's records, so the lead's own request is about the lead's booking. */
  const fieldHints = () => ({
    bookingId: fc.constant(booking.id),
    enquiryId: fc.constant(booking.id),
    creditCardId: fc.constant(card.id),
    recipients: fc.constant([leadPlace.id]),
    ids: fc.constant([notification.id]),
  });

  return {
    markers,
    booking,
    fellowPlaceId: fellowPlace.id,
    clientOf,
    resolvePath,
    queryValue,
    fieldHints,
    customerIds,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
