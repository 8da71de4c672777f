// Notifications the server makes when their events happen: a payment taken, a staff
// message, the operator's booking changes from the CRM, and the scheduled deadline notices. Each
// event makes one row per customer, however often it is raised, also by two runs at once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, passengers } from '../../src/server/db/schema.ts';
import { raiseDeadlineNotices } from '../../src/server/notifications/deadline-job.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { fromCrm as crmCall } from './crm-fixtures.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';
import { crmSignature, postFromCrm } from './crm-requests.ts';
import { noticeDateDisagreements } from './notice-dates.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';

const SECRET = 'whsec_notification_events_test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    config: { crmIntegrationSecret: SECRET },
    cardProvider: createSandboxProvider({ default: 'whsec_test_default', yacht: 'whsec_test_yacht' }),
  });
});
afterAll(() => t.close());

const noticesOf = (customerId: number) =>
  t.db.select().from(notifications).where(eq(notifications.customerId, customerId));
const typesOf = async (customerId: number, bookingId: number) =>
  (await noticesOf(customerId))
    .filter((n) => n.bookingId === bookingId)
    .map((n) => n.type)
    .sort();

const fromCrm = (resource: string, body: Record<string, unknown>) => crmCall(t, SECRET, resource, body);

describe('a payment taken', () => {
  it('tells the payer once, with the amount', async () => {
    const { lead, client, booking } = await signedInLeadWithPayableBooking(t);
    const key = `test-${randomUUID()}`;
    const pay = () =>
      client.post(
        `/customer/bookings/${booking.id}/payments`,
        { payment: cardPayment('pm_card_visa', 10_000) },
        { headers: { 'Idempotency-Key': key } },
      );
    expect((await pay()).status).toBe(200);
    expect((await pay()).status).toBe(200); // the browser's retry of the same payment
    const received = (await noticesOf(lead.id)).filter((n) => n.type === 'PaymentReceived');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ bookingId: booking.id, priority: 'success' });
    expect(received[0]?.message).toContain('€100.00');
  });
});

