// GET /customer/bookings, GET /customer/bookings/{id}, GET .../booking_status_bar and
// POST .../ga_checkout on a real database: the derived fields, the viewer-dependent blocks, the
// sanitised operator HTML and who may see what.
import * as v from 'valibot';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { booking as bookingSchema, bookingList, statusBar } from '../../src/shared/contract/bookings.ts';
import {
  addBookingExtra,
  addCreditNote,
  addPassenger,
  addPassengerExtra,
  addPayment,
  createBooking,
  daysFrom,
} from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createInvitation } from '../factories/invitations.ts';
import { createTestContext, TEST_NOW, TEST_ORIGIN, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const now = new Date(TEST_NOW); // 2026-03-10T09:00:00Z
const NOT_FOUND = { error: 'Not found' };
const SIGN_IN = { error: 'You need to sign in or sign up before continuing.' };

const person = { title: 'Ms' as const, firstName: 'Ada', lastName: 'Lovelace', age: 1985, nationality: 'British' };

async function signedIn() {
  const customer = await createCustomer(t.db);
  const client = t.client();
  // Remembered, so the session outlives the clock moves below.
  await client.signInAs(customer.id, { rememberMe: true });
  return { customer, client };
}

const statusBarUrl = (id: number, enquiryId: string | number | null = id) =>
  `${TEST_ORIGIN}/api/v2/customer/bookings/${id}/booking_status_bar.json${enquiryId === null ? '' : `?enquiry_id=${enquiryId}`}`;

describe('GET /customer/bookings', () => {
  it('lists the bookings the customer leads or travels on (not one whose place was cancelled), derived and in contract shape', async () => {
    const { customer, client } = await signedIn();
    const other = await createCustomer(t.db);
    const led = await createBooking(t.db, customer.id, {
      productName: 'Greek Islands',
      directionName: 'Athens to Santorini',
      departAt: daysFrom(now, 40),
      totalCents: 200_000,
      paidCents: 200_000,
      paymentDueDate: '2026-03-20',
    });
    await addPassenger(t.db, led.id, { customerId: customer.id, ...person, depositCents: 50_000 });
    const travelling = await createBooking(t.db, other.id, { departAt: daysFrom(now, 20), paidCents: 0 });
    await addPassenger(t.db, travelling.id, { customerId: customer.id, depositCents: 50_000 });
    const cancelledOn = await createBooking(t.db, other.id, { departAt: daysFrom(now, -30), paidCents: 100_000 });
    await addPassenger(t.db, cancelledOn.id, { customerId: customer.id, passengerStatus: 'cancelled' });
    const expired = await createBooking(t.db, customer.id, {
      departAt: daysFrom(now, 90),
      expireAt: daysFrom(now, -2),
      paidCents: 0,
    });
    await createBooking(t.db, other.id); // not theirs

    const res = await client.get('/customer/bookings');
    expect(res.status).toBe(200);
    expect(v.safeParse(bookingList, res.body).success).toBe(true);
    expect(res.body.map((b: { id: number }) => b.id)).toEqual([travelling.id, led.id, expired.id]);
    const byId = new Map(res.body.map((b: { id: number }) => [b.id, b]));
    expect(byId.get(led.id)).toEqual({
      id: led.id,
      brand: 'cruise',
      status: 'confirmed',
      bookingsScope: 'active',
      customerId: customer.id,
      productName: 'Greek Islands',
      productDirectionName: 'Athens to Santorini',
      productBackgroundImageUrl: null,
      productDashboardBackgroundImageUrl: null,
      departAt: daysFrom(now, 40).toISOString(),
      numberOfDays: 8,
      transportName: null,
      expire: null,
      paymentDueDate: '2026-03-20',
      totalCents: 200_000,
      paidCents: 200_000,
      currencyCode: 'EUR',
      paymentAllowed: false,
    });
    expect(byId.get(travelling.id)).toMatchObject({
      status: 'awaiting_payment',
      bookingsScope: 'active',
      customerId: other.id,
      // Payable, but not by a passenger: only the lead may pay.
      paymentAllowed: false,
    });
    expect(byId.get(expired.id)).toMatchObject({
      status: 'expired',
      bookingsScope: 'expired',
      expire: daysFrom(now, -2).toISOString(),
      paymentAllowed: false,
    });
  });

  it('answers an empty list for a customer without bookings', async () => {
    const { client } = await signedIn();
    const res = await client.get('/customer/bookings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/customer/bookings');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGN_IN);
  });
});

