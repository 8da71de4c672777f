// Bad input in the fields of a request, never a 500: control characters and lone surrogates in any
// saved text, over-long text, and ids or amounts that are fractions or outside PostgreSQL's int4.
// Each is refused with 422 and the field's own message (or 404 for an id in the path).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPassenger, createBooking, daysFrom } from '../factories/bookings.ts';
import { createCustomer, uniqueEmail } from '../factories/customers.ts';
import { addSavedCard, createPayableBooking } from '../factories/payments.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const now = new Date(TEST_NOW);
const BAD_CHARACTERS = 'Contains characters that are not allowed';
const ID_INVALID = 'is invalid';
const NUL = '\u0000';
// JSON.stringify escapes a lone surrogate as \ud800, which JSON.parse turns back into one.
const LONE_SURROGATE = '\uD800';

async function signedIn() {
  const customer = await createCustomer(t.db);
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

const registration = (fields: Record<string, unknown>) => ({
  customer: {
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('sign-up'),
    age: 1990,
    nationality: 'British',
    countryCode: '44',
    tel: '7700 900123',
    password: 'analytical-engine',
    ...fields,
  },
});

describe('control characters and lone surrogates in saved text', () => {
  it('are refused at sign-up and sign-in', async () => {
    for (const [field, value] of [
      ['firstName', `Ada${NUL}`],
      ['lastName', `Love${LONE_SURROGATE}lace`],
      ['nationality', 'Brit\u0007ish'],
      ['countryCode', `4${NUL}4`],
      ['email', `ada${NUL}@example.com`],
      ['password', `analytical${NUL}engine`],
    ] as const) {
      const res = await t.client().post('/customer/registrations', registration({ [field]: value }));
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toEqual({ [field]: [BAD_CHARACTERS] });
    }
    const signIn = await t.client().post('/customer/sessions', {
      customer: { email: `lead${NUL}@example.com`, password: 'whatever-it-is' },
    });
    expect(signIn.status).toBe(422);
    expect(signIn.body.errors).toEqual({ email: [BAD_CHARACTERS] });
  });

  it('are refused in the profile and in passenger details', async () => {
    const { customer, client } = await signedIn();
    for (const [field, value] of [
      ['firstName', `Ada${NUL}`],
      ['tel', `0700${NUL}`],
      ['countryCode', '\u001b44'],
      ['nationality', `British${LONE_SURROGATE}`],
    ] as const) {
      const res = await client.put('/customer/me', { customer: { [field]: value } });
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toEqual({ [field]: [BAD_CHARACTERS] });
    }
    const booking = await createBooking(t.db, customer.id, { departAt: daysFrom(now, 90) });
    const place = await addPassenger(t.db, booking.id, {});
    const passenger = { title: 'Mr', firstName: 'Tom', lastName: 'Reid', age: 1986, nationality: 'British' };
    for (const [field, value] of [
      ['firstName', `Tom${NUL}`],
      ['lastName', 'Re\u0085id'],
      ['email', `tom${NUL}@example.com`],
      ['nationality', `Brit${LONE_SURROGATE}ish`],
    ] as const) {
      const res = await client.put(`/customer/bookings/${booking.id}/passengers/${place.id}`, {
        passenger: { ...passenger, [field]: value },
      });
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toEqual({ [field]: [BAD_CHARACTERS] });
    }
  });

  it('are refused in an invitation e-mail and a saved card', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id, { departAt: daysFrom(now, 90) });
    const place = await addPassenger(t.db, booking.id, {});
    const invite = await client.post(`/customer/passengers/${place.id}/invitations`, {
      invitation: { email: `friend${NUL}@example.com` },
    });
    expect(invite.status).toBe(422);
    expect(invite.body.errors).toEqual({ email: [BAD_CHARACTERS] });
    for (const field of ['aliasName', 'cardholderName']) {
      const res = await client.post('/customer/credit_cards', {
        creditCard: { aliasName: 'Holiday', cardholderName: 'Ada', stripePaymentMethod: 'pm_card_visa', [field]: NUL },
      });
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toEqual({ [field]: [BAD_CHARACTERS] });
    }
  });

  it('are refused in the names a card payment carries', async () => {
    const { customer, client } = await signedIn();
    const { booking } = await createPayableBooking(t.db, customer.id);
    const res = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      { payment: { cardholderName: `Ada${NUL}`, amountCents: 10_000, currency: 'EUR', termsAccepted: true } },
      { headers: { 'Idempotency-Key': 'bad-input-cardholder-1' } },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ cardholderName: [BAD_CHARACTERS] });
  });
});

describe('text over its maximum length', () => {
  it('is refused with the limit named, however large (a 200 KB passenger name)', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id, { departAt: daysFrom(now, 90) });
    const place = await addPassenger(t.db, booking.id, {});
    const res = await client.put(`/customer/bookings/${booking.id}/passengers/${place.id}`, {
      passenger: { title: 'Mr', firstName: 'x'.repeat(200_000), lastName: 'Reid', age: 1986, nationality: 'British' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ firstName: ['Must be at most 100 characters'] });
    const atLimit = await client.put(`/customer/bookings/${booking.id}/passengers/${place.id}`, {
      passenger: { title: 'Mr', firstName: 'x'.repeat(100), lastName: 'Reid', age: 1986, nationality: 'British' },
    });
    expect(atLimit.status).toBe(200);
  });

  it('is refused for e-mail, phone and password at sign-up', async () => {
    const long = await t
      .client()
      .post(
        '/customer/registrations',
        registration({ email: `${'a'.repeat(250)}@example.com`, tel: '1'.repeat(31), password: 'p'.repeat(201) }),
      );
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      email: ['Must be at most 254 characters'],
      tel: ['Must be at most 30 characters'],
      password: ['Must be at most 200 characters'],
    });
  });
});

