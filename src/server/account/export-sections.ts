// What the data export holds, one section per kind of record kept about the traveller: each with a
// line for the file's "about" and the read that fills it. A table that holds something of the
// customer gets its section here; the export is made from this list alone (data-export.ts).
// Everything is read as the traveller is shown it (the same presenters, with them as the viewer), so
// the file holds nothing they may not see: no other traveller's private details, no full card
// number (Gangway never has one), no token or credential.
import { desc, eq } from 'drizzle-orm';
import { hasActiveBookings } from '../bookings/access.ts';
import { listVisibleBookings } from '../bookings/list-bookings.ts';
import { loadVisibleBooking } from '../bookings/load-booking.ts';
import { presentBooking } from '../bookings/present-booking.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { Db } from '../db/client.ts';
import { calendarFeeds, payments, pushSubscriptions } from '../db/schema.ts';
import { readThread } from '../messages/message-thread.ts';
import { allNotificationsOf } from '../notifications/notification-queries.ts';
import { creditNotesOf } from '../payments/credit-note-list.ts';
import { selectPayments } from '../payments/present-payment.ts';
import { listSavedCards, presentSavedCard } from '../payments/saved-cards.ts';
import { passkeysOf, presentPasskey } from '../passkeys/passkey-store.ts';
import { findOwnReview } from '../reviews/booking-review.ts';
import { listSignedInDevices } from '../auth/signed-in-devices.ts';

export type ExportViewer = { customerId: number; tokenHash: string; now: Date };

export type ExportSection = {
  /** The key of the section in the file. */
  key: string;
  /** One line of the file's "about": what the section holds. */
  about: string;
  read: (db: Db, viewer: ExportViewer) => Promise<unknown>;
};

async function profile(db: Db, { customerId, now }: ExportViewer) {
  const row = await findCustomerById(db, customerId);
  if (!row) return null;
  const customer = await presentCustomer(db, row, now);
  return { ...customer, hasActiveBookings: await hasActiveBookings(db, customerId, now) };
}

async function bookingsOf(db: Db, { customerId, now }: ExportViewer) {
  const summaries = await listVisibleBookings(db, customerId, now);
  const out = [];
  for (const summary of summaries) {
    const loaded = await loadVisibleBooking(db, summary.id, customerId);
    if (!loaded) continue;
    out.push({
      role: loaded.booking.customerId === customerId ? 'lead' : 'passenger',
      booking: presentBooking(loaded, customerId, now),
      payments: await selectPayments(db, eq(payments.bookingId, loaded.booking.id)),
      creditNotes: await creditNotesOf(db, loaded.booking.id),
      messages: await readThread(db, loaded.booking.id),
      review: await findOwnReview(db, loaded, customerId),
    });
  }
  return out;
}

async function pushDevices(db: Db, { customerId }: ExportViewer) {
  const rows = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      updatedAt: pushSubscriptions.updatedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(desc(pushSubscriptions.createdAt));
  // The endpoint is the device's credential at its push service: only the service is named.
  return rows.map((row) => ({
    pushService: new URL(row.endpoint).host,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function calendarFeed(db: Db, { customerId }: ExportViewer) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.customerId, customerId));
  return row ? { createdAt: row.createdAt.toISOString() } : null;
}

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    key: 'profile',
    about: 'profile: your personal details, e-mail subscription and emergency contact.',
    read: profile,
  },
  {
    key: 'bookings',
    about:
      'bookings: every booking you lead or travel on, as its pages show it to you (role "lead": with the details of the passengers you lead; "passenger": your own details and what the passenger list shows of the others), with its payments, credit notes, messages and your review.',
    read: bookingsOf,
  },
  {
    key: 'paymentsYouMade',
    about: 'paymentsYouMade: the payments you made yourself, on any booking.',
    read: (db, { customerId }) => selectPayments(db, eq(payments.customerId, customerId)),
  },
  {
    key: 'notifications',
    about: 'notifications: the notifications shown to you, dismissed ones too.',
    read: (db, { customerId, now }) => allNotificationsOf(db, customerId, now),
  },
  {
    key: 'savedCards',
    about:
      'savedCards: the cards you saved, as their name, holder, brand and last four digits; the card provider holds the card itself, Gangway never has its number.',
    read: async (db, { customerId }) => (await listSavedCards(db, customerId)).map(presentSavedCard),
  },
  {
    key: 'pushSubscriptions',
    about:
      'pushSubscriptions: the devices that receive your reminders, by push service (their address is a secret of the device).',
    read: pushDevices,
  },
  {
    key: 'calendarFeed',
    about: 'calendarFeed: when your private calendar feed was made, if it was (its link is a secret: see Profile).',
    read: calendarFeed,
  },
  {
    key: 'passkeys',
    about:
      'passkeys: the passkeys you added, by name, when each was added and last used (the key itself stays on your device).',
    read: async (db, { customerId }) => (await passkeysOf(db, customerId)).map(presentPasskey),
  },
  {
    key: 'sessions',
    about: 'sessions: where you are signed in (browser, platform, shared device, when it started and was last active).',
    read: (db, { customerId, tokenHash, now }) => listSignedInDevices(db, customerId, tokenHash, now),
  },
];