describe('GET /customer/bookings/{id}', () => {
  async function fullBooking() {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id, {
      productName: 'Greek Islands',
      directionName: 'Athens to Santorini',
      departAt: new Date('2026-07-04T12:00:00Z'),
      totalCents: 315_000,
      paidCents: 120_000,
      unallocatedCents: 5_000,
      depositPerPassengerCents: 50_000,
      paymentDueDate: '2026-05-01',
      transportName: 'Kalypso',
      termsTemplate: 'Terms\n\nMore terms',
      bankTransferTemplate: 'IBAN XX00',
      myAccountNotice:
        '<p onclick="steal()">Tax <strong>€8.00</strong> per night</p><img src=x onerror=alert(1)><script>alert(2)</script>',
      productValues: { backgroundImageUrl: '/images/greek.jpg', dashboardBackgroundImageUrl: '/images/greek-d.jpg' },
      directionValues: {
        itinerary: [{ day: 1, title: 'Athens', description: 'Board at 4 pm' }],
        faqs: [{ question: 'Wi-Fi?', answer: 'Patchy' }],
        preDepartureInfo: '<h3>Pack</h3><script>alert(1)</script>',
        facebookGroupUrl: 'https://www.facebook.com/groups/greek',
        visaLetterAvailable: true,
      },
    });
    const cancelled = await addPassenger(t.db, booking.id, {
      title: 'Mr',
      firstName: 'Sam',
      lastName: 'Gone',
      passengerStatus: 'cancelled',
      totalPriceCents: 15_000,
      cancellationFeeCents: 15_000,
      unitPriceCents: 100_000,
      position: 0,
    });
    const spot = await addPassenger(t.db, booking.id, {
      totalPriceCents: 100_000,
      unitPriceCents: 100_000,
      depositCents: 50_000,
      position: 1,
    });
    const partial = await addPassenger(t.db, booking.id, {
      title: 'Mr',
      firstName: 'Tom',
      passengerStatus: 'pending',
      deck: 'lower',
      totalPriceCents: 100_000,
      unitPriceCents: 100_000,
      amountPaidCents: 50_000,
      depositCents: 50_000,
      position: 2,
    });
    const lead = await addPassenger(t.db, booking.id, {
      customerId: customer.id,
      ...person,
      email: customer.email,
      passengerStatus: 'confirmed',
      deck: 'above',
      shipType: 'Deluxe double',
      totalPriceCents: 100_000,
      unitPriceCents: 96_500,
      amountPaidCents: 70_000,
      depositCents: 50_000,
      position: 3,
    });
    const discount = await addPassengerExtra(t.db, lead.id, { name: 'Early bird', amountCents: -1_000 });
    const transfer = await addPassengerExtra(t.db, lead.id, { name: 'Airport transfer', amountCents: 4_500 });
    const pct = await addBookingExtra(t.db, booking.id, {
      name: 'Loyalty',
      amountCents: -300,
      valueType: 'percentage',
    });
    const fees = await addBookingExtra(t.db, booking.id, { name: 'Marina fees', amountCents: 6_000, quantity: 2 });
    const fixedOff = await addBookingExtra(t.db, booking.id, { name: 'Group discount', amountCents: -2_000 });
    const second = await addPayment(t.db, booking.id, { amountCents: 50_000, createdAt: daysFrom(now, -2) });
    const first = await addPayment(t.db, booking.id, { amountCents: 70_000, createdAt: daysFrom(now, -9) });
    await addPayment(t.db, booking.id, { state: 'pending', createdAt: daysFrom(now, -1) });
    await addPayment(t.db, booking.id, { state: 'failed', createdAt: daysFrom(now, -1) });
    const note = await addCreditNote(t.db, booking.id);
    await createInvitation(t.db, { customerId: customer.id, passengerId: spot.id, now });
    return {
      customer,
      client,
      booking,
      lead,
      partial,
      spot,
      cancelled,
      discount,
      transfer,
      pct,
      fees,
      fixedOff,
      first,
      second,
      note,
    };
  }

  it('answers the booking with derived passengers, extras, status bar, sanitised HTML and the lead', async () => {
    const s = await fullBooking();
    const res = await s.client.get(`/customer/bookings/${s.booking.id}`);
    expect(res.status).toBe(200);
    const parsed = v.safeParse(bookingSchema, res.body);
    expect(parsed.issues ?? []).toEqual([]);
    const body = res.body;
    expect(body).toMatchObject({
      id: s.booking.id,
      status: 'awaiting_payment', // 120,000 paid of a 150,000 deposit (cancelled place excluded)
      bookingsScope: 'active',
      customerId: s.customer.id,
      productName: 'Greek Islands',
      productDirectionName: 'Athens to Santorini',
      productBackgroundImageUrl: '/images/greek.jpg',
      productDashboardBackgroundImageUrl: '/images/greek-d.jpg',
      transportName: 'Kalypso',
      totalCents: 315_000,
      paidCents: 120_000,
      unallocatedCents: 5_000,
      depositRemainingCents: 30_000,
      depositPerPassengerCents: 50_000,
      paymentAllowed: true,
      hasCreditNotes: true,
      creditNoteIds: [s.note.id],
      paymentIds: [s.first.id, s.second.id],
      termsTemplate: 'Terms\n\nMore terms',
      bankTransferTemplate: 'IBAN XX00',
      myAccountNotice: '<p>Tax <strong>€8.00</strong> per night</p>',
      customer: { id: s.customer.id, firstName: 'Ada', fullName: 'Ada Lovelace' },
      visaLetterAvailable: true,
      bookingStatusBar: {
        bookingId: s.booking.id,
        type: 'deposit_required',
        priority: 'warning',
        data: { amountRequired: 30_000, paymentAllocationEnabled: false },
      },
      direction: {
        name: 'Athens to Santorini',
        itinerary: [{ day: 1, title: 'Athens', description: 'Board at 4 pm' }],
        faqs: [{ question: 'Wi-Fi?', answer: 'Patchy' }],
        preDepartureInfo: null, // not fully paid
        facebookGroup: 'https://www.facebook.com/groups/greek', // confirmed, departs within 6 months
      },
    });
    // Display order: the lead's passenger first, cancelled last, the empty unpaid spot below the rest.
    expect(body.passengerIds).toEqual([s.lead.id, s.partial.id, s.spot.id, s.cancelled.id]);
    expect(body.passengers.map((p: { id: number }) => p.id)).toEqual(body.passengerIds);
    expect(body.bookingExtras.map((e: { id: number }) => e.id)).toEqual([s.fees.id, s.fixedOff.id, s.pct.id]);
    expect(body.bookingExtras[0]).toEqual({
      id: s.fees.id,
      name: 'Marina fees',
      amountCents: 6_000,
      quantity: 2,
      extraType: 'extra',
      valueType: 'fixed',
    });

    const [lead, partial, spot, cancelled] = body.passengers;
    expect(lead).toEqual({
      id: s.lead.id,
      bookingId: s.booking.id,
      customerId: s.customer.id,
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      email: s.customer.email,
      age: 1985,
      nationality: 'British',
      passengerStatus: 'confirmed',
      personalInfoStatus: 'complete',
      canBeChanged: true,
      shipType: 'Deluxe double',
      deck: 'above',
      unitPriceCents: 96_500,
      totalPriceCents: 100_000,
      cancellationFeeCents: 0,
      amountPaidCents: 70_000,
      depositCents: 50_000,
      depositOutstandingCents: 0, // 50,000 - 70,000 floored at 0
      remainingAmountCents: 30_000,
      passengerExtras: [
        {
          id: s.transfer.id,
          name: 'Airport transfer',
          amountCents: 4_500,
          quantity: 1,
          extraType: 'extra',
          valueType: 'fixed',
        },
        {
          id: s.discount.id,
          name: 'Early bird',
          amountCents: -1_000,
          quantity: 1,
          extraType: 'discount',
          valueType: 'fixed',
        },
      ],
      invitationPending: false,
    });
    expect(partial).toMatchObject({
      fullName: 'Tom',
      personalInfoStatus: 'partial',
      depositOutstandingCents: 0,
      remainingAmountCents: 50_000,
      invitationPending: false,
    });
    expect(spot).toMatchObject({
      customerId: null,
      fullName: '',
      personalInfoStatus: 'empty',
      depositOutstandingCents: 50_000,
      remainingAmountCents: 100_000,
      invitationPending: true,
    });
    expect(cancelled).toMatchObject({
      passengerStatus: 'cancelled',
      canBeChanged: false,
      totalPriceCents: 15_000,
      cancellationFeeCents: 15_000,
      remainingAmountCents: 15_000,
    });
  });

  it('answers the same generic 404 for another customer’s booking and for one that does not exist', async () => {
    const s = await fullBooking();
    const { client: stranger } = await signedIn();
    for (const path of [`/customer/bookings/${s.booking.id}`, '/customer/bookings/99999999']) {
      const res = await stranger.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await stranger.get('/customer/bookings/abc')).status).toBe(404);
  });

  it('lets a passenger of the booking (not the lead) read it, with their own confirmed place deciding the blocks', async () => {
    const lead = await createCustomer(t.db);
    const { customer: friend, client } = await signedIn();
    const booking = await createBooking(t.db, lead.id, {
      departAt: daysFrom(now, 60),
      totalCents: 200_000,
      paidCents: 200_000,
      directionValues: {
        preDepartureInfo: '<p>Meet at <a href="https://maps.example/x" onclick="x()">the marina</a></p>',
        facebookGroupUrl: 'https://www.facebook.com/groups/x',
        visaLetterAvailable: true,
      },
    });
    await addPassenger(t.db, booking.id, { customerId: lead.id, ...person, passengerStatus: 'pending' });
    await addPassenger(t.db, booking.id, { customerId: friend.id, ...person, passengerStatus: 'confirmed' });
    const res = await client.get(`/customer/bookings/${booking.id}`);
    expect(res.status).toBe(200);
    expect(res.body.customer.id).toBe(lead.id);
    expect(res.body.direction.preDepartureInfo).toBe(
      '<p>Meet at <a href="https://maps.example/x" rel="noopener noreferrer" target="_blank">the marina</a></p>',
    );
    expect(res.body.direction.facebookGroup).toBe('https://www.facebook.com/groups/x');
    expect(res.body.visaLetterAvailable).toBe(true);

    // The lead's own place is only pending: none of it for them.
    const leadClient = t.client();
    await leadClient.signInAs(lead.id);
    const asLead = await leadClient.get(`/customer/bookings/${booking.id}`);
    expect(asLead.body.direction).toMatchObject({ preDepartureInfo: null, facebookGroup: null });
    expect(asLead.body.visaLetterAvailable).toBe(false);
  });

  it('answers paymentAllowed true to the lead only, in the booking and in the list, whoever read it first', async () => {
    const { customer: lead, client: leadClient } = await signedIn();
    const { customer: friend, client: friendClient } = await signedIn();
    const booking = await createBooking(t.db, lead.id, {
      departAt: daysFrom(now, 90),
      totalCents: 200_000,
      paidCents: 0,
    });
    await addPassenger(t.db, booking.id, { customerId: lead.id, ...person, depositCents: 50_000 });
    await addPassenger(t.db, booking.id, { customerId: friend.id, ...person, depositCents: 50_000 });
    // Back to back, inside the read cache's lifetime: the lead's answer must not reach the friend.
    const asLead = await leadClient.get(`/customer/bookings/${booking.id}`);
    const asFriend = await friendClient.get(`/customer/bookings/${booking.id}`);
    expect(asLead.body.paymentAllowed).toBe(true);
    expect(asFriend.status).toBe(200);
    expect(asFriend.body.paymentAllowed).toBe(false);
    const again = await leadClient.get(`/customer/bookings/${booking.id}`);
    expect(again.body.paymentAllowed).toBe(true);
    const listed = async (client: typeof leadClient) =>
      ((await client.get('/customer/bookings')).body as { id: number; paymentAllowed: boolean }[]).find(
        (entry) => entry.id === booking.id,
      )?.paymentAllowed;
    expect(await listed(leadClient)).toBe(true);
    expect(await listed(friendClient)).toBe(false);
  });

  it('answers 404 to a traveller whose place was cancelled, as to a stranger', async () => {
    const lead = await createCustomer(t.db);
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, lead.id);
    await addPassenger(t.db, booking.id, { customerId: customer.id, passengerStatus: 'cancelled' });
    const res = await client.get(`/customer/bookings/${booking.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('shows pre-departure info per passenger when payment allocation is on, and hides the group link beyond 6 months', async () => {
    const { customer, client } = await signedIn();
    const directionValues = { preDepartureInfo: '<p>Info</p>', facebookGroupUrl: 'https://www.facebook.com/groups/y' };
    const allocated = await createBooking(t.db, customer.id, {
      departAt: daysFrom(now, 200), // beyond 6 months
      totalCents: 200_000,
      paidCents: 100_000, // the booking is not fully paid, but this passenger is
      paymentAllocationEnabled: true,
      directionValues,
    });
    await addPassenger(t.db, allocated.id, {
      customerId: customer.id,
      ...person,
      passengerStatus: 'confirmed',
      totalPriceCents: 100_000,
      amountPaidCents: 100_000,
      depositCents: 50_000,
    });
    await addPassenger(t.db, allocated.id, { passengerStatus: 'confirmed', totalPriceCents: 100_000 });
    const res = await client.get(`/customer/bookings/${allocated.id}`);
    expect(res.body.direction).toMatchObject({ preDepartureInfo: '<p>Info</p>', facebookGroup: null });
    expect(res.body.bookingStatusBar.data.paymentAllocationEnabled).toBe(true);

    // The same facts without allocation: the booking as a whole decides, and it is not fully paid.
    const whole = await createBooking(t.db, customer.id, {
      departAt: daysFrom(now, 150),
      totalCents: 200_000,
      paidCents: 100_000,
      directionValues,
    });
    await addPassenger(t.db, whole.id, {
      customerId: customer.id,
      ...person,
      passengerStatus: 'confirmed',
      totalPriceCents: 100_000,
      amountPaidCents: 100_000,
    });
    const res2 = await client.get(`/customer/bookings/${whole.id}`);
    expect(res2.body.direction).toMatchObject({
      preDepartureInfo: null,
      facebookGroup: 'https://www.facebook.com/groups/y',
    });
  });

  it('derives canBeChanged from the 30-day lock: open at 31 days before departure, locked at 29', async () => {
    const { customer, client } = await signedIn();
    const open = await createBooking(t.db, customer.id, { departAt: daysFrom(now, 31) });
    await addPassenger(t.db, open.id, { customerId: customer.id, ...person });
    const locked = await createBooking(t.db, customer.id, { departAt: daysFrom(now, 29) });
    await addPassenger(t.db, locked.id, { customerId: customer.id, ...person });
    expect((await client.get(`/customer/bookings/${open.id}`)).body.passengers[0].canBeChanged).toBe(true);
    expect((await client.get(`/customer/bookings/${locked.id}`)).body.passengers[0].canBeChanged).toBe(false);
    // Two days later the first one is inside the window too.
    t.clock.set(daysFrom(now, 2).toISOString());
    expect((await client.get(`/customer/bookings/${open.id}`)).body.passengers[0].canBeChanged).toBe(false);
  });

  it('drops operator HTML that sanitises to nothing', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id, {
      totalCents: 100_000,
      paidCents: 100_000,
      myAccountNotice: '<script>alert(1)</script>',
      directionValues: { preDepartureInfo: '<style>p{}</style>  ' },
    });
    await addPassenger(t.db, booking.id, { customerId: customer.id, ...person, passengerStatus: 'confirmed' });
    const res = await client.get(`/customer/bookings/${booking.id}`);
    expect(res.body.myAccountNotice).toBeNull();
    expect(res.body.direction.preDepartureInfo).toBeNull();
    expect(res.body.bookingStatusBar.type).toBe('confirmed'); // no real pre-departure info
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/customer/bookings/40001');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGN_IN);
  });
});

describe('booking status and status bar over time (the harness clock)', () => {
  async function bookingWith(values: Parameters<typeof createBooking>[2], passengers = 2) {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id, {
      totalCents: 200_000,
      paidCents: 0,
      departAt: daysFrom(now, 120),
      paymentDueDate: '2026-05-01',
      ...values,
    });
    for (let i = 0; i < passengers; i++)
      await addPassenger(t.db, booking.id, {
        customerId: i === 0 ? customer.id : null,
        ...person,
        depositCents: 40_000,
        totalPriceCents: 100_000,
        passengerStatus: 'confirmed',
      });
    const read = async () => (await client.get(`/customer/bookings/${booking.id}`)).body;
    return { booking, client, read };
  }

  it('secures with a deposit while held, expires when the hold lapses unpaid', async () => {
    const { read } = await bookingWith({ expireAt: daysFrom(now, 3) });
    expect(await read()).toMatchObject({
      status: 'awaiting_payment',
      paymentAllowed: true,
      bookingStatusBar: { type: 'secure_booking_deposit', priority: 'warning', data: { amountRequired: 80_000 } },
    });
    t.clock.set(daysFrom(now, 4).toISOString());
    expect(await read()).toMatchObject({
      status: 'expired',
      bookingsScope: 'expired',
      paymentAllowed: false,
      bookingStatusBar: { type: 'expired', priority: 'important', data: { amountRequired: 0 } },
    });
  });

  it('a lapsed hold with part of the deposit paid is deposit overdue, still payable, not expired', async () => {
    const { read } = await bookingWith({ expireAt: daysFrom(now, -4), paidCents: 30_000 });
    expect(await read()).toMatchObject({
      status: 'awaiting_payment',
      bookingsScope: 'active',
      paymentAllowed: true,
      bookingStatusBar: { type: 'deposit_overdue', priority: 'important', data: { amountRequired: 50_000 } },
    });
  });

  it('asks for full payment to secure a hold once the due date is reached', async () => {
    const { read } = await bookingWith({ expireAt: daysFrom(now, 1), paymentDueDate: '2026-03-01' });
    expect((await read()).bookingStatusBar).toMatchObject({
      type: 'secure_booking_full_payment',
      data: { amountRequired: 200_000 },
    });
  });

  it('moves from full payment required to overdue as the due date passes', async () => {
    const { read } = await bookingWith({ paidCents: 80_000, paymentDueDate: '2026-03-12' });
    expect(await read()).toMatchObject({
      status: 'confirmed',
      bookingStatusBar: { type: 'full_payment_required', data: { amountRequired: 120_000 } },
    });
    t.clock.set('2026-03-12T08:00:00Z');
    expect((await read()).bookingStatusBar).toMatchObject({ type: 'full_payment_required', priority: 'warning' });
    t.clock.set('2026-03-13T08:00:00Z');
    expect((await read()).bookingStatusBar).toMatchObject({
      type: 'full_payment_overdue',
      priority: 'important',
      data: { amountRequired: 120_000 },
    });
  });

  it('deposit required, then deposit overdue after the due date', async () => {
    const { read } = await bookingWith({ paidCents: 10_000, paymentDueDate: '2026-03-20' });
    expect((await read()).bookingStatusBar).toMatchObject({
      type: 'deposit_required',
      data: { amountRequired: 70_000 },
    });
    t.clock.set('2026-03-21T08:00:00Z');
    expect((await read()).bookingStatusBar).toMatchObject({
      type: 'deposit_overdue',
      data: { amountRequired: 70_000 },
    });
  });

  it('missing passenger info once the deposit is paid and a place has gaps; confirmed when fully paid', async () => {
    const { booking, read } = await bookingWith({ paidCents: 80_000 }, 1);
    await addPassenger(t.db, booking.id, { title: 'Mr', depositCents: 40_000 });
    expect((await read()).bookingStatusBar).toMatchObject({
      type: 'missing_passenger_info',
      priority: 'regular',
      data: { amountRequired: 0 },
    });
    const paid = await bookingWith({ paidCents: 200_000 });
    expect(await paid.read()).toMatchObject({
      status: 'confirmed',
      paymentAllowed: false,
      bookingStatusBar: { type: 'confirmed', priority: 'success', data: { amountRequired: 0 } },
    });
    const withInfo = await bookingWith({ paidCents: 200_000, directionValues: { preDepartureInfo: '<p>x</p>' } });
    expect((await withInfo.read()).bookingStatusBar.type).toBe('predeparture_information_available');
    const over = await bookingWith({
      paidCents: 200_000,
      departAt: daysFrom(now, -10),
      directionValues: { preDepartureInfo: '<p>x</p>' },
    });
    expect((await over.read()).bookingStatusBar.type).toBe('confirmed');
  });

  it('cancelled wins over everything; a booking without a deposit and nothing paid is unknown_deposit', async () => {
    const { read } = await bookingWith({ cancelledAt: daysFrom(now, -1), paidCents: 200_000 });
    expect(await read()).toMatchObject({
      status: 'cancelled',
      paymentAllowed: false,
      bookingStatusBar: { type: 'cancelled', priority: 'important' },
    });
    const { customer, client } = await signedIn();
    const noDeposit = await createBooking(t.db, customer.id, { paidCents: 0 });
    await addPassenger(t.db, noDeposit.id, { customerId: customer.id, depositCents: 0 });
    expect((await client.get(`/customer/bookings/${noDeposit.id}`)).body.status).toBe('unknown_deposit');
  });
});

describe('GET /customer/bookings/{id}/booking_status_bar', () => {
  it('answers the status bar of the booking named by both the path and enquiry_id', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id, { paidCents: 0, expireAt: daysFrom(now, 2) });
    await addPassenger(t.db, booking.id, { customerId: customer.id, depositCents: 25_000 });
    const res = await client.request('GET', '', { url: statusBarUrl(booking.id) });
    expect(res.status).toBe(200);
    expect(v.safeParse(statusBar, res.body).success).toBe(true);
    expect(res.body).toEqual({
      bookingId: booking.id,
      type: 'secure_booking_deposit',
      priority: 'warning',
      data: { amountRequired: 25_000, paymentAllocationEnabled: false },
    });
    expect(res.body).toEqual((await client.get(`/customer/bookings/${booking.id}`)).body.bookingStatusBar);
  });

  it('answers 422 when enquiry_id is missing, malformed or names another booking', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id);
    for (const [enquiryId, message] of [
      [null, 'is required'],
      ['x1', 'is invalid'],
      [booking.id + 1, 'does not match the booking'],
    ] as const) {
      const res = await client.request('GET', '', { url: statusBarUrl(booking.id, enquiryId) });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: { enquiryId: [message] } });
    }
  });

  it('answers 404 for another customer’s booking and 401 when signed out', async () => {
    const owner = await createCustomer(t.db);
    const booking = await createBooking(t.db, owner.id);
    const { client } = await signedIn();
    const res = await client.request('GET', '', { url: statusBarUrl(booking.id) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await t.client().request('GET', '', { url: statusBarUrl(booking.id) })).status).toBe(401);
  });
});

describe('POST /customer/bookings/{id}/ga_checkout', () => {
  it('acknowledges for the lead and for a passenger, 404 for anyone else, 401 signed out', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id);
    const res = await client.post(`/customer/bookings/${booking.id}/ga_checkout`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});

    const { customer: friend, client: friendClient } = await signedIn();
    await addPassenger(t.db, booking.id, { customerId: friend.id });
    expect((await friendClient.post(`/customer/bookings/${booking.id}/ga_checkout`)).status).toBe(200);

    const { client: stranger } = await signedIn();
    const denied = await stranger.post(`/customer/bookings/${booking.id}/ga_checkout`);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual(NOT_FOUND);
    expect((await t.client().post(`/customer/bookings/${booking.id}/ga_checkout`)).status).toBe(401);
  });
});
