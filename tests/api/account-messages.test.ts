import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /customer/welcome_page_message and /customer/password_reset_message', () => {
  it('answer the server text and the latest booking as lead or passenger', async () => {
    const customer = await createCustomer(t.db, {
      welcomeMessage: 'Welcome aboard, your cabin awaits!',
      passwordResetMessage: 'We reset your password for security.',
    });
    const lead = await createCustomer(t.db);
    await createBooking(t.db, customer.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const asPassenger = await createBooking(t.db, lead.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    await addPassenger(t.db, asPassenger.id, { customerId: customer.id });
    await createBooking(t.db, lead.id, { createdAt: new Date('2026-03-01T00:00:00Z') }); // not theirs
    const client = t.client();
    await client.signInAs(customer.id);

    const welcome = await client.get('/customer/welcome_page_message');
    expect(welcome.status).toBe(200);
    expect(welcome.body).toEqual({ welcomeMessage: 'Welcome aboard, your cabin awaits!', bookingId: asPassenger.id });
    const reset = await client.get('/customer/password_reset_message');
    expect(reset.body).toEqual({
      passwordResetMessage: 'We reset your password for security.',
      bookingId: asPassenger.id,
    });
    expect(reset.text).toContain('"password_reset_message"');
  });

  it('answer nulls for a customer without text or bookings', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    expect((await client.get('/customer/welcome_page_message')).body).toEqual({
      welcomeMessage: null,
      bookingId: null,
    });
    expect((await client.get('/customer/password_reset_message')).body).toEqual({
      passwordResetMessage: null,
      bookingId: null,
    });
  });

  it('answer 401 when signed out', async () => {
    const client = t.client();
    expect((await client.get('/customer/welcome_page_message')).status).toBe(401);
    expect((await client.get('/customer/password_reset_message')).status).toBe(401);
  });
});