describe('the CRM: staff messages and booking changes', () => {
  it('a staff message notifies every traveller once, a redelivery nothing more', async () => {
    const lead = await createCustomer(t.db);
    const friend = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    await addPassenger(t.db, booking.id, { customerId: friend.id, firstName: 'Chloe' });
    const body = {
      event_id: `evt-${randomUUID()}`,
      booking_id: booking.id,
      staff: { email: 'sofia@example.com', first_name: 'Sofia' },
      body: 'Your cabin is ready.',
    };
    expect((await fromCrm('/integrations/crm/messages', body)).status).toBe(201);
    expect((await fromCrm('/integrations/crm/messages', body)).status).toBe(200);
    expect(await typesOf(lead.id, booking.id)).toEqual(['NewMessage']);
    expect(await typesOf(friend.id, booking.id)).toEqual(['NewMessage']);
  });

  it('a cancelled booking is cancelled and its travellers hear it once', async () => {
    const lead = await createCustomer(t.db);
    const friend = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    await addPassenger(t.db, booking.id, { customerId: friend.id });
    const body = { event_id: `evt-${randomUUID()}`, booking_id: booking.id, change: 'booking_cancelled' };
    expect((await fromCrm('/integrations/crm/booking_changes', body)).status).toBe(200);
    const again = await fromCrm('/integrations/crm/booking_changes', body);
    expect(again.body).toEqual({ duplicate: true });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.cancelledAt?.toISOString()).toBe(TEST_NOW);
    expect(await typesOf(lead.id, booking.id)).toEqual(['BookingCancelled']);
    expect(await typesOf(friend.id, booking.id)).toEqual(['BookingCancelled']);
    const bar = await (async () => {
      const client = t.client();
      await client.signInAs(lead.id);
      return client.get(`/customer/bookings/${booking.id}`);
    })();
    expect(bar.body.status).toBe('cancelled');
  });

  it('a passenger confirmed or cancelled: the status changes, the lead and the passenger hear it', async () => {
    const lead = await createCustomer(t.db);
    const friend = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    const passenger = await addPassenger(t.db, booking.id, {
      customerId: friend.id,
      firstName: 'Chloe',
      lastName: 'Nguyen',
    });
    const change = (kind: string) => ({
      event_id: `evt-${randomUUID()}`,
      booking_id: booking.id,
      passenger_id: passenger.id,
      change: kind,
    });
    expect((await fromCrm('/integrations/crm/booking_changes', change('passenger_confirmed'))).status).toBe(200);
    const [confirmed] = await t.db.select().from(passengers).where(eq(passengers.id, passenger.id));
    expect(confirmed?.passengerStatus).toBe('confirmed');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, lead.id), eq(notifications.type, 'PassengerConfirmed')));
    expect(notice?.message).toBe('Chloe Nguyen has been confirmed on your booking.');
    expect((await fromCrm('/integrations/crm/booking_changes', change('passenger_cancelled'))).status).toBe(200);
    expect(await typesOf(friend.id, booking.id)).toEqual(['PassengerCancelled', 'PassengerConfirmed']);
  });

  it("another booking's passenger, an unknown booking or a bad signature change nothing", async () => {
    const lead = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    const other = await createBooking(t.db, lead.id);
    const stranger = await addPassenger(t.db, other.id, { firstName: 'Zed' });
    const wrongBooking = {
      event_id: `evt-${randomUUID()}`,
      booking_id: booking.id,
      passenger_id: stranger.id,
      change: 'passenger_cancelled',
    };
    expect((await fromCrm('/integrations/crm/booking_changes', wrongBooking)).status).toBe(404);
    const unknown = { event_id: `evt-${randomUUID()}`, booking_id: 2_000_000_000, change: 'booking_cancelled' };
    expect((await fromCrm('/integrations/crm/booking_changes', unknown)).status).toBe(404);
    const raw = JSON.stringify({ event_id: 'evt-forged', booking_id: booking.id, change: 'booking_cancelled' });
    const forged = crmSignature('/integrations/crm/booking_changes', raw, 'not-the-secret');
    expect((await postFromCrm(t, '/integrations/crm/booking_changes', raw, forged)).status).toBe(401);
    // A body signed for the messages endpoint is refused here, before it is read.
    const forMessages = crmSignature('/integrations/crm/messages', raw, SECRET);
    expect((await postFromCrm(t, '/integrations/crm/booking_changes', raw, forMessages)).status).toBe(401);
    const unreadable = '{"event_id": ';
    const signedElsewhere = crmSignature('/integrations/crm/messages', unreadable, SECRET);
    const refused = await postFromCrm(t, '/integrations/crm/booking_changes', unreadable, signedElsewhere);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'The signature is missing or does not match.' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.cancelledAt).toBeNull();
    const [kept] = await t.db.select().from(passengers).where(eq(passengers.id, stranger.id));
    expect(kept?.passengerStatus).toBe('unpaid');
    expect(await noticesOf(lead.id)).toEqual([]);
  });
});

