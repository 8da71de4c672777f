// The demo seed on a real (in-memory) database: it must cover every booking situation the portal
// shows and its stored money must add up, because the portal's screens and the browser tests rely
// on it.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import * as schema from '../../src/server/db/schema.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';
import { raiseDeadlineNotices } from '../../src/server/notifications/deadline-job.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { noticeDateDisagreements } from './notice-dates.ts';
import { NOTIFICATION_TYPES } from '../../src/shared/domain/notification-kinds.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const TODAY = '2026-11-21';
const DAY_MS = 86_400_000;

type Rows = {
  customers: (typeof schema.customers.$inferSelect)[];
  bookings: (typeof schema.bookings.$inferSelect)[];
  passengers: (typeof schema.passengers.$inferSelect)[];
  bookingExtras: (typeof schema.bookingExtras.$inferSelect)[];
  passengerExtras: (typeof schema.passengerExtras.$inferSelect)[];
  payments: (typeof schema.payments.$inferSelect)[];
  creditNotes: (typeof schema.creditNotes.$inferSelect)[];
  notifications: (typeof schema.notifications.$inferSelect)[];
  messages: (typeof schema.messages.$inferSelect)[];
  reviews: (typeof schema.reviews.$inferSelect)[];
  invitations: (typeof schema.invitations.$inferSelect)[];
  directions: (typeof schema.directions.$inferSelect)[];
  products: (typeof schema.products.$inferSelect)[];
};

// Through the harness so the seed also runs on PostgreSQL when TEST_DATABASE_URL is set (CI).
let handle: TestContext;
let rows: Rows;
const logged: string[] = [];

beforeAll(async () => {
  handle = await createTestContext({ now: NOW.toISOString() });
  await seedDemoData(handle.db, { now: NOW, publicOrigin: 'http://localhost:3000/', log: (line) => logged.push(line) });
  const db = handle.db;
  rows = {
    customers: await db.select().from(schema.customers),
    bookings: await db.select().from(schema.bookings).orderBy(schema.bookings.id),
    passengers: await db.select().from(schema.passengers),
    bookingExtras: await db.select().from(schema.bookingExtras),
    passengerExtras: await db.select().from(schema.passengerExtras),
    payments: await db.select().from(schema.payments),
    creditNotes: await db.select().from(schema.creditNotes),
    notifications: await db.select().from(schema.notifications),
    messages: await db.select().from(schema.messages),
    reviews: await db.select().from(schema.reviews),
    invitations: await db.select().from(schema.invitations),
    directions: await db.select().from(schema.directions),
    products: await db.select().from(schema.products),
  };
});

afterAll(async () => {
  await handle?.close();
});

const customer = (email: string) => {
  const found = rows.customers.find((row) => row.email === email);
  if (!found) throw new Error(`no customer ${email}`);
  return found;
};
const lead = () => customer('lead@example.com');
const booking = (id: number) => {
  const found = rows.bookings.find((row) => row.id === id);
  if (!found) throw new Error(`no booking ${id}`);
  return found;
};
const passengersOf = (bookingId: number) => rows.passengers.filter((row) => row.bookingId === bookingId);
const completePayments = (bookingId: number) =>
  rows.payments.filter((row) => row.bookingId === bookingId && row.state === 'complete');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const daysFromNow = (date: Date) => (date.getTime() - NOW.getTime()) / DAY_MS;

function personalInfo(passenger: Rows['passengers'][number]): 'complete' | 'partial' | 'empty' {
  const fullName = [passenger.firstName, passenger.lastName].filter(Boolean).join(' ');
  const fields = [passenger.title, fullName, passenger.age, passenger.nationality];
  const filled = fields.filter((value) => value !== null && value !== '').length;
  return filled === fields.length ? 'complete' : filled === 0 ? 'empty' : 'partial';
}

// Re-derived here rather than imported, so a seed that stores the wrong figure fails.
function extraEffect(extra: { amountCents: number; quantity: number; valueType: string }, base: number) {
  return extra.valueType === 'percentage'
    ? Math.round((base * extra.amountCents) / 10_000) * extra.quantity
    : extra.amountCents * extra.quantity;
}