describe('ids and amounts in bodies and queries', () => {
  const BAD_IDS = [1.5, 2_147_483_648, 1e20, 0, -3, '12'];

  it('refuse a booking_id that is not an int4 id when saving a card', async () => {
    const { client } = await signedIn();
    for (const bookingId of BAD_IDS) {
      const res = await client.post('/customer/credit_cards', {
        creditCard: { aliasName: 'Holiday', cardholderName: 'Ada', stripePaymentMethod: 'pm_card_visa', bookingId },
      });
      expect(res.status, String(bookingId)).toBe(422);
      expect(res.body.errors, String(bookingId)).toEqual({ bookingId: [ID_INVALID] });
    }
  });

  it('refuse credit_card_id, recipients, enquiry_id and amount_cents out of range in payments', async () => {
    const { customer, client } = await signedIn();
    const { booking, passengers } = await createPayableBooking(t.db, customer.id);
    const valid = {
      amountCents: 10_000,
      currency: 'EUR',
      termsAccepted: true,
      recipients: passengers.map((p) => p.id),
      enquiryId: booking.id,
      stripePaymentMethod: 'pm_card_visa',
    };
    let attempt = 0;
    for (const [field, value] of [
      ['creditCardId', 2_147_483_648],
      ['creditCardId', 1.5],
      ['recipients', [passengers[0]?.id, 1e20]],
      ['enquiryId', 1e20],
      ['amountCents', 1e20],
    ] as const) {
      attempt += 1;
      const res = await client.post(
        `/customer/bookings/${booking.id}/payments`,
        { payment: { ...valid, [field]: value } },
        { headers: { 'Idempotency-Key': `bad-input-ids-${attempt}` } },
      );
      expect(res.status, `${field} ${value}`).toBe(422);
      expect(res.body.errors, `${field} ${value}`).toEqual({
        [field]: [field === 'amountCents' ? 'Amount is invalid' : ID_INVALID],
      });
    }
    const pending = await client.post(`/customer/bookings/${booking.id}/pending_payments`, {
      pendingPayment: { ...valid, recipients: [2_147_483_648] },
    });
    expect(pending.status).toBe(422);
    expect(pending.body.errors).toEqual({ recipients: [ID_INVALID] });
  });

  it('refuse a fraction of a cent (10.129 typed) in payments and bank transfers with the form message', async () => {
    const { customer, client } = await signedIn();
    const { booking } = await createPayableBooking(t.db, customer.id);
    const tooPrecise = { amountCents: 1012.9, currency: 'EUR', termsAccepted: true, enquiryId: booking.id };
    const card = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      { payment: { ...tooPrecise, cardholderName: 'A Payer', stripePaymentMethod: 'pm_card_visa' } },
      { headers: { 'Idempotency-Key': 'bad-input-fraction-of-cent' } },
    );
    expect(card.status).toBe(422);
    expect(card.body.errors).toEqual({ amountCents: ['Enter the amount with at most 2 decimals'] });
    const bank = await client.post(`/customer/bookings/${booking.id}/pending_payments`, {
      pendingPayment: tooPrecise,
    });
    expect(bank.status).toBe(422);
    expect(bank.body.errors).toEqual({ amountCents: ['Enter the amount with at most 2 decimals'] });
  });

  it('refuse ids out of range in query strings', async () => {
    const { customer, client } = await signedIn();
    const booking = await createBooking(t.db, customer.id);
    for (const id of ['2147483648', '99999999999', '1.5', '0']) {
      const cards = await client.request('GET', '', {
        url: `http://localhost/api/v2/customer/credit_cards.json?booking_id=${id}`,
      });
      expect(cards.status, id).toBe(422);
      const bar = await client.request('GET', '', {
        url: `http://localhost/api/v2/customer/bookings/${booking.id}/booking_status_bar.json?enquiry_id=${id}`,
      });
      expect(bar.status, id).toBe(422);
      expect(bar.body.errors, id).toEqual({ enquiryId: [ID_INVALID] });
      const notes = await client.request('GET', '', {
        url: `http://localhost/api/v2/customer/details_notifications.json?enquiry_id=${id}`,
      });
      expect(notes.status, id).toBe(422);
    }
    const read = await client.post('/customer/read_notifications', { ids: [1, 2_147_483_648] });
    expect(read.status).toBe(422);
    expect(read.body.errors).toEqual({ ids: [ID_INVALID] });
  });

  it('answer 404 for path ids beyond int4, not a 500', async () => {
    const { customer, client } = await signedIn();
    await addSavedCard(t.db, customer.id);
    for (const id of ['2147483648', '9999999999', '99999999999']) {
      expect((await client.get(`/customer/bookings/${id}`)).status, id).toBe(404);
      expect((await client.get(`/customer/bookings/${id}/payments`)).status, id).toBe(404);
      expect((await client.delete(`/customer/credit_cards/${id}`)).status, id).toBe(404);
      expect((await client.patch(`/customer/notifications/${id}`, { dismissed: true })).status, id).toBe(404);
    }
  });
});
