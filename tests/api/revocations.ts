// The writes that take something away from a signed-in traveller, as read-after-write trials
// (read-after-write.ts): a sign-out, a session ended from another device ("Where you're signed
// in"), a password change (every other session ends), a passenger
// cancelled by the operator, a booking cancelled. Each trial gets its own rows, made in a few
// batched statements straight in the database, so hundreds of trials cost seconds to set up.
import { createSession } from '../../src/server/auth/sessions.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import type { Db } from '../../src/server/db/client.ts';
import { bookings, customers, passengers } from '../../src/server/db/schema.ts';
import { createBooking } from '../factories/bookings.ts';
import { createCustomer, KNOWN_PASSWORD, knownPasswordHash, uniqueEmail } from '../factories/customers.ts';
import { type Answer, crmCall, type Trial, type Verdicts } from './read-after-write.ts';

export type Revocation = { trials: Trial[]; verdicts: Verdicts };

const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
const ok = (answer: Answer) => answer.status === 200;
const statusOf = (answer: Answer) => (answer.body as { status?: string } | null)?.status;

async function sessionCookies(db: Db, customerId: number, count: number): Promise<string[]> {
  const now = new Date();
  const made = await Promise.all(Array.from({ length: count }, () => createSession(db, customerId, false, now)));
  return made.map((session) => cookieOf(session.token));
}

/** `count` bookings like one made by the factory (its product and direction), led by `customerId`. */
async function bookingsOf(db: Db, customerId: number, count: number) {
  const { id: _, ...template } = await createBooking(db, customerId);
  return db
    .insert(bookings)
    .values(Array.from({ length: count }, () => template))
    .returning({ id: bookings.id });
}

async function signOuts(db: Db, count: number): Promise<Revocation> {
  const lead = await createCustomer(db);
  const [booking] = await bookingsOf(db, lead.id, 1);
  const cookies = await sessionCookies(db, lead.id, count);
  const read = (cookie: string) => ({ method: 'GET', resource: `/customer/bookings/${booking?.id}`, cookie });
  return {
    trials: cookies.map((cookie) => ({
      read: read(cookie),
      write: { method: 'DELETE', resource: '/customer/sessions', cookie },
    })),
    verdicts: { before: ok, after: (answer) => answer.status === 401 },
  };
}

async function sessionsEndedElsewhere(db: Db, count: number): Promise<Revocation> {
  const traveller = await createCustomer(db);
  const now = new Date();
  const [ender] = await sessionCookies(db, traveller.id, 1);
  const ended = await Promise.all(Array.from({ length: count }, () => createSession(db, traveller.id, false, now)));
  return {
    trials: ended.map((session) => ({
      read: { method: 'GET', resource: '/customer/me', cookie: cookieOf(session.token) },
      write: { method: 'DELETE', resource: `/customer/sessions/${session.id}`, cookie: ender ?? '' },
    })),
    verdicts: { before: ok, after: (answer) => answer.status === 401 },
  };
}

async function passwordChanges(db: Db, count: number): Promise<Revocation> {
  const passwordHash = await knownPasswordHash();
  const people = await db
    .insert(customers)
    .values(Array.from({ length: count }, () => ({ email: uniqueEmail('password'), passwordHash, firstName: 'Ada' })))
    .returning({ id: customers.id });
  const password = 'a-new-passphrase';
  const trials = await Promise.all(
    people.map(async ({ id }) => {
      const [changer = '', other = ''] = await sessionCookies(db, id, 2);
      return {
        read: { method: 'GET', resource: '/customer/me', cookie: other },
        write: {
          method: 'POST',
          resource: '/customer/me/change_password',
          cookie: changer,
          body: { customer: { currentPassword: KNOWN_PASSWORD, password, passwordConfirmation: password } },
        },
      };
    }),
  );
  return { trials, verdicts: { before: ok, after: (answer) => answer.status === 401 } };
}

async function passengerCancellations(db: Db, secret: string, count: number): Promise<Revocation> {
  const lead = await createCustomer(db);
  const traveller = await createCustomer(db);
  const [cookie = ''] = await sessionCookies(db, traveller.id, 1);
  const booked = await bookingsOf(db, lead.id, count);
  const places = await db
    .insert(passengers)
    .values(booked.map((booking) => ({ bookingId: booking.id, customerId: traveller.id, firstName: 'Chloe' })))
    .returning({ id: passengers.id, bookingId: passengers.bookingId });
  return {
    trials: places.map((place) => ({
      read: { method: 'GET', resource: `/customer/bookings/${place.bookingId}`, cookie },
      write: crmCall(secret, '/integrations/crm/booking_changes', {
        booking_id: place.bookingId,
        passenger_id: place.id,
        change: 'passenger_cancelled',
      }),
    })),
    // The booking is no longer theirs: it reads as one that does not exist.
    verdicts: { before: ok, after: (answer) => answer.status === 404 },
  };
}

async function bookingCancellations(db: Db, secret: string, count: number): Promise<Revocation> {
  const lead = await createCustomer(db);
  const [cookie = ''] = await sessionCookies(db, lead.id, 1);
  const booked = await bookingsOf(db, lead.id, count);
  return {
    trials: booked.map((booking) => ({
      read: { method: 'GET', resource: `/customer/bookings/${booking.id}`, cookie },
      write: crmCall(secret, '/integrations/crm/booking_changes', {
        booking_id: booking.id,
        change: 'booking_cancelled',
      }),
    })),
    verdicts: {
      before: (answer) => ok(answer) && statusOf(answer) !== 'cancelled',
      after: (answer) => ok(answer) && statusOf(answer) === 'cancelled',
    },
  };
}

const MAKERS = {
  'a sign-out': (db: Db, _secret: string, count: number) => signOuts(db, count),
  'a session ended from another device': (db: Db, _secret: string, count: number) => sessionsEndedElsewhere(db, count),
  'a password change': (db: Db, _secret: string, count: number) => passwordChanges(db, count),
  'a passenger cancelled by the operator': passengerCancellations,
  'a booking cancelled': bookingCancellations,
} as const;

export type RevocationKind = keyof typeof MAKERS;
export const REVOCATION_KINDS = Object.keys(MAKERS) as RevocationKind[];

/**
 * Trials of each kind. Each password change hashes the new password at the production cost (most
 * of a second of one core), which bounds that kind; the others cost three small requests each.
 */
export const TRIALS: Record<RevocationKind, number> = {
  'a sign-out': 500,
  'a session ended from another device': 100,
  'a password change': 40,
  'a passenger cancelled by the operator': 500,
  'a booking cancelled': 500,
};

/** `count` trials of one kind; `secret` signs the CRM's calls. */
export const makeRevocation = (kind: RevocationKind, db: Db, secret: string, count = TRIALS[kind]) =>
  MAKERS[kind](db, secret, count);