describe('reference data', () => {
  it('lists nationalities with the popular four first, in their fixed order', async () => {
    const list = await handle.db.select().from(schema.nationalities);
    expect(list.length).toBeGreaterThanOrEqual(190);
    const popular = list.filter((row) => row.popularRank !== null).sort((a, b) => a.popularRank! - b.popularRank!);
    expect(popular.map((row) => row.name)).toEqual(['Australian', 'New Zealander', 'British', 'American']);
  });

  it('lists countries with ISO codes and phone codes without a plus', async () => {
    const list = await handle.db.select().from(schema.countries);
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(list.find((row) => row.isoCode === 'GB')).toMatchObject({ name: 'United Kingdom', phoneCode: '44' });
    expect(list.every((row) => /^[A-Z]{2}$/.test(row.isoCode) && /^\d{1,4}$/.test(row.phoneCode))).toBe(true);
    expect(new Set(list.map((row) => row.isoCode)).size).toBe(list.length);
  });

  it('does not insert again into tables that already hold rows', async () => {
    const before = await handle.db.select().from(schema.countries);
    await seedReferenceData(handle.db);
    const after = await handle.db.select().from(schema.countries);
    expect(after.length).toBe(before.length);
  });
});

describe('demo customers', () => {
  it('signs every demo customer in with gangway-demo', async () => {
    expect(await verifyPassword('gangway-demo', lead().passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', lead().passwordHash)).toBe(false);
  });

  it('has the lead, the friend, a new account and a reset-required account', () => {
    expect(lead()).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Bennett',
      nationality: 'British',
      avatarPath: null,
      isSubscriptionActive: true,
      isNewAccount: false,
      passwordResetRequired: false,
    });
    expect(customer('newbie@example.com').isNewAccount).toBe(true);
    expect(customer('reset@example.com').passwordResetRequired).toBe(true);
    expect(customer('reset@example.com').passwordResetMessage).toBeTruthy();
    expect(rows.customers.some((row) => row.email === 'invitee@example.com')).toBe(false);
  });

  it("fills the lead's emergency contact", async () => {
    const [contact] = await handle.db.select().from(schema.emergencyContacts);
    expect(contact).toMatchObject({ customerId: lead().id, firstName: 'James', relationship: 'Brother' });
  });

  it('has staff users who author messages', () => {
    const staffAuthored = rows.messages.filter((row) => row.staffUserId !== null);
    const customerAuthored = rows.messages.filter((row) => row.customerId !== null);
    expect(new Set(staffAuthored.map((row) => row.bookingId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(customerAuthored.map((row) => row.bookingId)).size).toBeGreaterThanOrEqual(2);
    expect(rows.messages.every((row) => (row.staffUserId === null) !== (row.customerId === null))).toBe(true);
  });
});

describe('catalogue', () => {
  it('covers both brands with itineraries, FAQs, pre-departure info and visa-letter facts', () => {
    expect(new Set(rows.products.map((row) => row.brand))).toEqual(new Set(['cruise', 'tour']));
    expect(rows.products.every((row) => row.backgroundImageUrl?.startsWith('/images/products/'))).toBe(true);
    for (const direction of rows.directions) {
      expect(direction.itinerary.length).toBeGreaterThan(5);
      expect(direction.itinerary.map((day) => day.day)).toEqual(direction.itinerary.map((_, index) => index + 1));
      expect(direction.faqs.length).toBeGreaterThan(0);
      expect(direction.departurePoint && direction.finishPoint && direction.itineraryDestinations).toBeTruthy();
    }
    expect(rows.directions.some((row) => row.visaLetterAvailable)).toBe(true);
    expect(rows.directions.some((row) => row.facebookGroupUrl)).toBe(true);
    expect(rows.directions.some((row) => row.preDepartureInfo === null)).toBe(true);
  });
});

describe('demo bookings', () => {
  it('numbers bookings from 40001 in a fixed order, the lead owning all but the last', () => {
    expect(rows.bookings.map((row) => row.id)).toEqual(Array.from({ length: 18 }, (_, index) => 40001 + index));
    expect(rows.bookings.slice(0, 17).every((row) => row.customerId === lead().id)).toBe(true);
    expect(booking(40018).customerId).toBe(customer('newbie@example.com').id);
    expect(logged.join('\n')).toContain('#40001 awaitingDeposit');
  });

  it('uses both brands, matching their products, and all four currencies', () => {
    const brandOfProduct = new Map(rows.products.map((row) => [row.id, row.brand]));
    expect(rows.bookings.every((row) => brandOfProduct.get(row.productId) === row.brand)).toBe(true);
    expect(new Set(rows.bookings.map((row) => row.brand))).toEqual(new Set(['cruise', 'tour']));
    expect(new Set(rows.bookings.map((row) => row.currencyCode))).toEqual(new Set(['EUR', 'GBP', 'USD', 'AUD']));
  });

  it('places each situation with the facts that produce it', () => {
    const paidDeposit = (id: number) =>
      sum(passengersOf(id).map((row) => row.depositCents)) <= booking(id).paidCents && booking(id).paidCents > 0;
    // 40001 awaiting payment, deposit to secure it; 40002 full payment to secure it
    expect(daysFromNow(booking(40001).expireAt!)).toBeCloseTo(3);
    expect(booking(40001).paidCents).toBe(0);
    expect(booking(40002).paidCents).toBe(0);
    expect(daysFromNow(booking(40002).expireAt!)).toBeCloseTo(1);
    expect(booking(40002).paymentDueDate! < TODAY).toBe(true);
    // 40003 deposit paid, balance due ahead
    expect(paidDeposit(40003) && booking(40003).paymentDueDate! > TODAY).toBe(true);
    expect(booking(40003).paidCents).toBeLessThan(booking(40003).totalCents);
    // 40004 balance overdue
    expect(paidDeposit(40004) && booking(40004).paymentDueDate! < TODAY).toBe(true);
    expect(booking(40004).paidCents).toBeLessThan(booking(40004).totalCents);
    // 40005 deposit overdue: hold passed, only part of the deposit paid
    expect(booking(40005).expireAt!.getTime()).toBeLessThan(NOW.getTime());
    expect(booking(40005).paidCents).toBeGreaterThan(0);
    expect(paidDeposit(40005)).toBe(false);
    // 40006 full payment required today
    expect(booking(40006).paymentDueDate).toBe(TODAY);
    expect(paidDeposit(40006)).toBe(true);
    // 40007 payment allocation, deposit still required from some passengers
    expect(booking(40007).paymentAllocationEnabled).toBe(true);
    expect(passengersOf(40007).some((row) => row.amountPaidCents < row.depositCents)).toBe(true);
    // 40009 fully paid, confirmed, departing within 6 months on a direction with info and a group link
    const predeparture = booking(40009);
    const direction = rows.directions.find((row) => row.id === predeparture.directionId)!;
    expect(predeparture.paidCents).toBe(predeparture.totalCents);
    expect(passengersOf(40009).every((row) => row.passengerStatus === 'confirmed')).toBe(true);
    expect(daysFromNow(predeparture.departAt)).toBeLessThan(182);
    expect(direction.preDepartureInfo && direction.facebookGroupUrl).toBeTruthy();
    // 40010 charter, 40011 yacht charter
    expect(booking(40010)).toMatchObject({ isCharter: true, isYachtCharter: false, termsTemplate: null });
    expect(booking(40010).charterDepositCents).toBeGreaterThan(booking(40010).paidCents);
    expect(booking(40011)).toMatchObject({ isCharter: true, isYachtCharter: true });
    expect(booking(40011).charterDepositCents).toBe(booking(40011).paidCents);
    // 40012 within 30 days of departure
    expect(daysFromNow(booking(40012).departAt)).toBeGreaterThan(0);
    expect(daysFromNow(booking(40012).departAt)).toBeLessThan(30);
    // 40013 and 40014 past (trip over), fully paid
    for (const id of [40013, 40014]) {
      const past = booking(id);
      expect(past.departAt.getTime() + past.numberOfDays * DAY_MS).toBeLessThan(NOW.getTime());
      expect(past.paidCents).toBe(past.totalCents);
    }
    // 40015 expired with nothing paid; 40016 cancelled
    expect(booking(40015).expireAt!.getTime()).toBeLessThan(NOW.getTime());
    expect(booking(40015).paidCents).toBe(0);
    expect(booking(40016).cancelledAt!.getTime()).toBeLessThan(NOW.getTime());
    expect(passengersOf(40016).every((row) => row.passengerStatus === 'cancelled')).toBe(true);
  });

  it('carries operator texts: long terms, bank instructions, a local-tax notice, and one booking without terms', () => {
    const withTerms = rows.bookings.filter((row) => row.termsTemplate);
    expect(withTerms.length).toBe(rows.bookings.length - 1);
    expect(withTerms.every((row) => row.termsTemplate!.split('\n\n').length >= 8)).toBe(true);
    expect(rows.bookings.every((row) => row.bankTransferTemplate)).toBe(true);
    expect(rows.bookings.filter((row) => row.myAccountNotice?.includes('<p>')).length).toBeGreaterThan(0);
  });
});

describe('demo passengers', () => {
  it('covers every passenger status, with a fee on cancelled passengers', () => {
    expect(new Set(rows.passengers.map((row) => row.passengerStatus))).toEqual(
      new Set(['unpaid', 'pending', 'confirmed', 'cancelled']),
    );
    const cancelled = rows.passengers.filter((row) => row.passengerStatus === 'cancelled');
    expect(cancelled.every((row) => row.cancellationFeeCents > 0)).toBe(true);
    const cancelledIds = new Set(cancelled.map((row) => row.id));
    expect(rows.passengerExtras.some((row) => cancelledIds.has(row.passengerId))).toBe(false);
  });

  it('covers every personal-info state and every deck', () => {
    expect(new Set(rows.passengers.map(personalInfo))).toEqual(new Set(['complete', 'partial', 'empty']));
    expect(new Set(rows.passengers.map((row) => row.deck))).toEqual(new Set(['above', 'lower', 'default']));
  });

  it('has the lead on each of her bookings, an unassigned spot, an invited passenger and the friend', () => {
    for (const row of rows.bookings.filter((b) => b.customerId === lead().id)) {
      expect(passengersOf(row.id).filter((p) => p.customerId === lead().id)).toHaveLength(1);
    }
    expect(rows.passengers.some((row) => row.customerId === null && personalInfo(row) === 'empty')).toBe(true);
    const nameless = rows.customers.filter((row) => !row.firstName && !row.lastName).map((row) => row.id);
    expect(rows.passengers.some((row) => row.customerId !== null && nameless.includes(row.customerId))).toBe(true);
    const friendTrips = rows.passengers.filter((row) => row.customerId === customer('friend@example.com').id);
    expect(friendTrips.map((row) => booking(row.bookingId).customerId)).toEqual([lead().id]);
  });
});

describe('demo money', () => {
  it('stores passenger totals as unit price plus extras (the fee alone when cancelled)', () => {
    for (const passenger of rows.passengers) {
      const extras = rows.passengerExtras.filter((row) => row.passengerId === passenger.id);
      const expected =
        passenger.passengerStatus === 'cancelled'
          ? passenger.cancellationFeeCents
          : sum(extras.map((extra) => extraEffect(extra, passenger.unitPriceCents))) + passenger.unitPriceCents;
      expect(passenger.totalPriceCents, `passenger ${passenger.id}`).toBe(expected);
    }
  });

  it('stores booking totals as passenger totals plus booking extras', () => {
    for (const row of rows.bookings) {
      const passengers = passengersOf(row.id);
      const activeSum = sum(passengers.filter((p) => p.passengerStatus !== 'cancelled').map((p) => p.totalPriceCents));
      const extras = rows.bookingExtras.filter((extra) => extra.bookingId === row.id);
      const expected =
        sum(passengers.map((p) => p.totalPriceCents)) + sum(extras.map((e) => extraEffect(e, activeSum)));
      expect(row.totalCents, `booking ${row.id}`).toBe(expected);
    }
  });

  it('stores paid amounts that match the complete payments and the passengers', () => {
    for (const row of rows.bookings) {
      expect(row.paidCents, `booking ${row.id}`).toBe(sum(completePayments(row.id).map((p) => p.amountCents)));
      const allocated = sum(passengersOf(row.id).map((p) => p.amountPaidCents));
      expect(allocated + row.unallocatedCents, `booking ${row.id}`).toBe(row.paidCents);
    }
    expect(rows.bookings.some((row) => row.unallocatedCents > 0)).toBe(true);
    expect(rows.payments.some((row) => row.state === 'failed')).toBe(true);
  });

  it('sets per-passenger deposits, and charter deposits split across the charter party', () => {
    expect(rows.bookings.filter((row) => !row.isCharter).every((row) => row.depositPerPassengerCents > 0)).toBe(true);
    for (const row of rows.bookings.filter((b) => b.isCharter)) {
      expect(sum(passengersOf(row.id).map((p) => p.depositCents))).toBe(row.charterDepositCents);
    }
  });

  it('has booking and passenger extras of both kinds and both value types', () => {
    const kinds = (list: { extraType: string; valueType: string }[]) =>
      new Set(list.map((row) => `${row.extraType}/${row.valueType}`));
    expect(kinds([...rows.bookingExtras, ...rows.passengerExtras])).toEqual(
      new Set(['extra/fixed', 'extra/percentage', 'discount/fixed', 'discount/percentage']),
    );
    expect(new Set(rows.bookingExtras.map((row) => row.extraType))).toEqual(new Set(['extra', 'discount']));
    expect(new Set(rows.passengerExtras.map((row) => row.extraType))).toEqual(new Set(['extra', 'discount']));
    const all = [...rows.bookingExtras, ...rows.passengerExtras];
    expect(all.every((row) => (row.extraType === 'discount') === row.amountCents < 0)).toBe(true);
  });

  it('records card and bank payments', () => {
    const cards = rows.payments.filter((row) => row.payType === 'card' && !row.isRefund);
    expect(new Set(cards.map((row) => row.cardBrand))).toEqual(new Set(['visa', 'mastercard']));
    expect(cards.every((row) => row.lastFour?.length === 4 && row.cardHolder)).toBe(true);
    const banks = rows.payments.filter((row) => row.payType === 'bank' && !row.isRefund);
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((row) => row.lastFour === null)).toBe(true);
    const yacht = rows.payments.filter((row) => row.bookingId === 40011 && row.payType === 'card');
    expect(yacht.every((row) => row.providerAccount === 'yacht')).toBe(true);
  });

  it('settles credit notes with refunds by card and by bank (EFT), one note part-refunded', () => {
    expect(rows.creditNotes.length).toBeGreaterThanOrEqual(2);
    const remaining = rows.creditNotes.map((note) => {
      const refunds = rows.payments.filter((row) => row.creditNoteId === note.id);
      expect(refunds.length).toBeGreaterThan(0);
      for (const refund of refunds) {
        expect(refund).toMatchObject({ isRefund: true, amountCents: -refund.refundedAmountCents });
        expect(refund.refundedAmountCents).toBeGreaterThan(0);
        expect(refund.passengerPayerId).not.toBeNull();
      }
      return note.amountCents - sum(refunds.map((row) => row.refundedAmountCents));
    });
    expect(remaining.some((value) => value === 0)).toBe(true);
    expect(remaining.some((value) => value > 0)).toBe(true);
    const refunds = rows.payments.filter((row) => row.isRefund);
    expect(refunds.some((row) => row.lastFour === 'EFT' && row.payType === 'bank')).toBe(true);
    expect(refunds.some((row) => row.payType === 'card' && row.cardBrand)).toBe(true);
  });

  it('moves money between two of the lead’s bookings with a transfer pair', () => {
    const transfers = rows.payments.filter((row) => row.isTransfer);
    expect(transfers).toHaveLength(2);
    const [incoming, outgoing] = [...transfers].sort((a, b) => b.amountCents - a.amountCents);
    expect(incoming!.amountCents).toBeGreaterThan(0);
    expect(outgoing!.amountCents).toBe(-incoming!.amountCents);
    expect(incoming!.bookingId).not.toBe(outgoing!.bookingId);
    expect(booking(incoming!.bookingId).currencyCode).toBe(booking(outgoing!.bookingId).currencyCode);
    expect(incoming!.reference).toContain(`#${outgoing!.bookingId}`);
  });
});

describe('demo activity', () => {
  it('gives the lead notifications of every type and priority, seen and unseen, over several days', () => {
    const mine = rows.notifications.filter((row) => row.customerId === lead().id);
    const known: readonly string[] = NOTIFICATION_TYPES;
    const types = new Set(mine.map((row) => row.type));
    for (const type of known) expect(types.has(type), type).toBe(true);
    expect([...types].some((type) => !known.includes(type))).toBe(true);
    expect(new Set(mine.map((row) => row.priority))).toEqual(new Set(['regular', 'success', 'warning', 'important']));
    expect(new Set(mine.map((row) => row.seen))).toEqual(new Set([true, false]));
    const days = new Set(mine.map((row) => DateTime.fromJSDate(row.createdAt, { zone: 'utc' }).toISODate()));
    expect(days.size).toBeGreaterThanOrEqual(5);
    const paymentTypes = ['FullPaymentRequired', 'PaymentIsOverdue', 'FullPaymentRequiredToSecureBooking'];
    for (const row of mine.filter((n) => paymentTypes.includes(n.type))) {
      expect(typeof row.data.paymentDueDateTime).toBe('string');
    }
  });

  it('has a review on one past booking and none on the other', () => {
    expect(rows.reviews).toHaveLength(1);
    expect(rows.reviews[0]).toMatchObject({ bookingId: 40013, customerId: lead().id });
    expect(rows.reviews.some((row) => row.bookingId === 40014)).toBe(false);
  });
});

describe('demo invitations', () => {
  it('prints the open invitation link and stores only its hash', () => {
    const line = logged.find((entry) => entry.startsWith('Open invitation: '));
    const match = line?.match(/^Open invitation: http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]{43})$/);
    expect(match).toBeTruthy();
    const token = match![1]!;
    const open = rows.invitations.find((row) => row.tokenHash === hashToken(token));
    expect(open).toBeDefined();
    expect(rows.invitations.some((row) => row.tokenHash === token)).toBe(false);
    expect(open).toMatchObject({ customerId: lead().id, acceptedAt: null, email: 'invitee@example.com' });
    expect(daysFromNow(open!.expiresAt)).toBeCloseTo(14);
    const spot = rows.passengers.find((row) => row.id === open!.passengerId)!;
    expect(spot.customerId).toBeNull();
    expect(personalInfo(spot)).toBe('empty');
    expect(booking(spot.bookingId).customerId).toBe(lead().id);
  });

  it('also has an expired and an accepted invitation', () => {
    const expired = rows.invitations.filter((row) => row.acceptedAt === null && row.expiresAt < NOW);
    const accepted = rows.invitations.filter((row) => row.acceptedAt !== null);
    expect(expired).toHaveLength(1);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.invitedCustomerId).toBe(customer('friend@example.com').id);
  });

  it('prints every demo sign-in', () => {
    const text = logged.join('\n');
    for (const email of ['lead@example.com', 'friend@example.com', 'newbie@example.com', 'reset@example.com']) {
      expect(text).toContain(email);
    }
    expect(text).toContain('gangway-demo');
  });
});

// Last: it runs the deadline job over the seeded database.
describe('demo notifications and the deadline job', () => {
  it('hold one notification per event: the job adds no second one of what the seed made', async () => {
    await raiseDeadlineNotices(handle.db, NOW);
    const all = await handle.db.select().from(schema.notifications);
    const events = all.map((row) => `customer ${row.customerId}, booking ${row.bookingId}: ${row.type}`);
    expect(events.filter((event, index) => events.indexOf(event) !== index)).toEqual([]);
    // The job still raises what the seed does not hold (booking 40005 is overdue too).
    expect(all.length).toBeGreaterThan(rows.notifications.length);
  });

  it('dates every notice, seeded or raised by the job, with the day its text speaks of', async () => {
    expect(noticeDateDisagreements(rows.notifications)).toEqual([]);
    const all = await handle.db.select().from(schema.notifications);
    expect(noticeDateDisagreements(all)).toEqual([]);
    const dated = (type: string) => all.filter((row) => row.type === type).map((row) => row.data.paymentDueDateTime);
    expect(dated('BookingExpiresTomorrow')).toEqual(['2026-11-22T12:00:00.000Z']);
    expect(dated('PaymentIsOverdue').length).toBeGreaterThanOrEqual(2);
  });
});