describe('the scheduled deadline notices', () => {
  const now = new Date(TEST_NOW);
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

  it('a hold ending within a day: expires tomorrow and deposit to secure it, to the lead only, once', async () => {
    const lead = await createCustomer(t.db);
    const friend = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id, {
      paidCents: 0,
      expireAt: inHours(20),
      paymentDueDate: day(60),
    });
    await addPassenger(t.db, booking.id, { customerId: friend.id, depositCents: 50_000, totalPriceCents: 200_000 });
    // Two runs at once, as two server processes would: one row per event.
    await Promise.all([raiseDeadlineNotices(t.db, now), raiseDeadlineNotices(t.db, now)]);
    await raiseDeadlineNotices(t.db, now);
    expect(await typesOf(lead.id, booking.id)).toEqual(['BookingExpiresTomorrow', 'DepositRequiredToSecureBooking']);
    expect(await typesOf(friend.id, booking.id)).toEqual([]);
    const [tomorrow] = (await noticesOf(lead.id)).filter((n) => n.type === 'BookingExpiresTomorrow');
    expect(tomorrow?.data).toEqual({ paymentDueDateTime: `${day(1)}T12:00:00.000Z` });
  });

  it('dates each notice with the day its text speaks of, never the due date of another deadline', async () => {
    const lead = await createCustomer(t.db);
    const place = { depositCents: 50_000, totalPriceCents: 200_000 };
    // Held until tomorrow with its due date passed: expires tomorrow, full payment to secure it.
    const held = await createBooking(t.db, lead.id, { paidCents: 0, expireAt: inHours(26), paymentDueDate: day(-7) });
    // The hold lapsed part-paid while the due date is months away: the deposit is overdue since the hold.
    const lapsed = await createBooking(t.db, lead.id, {
      paidCents: 10_000,
      expireAt: inHours(-30),
      paymentDueDate: day(60),
    });
    const unpaidBalance = await createBooking(t.db, lead.id, { paidCents: 50_000, paymentDueDate: day(-3) });
    const dueToday = await createBooking(t.db, lead.id, { paidCents: 50_000, paymentDueDate: day(0) });
    const deposit = await createBooking(t.db, lead.id, {
      paidCents: 0,
      expireAt: inHours(72),
      paymentDueDate: day(40),
    });
    for (const booking of [held, lapsed, unpaidBalance, dueToday, deposit]) await addPassenger(t.db, booking.id, place);
    await raiseDeadlineNotices(t.db, now);
    const mine = await noticesOf(lead.id);
    expect(mine.map((n) => `${n.bookingId} ${n.type}`).sort()).toEqual(
      [
        `${held.id} BookingExpiresTomorrow`,
        `${held.id} FullPaymentRequiredToSecureBooking`,
        `${lapsed.id} PaymentIsOverdue`,
        `${unpaidBalance.id} PaymentIsOverdue`,
        `${dueToday.id} FullPaymentRequired`,
        `${deposit.id} DepositRequiredToSecureBooking`,
      ].sort(),
    );
    expect(noticeDateDisagreements(mine)).toEqual([]);
    const dateOf = (bookingId: number) => mine.find((n) => n.bookingId === bookingId)?.data.paymentDueDateTime;
    expect(dateOf(lapsed.id)).toBe(`${day(-1)}T12:00:00.000Z`);
    expect(dateOf(unpaidBalance.id)).toBe(`${day(-3)}T12:00:00.000Z`);
  });

  it('raises "expires tomorrow" only on the day before the hold ends, not for a hold ending later today', async () => {
    const lead = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id, { paidCents: 0, expireAt: inHours(5), paymentDueDate: day(60) });
    await addPassenger(t.db, booking.id, { depositCents: 50_000, totalPriceCents: 200_000 });
    await raiseDeadlineNotices(t.db, now);
    expect(await typesOf(lead.id, booking.id)).toEqual(['DepositRequiredToSecureBooking']);
  });

  it('as time passes: the hold lapses unpaid (expired); a due date passes (due, then overdue)', async () => {
    const lead = await createCustomer(t.db);
    const unpaid = await createBooking(t.db, lead.id, { paidCents: 0, expireAt: inHours(-1) });
    await addPassenger(t.db, unpaid.id, { depositCents: 50_000, totalPriceCents: 200_000 });
    const balance = await createBooking(t.db, lead.id, { paidCents: 50_000, paymentDueDate: day(0) });
    await addPassenger(t.db, balance.id, { depositCents: 50_000, totalPriceCents: 200_000 });
    await raiseDeadlineNotices(t.db, now);
    expect(await typesOf(lead.id, unpaid.id)).toEqual(['BookingExpired']);
    expect(await typesOf(lead.id, balance.id)).toEqual(['FullPaymentRequired']);
    await raiseDeadlineNotices(t.db, new Date(now.getTime() + 2 * 86_400_000));
    expect(await typesOf(lead.id, balance.id)).toEqual(['FullPaymentRequired', 'PaymentIsOverdue']);
  });

  it('says nothing about paid or cancelled bookings', async () => {
    const lead = await createCustomer(t.db);
    const paid = await createBooking(t.db, lead.id, { paidCents: 200_000, paymentDueDate: day(-5) });
    const cancelled = await createBooking(t.db, lead.id, { paidCents: 0, expireAt: inHours(2), cancelledAt: now });
    await raiseDeadlineNotices(t.db, now);
    expect(await typesOf(lead.id, paid.id)).toEqual([]);
    expect(await typesOf(lead.id, cancelled.id)).toEqual([]);
  });
});
