// Push reminders: a device's subscription is saved for the signed-in customer and used when the
// server raises a notification of a pushed type. The push service here is a local fake that
// decrypts what arrives with the device's private key, as a browser would.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema.ts';
import { raiseDeadlineNotices } from '../../src/server/notifications/deadline-job.ts';
import { MAX_SUBSCRIPTIONS_PER_CUSTOMER } from '../../src/server/push/push-subscriptions.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer, uniqueEmail } from '../factories/customers.ts';
import { changePassengerFromCrm, fromCrm } from './crm-fixtures.ts';
import { startPushServiceFake } from './fakes/push-service-fake.ts';
import { createTestContext, TEST_VAPID, type TestContext } from './harness.ts';

const SECRET = 'crm_push_test';
const SUBSCRIPTIONS = '/customer/push_subscriptions';
let t: TestContext;
let service: Awaited<ReturnType<typeof startPushServiceFake>>;
let stranger: Awaited<ReturnType<typeof startPushServiceFake>>;

beforeAll(async () => {
  service = await startPushServiceFake();
  stranger = await startPushServiceFake();
  t = await createTestContext({ config: { crmIntegrationSecret: SECRET, pushAllowedOrigins: [service.origin] } });
});
afterAll(async () => {
  await t.close();
  await service.close();
  await stranger.close();
});

async function travellerWithBooking() {
  const email = uniqueEmail('push');
  const customer = await createCustomer(t.db, { firstName: 'Olivia', email });
  const booking = await createBooking(t.db, customer.id);
  const place = await addPassenger(t.db, booking.id, { customerId: customer.id, email });
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, booking, place, client, email };
}

const staffMessage = (bookingId: number, eventId = `evt-${randomUUID()}`) =>
  fromCrm(t, SECRET, '/integrations/crm/messages', {
    event_id: eventId,
    booking_id: bookingId,
    staff: { email: 'sofia@example.com', first_name: 'Sofia' },
    body: 'Your cabin is ready.',
  });

const rowsOf = (customerId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));

describe('the VAPID public key', () => {
  it('is the configured key, for a signed-in customer only', async () => {
    const { client } = await travellerWithBooking();
    const res = await client.get('/customer/push/vapid_public_key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: TEST_VAPID.publicKey });
    expect((await t.client().get('/customer/push/vapid_public_key')).status).toBe(401);
  });
});

describe('a push of a new message', () => {
  it('decrypts on the device to the notification text, its type and the thread, with no e-mail', async () => {
    const { booking, client, email } = await travellerWithBooking();
    const device = service.subscribe();
    expect((await client.post(SUBSCRIPTIONS, { subscription: device })).status).toBe(201);

    expect((await staffMessage(booking.id)).status).toBe(201);
    await t.push.idle();

    const [push, ...more] = service.to(device.endpoint);
    expect(more).toEqual([]);
    expect(push?.text).not.toBeNull();
    expect(JSON.parse(push?.text ?? '')).toEqual({
      title: 'New message',
      body: 'You have a new message from Sofia.',
      type: 'NewMessage',
      path: `/bookings/${booking.id}/messages`,
      tag: `booking-${booking.id}`,
    });
    expect(push?.text).not.toContain(email);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.urgency).toBe('high');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(push?.headers.authorization).toMatch(new RegExp(`k=${TEST_VAPID.publicKey}`));
  });

  it('goes out once when the same event is delivered twice', async () => {
    const { booking, client } = await travellerWithBooking();
    const device = service.subscribe();
    await client.post(SUBSCRIPTIONS, { subscription: device });
    const eventId = `evt-${randomUUID()}`;
    expect((await staffMessage(booking.id, eventId)).status).toBe(201);
    await staffMessage(booking.id, eventId);
    await t.push.idle();
    expect(service.to(device.endpoint)).toHaveLength(1);
  });

  it('reaches a confirmed passenger on their booking', async () => {
    const { booking, place, client } = await travellerWithBooking();
    const device = service.subscribe();
    await client.post(SUBSCRIPTIONS, { subscription: device });
    expect(
      (await changePassengerFromCrm(t, SECRET, { bookingId: booking.id, passengerId: place.id }, 'passenger_confirmed'))
        .status,
    ).toBeLessThan(300);
    await t.push.idle();
    const [push] = service.to(device.endpoint);
    expect(JSON.parse(push?.text ?? '{}')).toMatchObject({
      type: 'PassengerConfirmed',
      path: `/bookings/${booking.id}`,
    });
  });
});

/** A traveller's device, and their unpaid booking whose hold ends within a day: two reminders due. */
async function deviceOfUnpaidHold() {
  const { customer, client } = await travellerWithBooking();
  const now = t.clock.now();
  const booking = await createBooking(t.db, customer.id, {
    paidCents: 0,
    expireAt: new Date(now.getTime() + 20 * 60 * 60 * 1000),
  });
  await addPassenger(t.db, booking.id, { customerId: customer.id, depositCents: 50_000, totalPriceCents: 200_000 });
  const device = service.subscribe();
  await client.post(SUBSCRIPTIONS, { subscription: device });
  return { now, booking, device };
}

describe('a push of a deadline reminder', () => {
  it('goes out once per notice made, however often the deadline job runs', async () => {
    const { now, booking, device } = await deviceOfUnpaidHold();

    await Promise.all([raiseDeadlineNotices(t.db, now), raiseDeadlineNotices(t.db, now)]);
    t.push.kick();
    await t.push.idle();
    await raiseDeadlineNotices(t.db, now);
    t.push.kick();
    await t.push.idle();

    const pushed = service
      .to(device.endpoint)
      .map((push) => JSON.parse(push.text ?? '{}') as { type: string; tag: string });
    expect(pushed.map((push) => push.type).sort()).toEqual([
      'BookingExpiresTomorrow',
      'DepositRequiredToSecureBooking',
    ]);
    expect(new Set(pushed.map((push) => push.tag))).toEqual(new Set([`booking-${booking.id}`]));
  });
});

describe('a subscription the push service dropped', () => {
  it('is deleted when the service answers 410', async () => {
    const { customer, booking, client } = await travellerWithBooking();
    const device = service.subscribe();
    await client.post(SUBSCRIPTIONS, { subscription: device });
    service.answer(device.endpoint, 410);
    await staffMessage(booking.id);
    await t.push.idle();
    expect(service.to(device.endpoint)).toHaveLength(1);
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('is kept, and tried again, when the service fails for a moment', async () => {
    const { customer, booking, client } = await travellerWithBooking();
    const device = service.subscribe();
    await client.post(SUBSCRIPTIONS, { subscription: device });
    service.answer(device.endpoint, 503);
    await staffMessage(booking.id);
    await t.push.idle();
    expect(service.to(device.endpoint).length).toBeGreaterThan(1);
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });
});

describe('saving a subscription', () => {
  it('refuses an endpoint outside the push services with 422 and never calls it', async () => {
    const { customer, booking, client } = await travellerWithBooking();
    const attacker = stranger.subscribe();
    for (const endpoint of [attacker.endpoint, 'https://evil.example/push/1', 'http://fcm.googleapis.com/fcm/send/x']) {
      const res = await client.post(SUBSCRIPTIONS, { subscription: { ...attacker, endpoint } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: { endpoint: [expect.any(String)] } });
    }
    await staffMessage(booking.id);
    await t.push.idle();
    expect(stranger.received).toEqual([]);
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('refuses keys of the wrong length with 422', async () => {
    const { client } = await travellerWithBooking();
    const device = service.subscribe();
    const short = Buffer.alloc(15).toString('base64url');
    const res = await client.post(SUBSCRIPTIONS, {
      subscription: { endpoint: device.endpoint, keys: { p256dh: short, auth: short } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual(['auth', 'p256dh']);
  });

  it('refuses a p256dh that is not a point on P-256 with 422, and saves nothing', async () => {
    const { customer, client } = await travellerWithBooking();
    const device = service.subscribe();
    const offCurve = Buffer.from(device.keys.p256dh, 'base64url');
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const res = await client.post(SUBSCRIPTIONS, {
      subscription: { ...device, keys: { ...device.keys, p256dh: offCurve.toString('base64url') } },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { p256dh: [expect.any(String)] } });
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('updates the row of an endpoint saved again', async () => {
    const { customer, client } = await travellerWithBooking();
    const device = service.subscribe();
    await client.post(SUBSCRIPTIONS, { subscription: device });
    const renewed = { ...device, keys: { ...device.keys, auth: Buffer.alloc(16, 7).toString('base64url') } };
    expect((await client.post(SUBSCRIPTIONS, { subscription: renewed })).status).toBe(201);
    const rows = await rowsOf(customer.id);
    expect(rows.map((row) => row.auth)).toEqual([renewed.keys.auth]);
  });

  it(`keeps a customer's ${MAX_SUBSCRIPTIONS_PER_CUSTOMER} latest devices`, async () => {
    const { customer, client } = await travellerWithBooking();
    const devices = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CUSTOMER + 1 }, () => service.subscribe());
    for (const device of devices) await client.post(SUBSCRIPTIONS, { subscription: device });
    const kept = (await rowsOf(customer.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(1)
        .map((device) => device.endpoint)
        .sort(),
    );
  });
});

describe('removing a subscription', () => {
  it("removes the caller's own, and leaves another customer's alone", async () => {
    const owner = await travellerWithBooking();
    const other = await travellerWithBooking();
    const device = service.subscribe();
    await owner.client.post(SUBSCRIPTIONS, { subscription: device });

    expect((await other.client.delete(SUBSCRIPTIONS, { endpoint: device.endpoint })).status).toBe(200);
    expect(await rowsOf(owner.customer.id)).toHaveLength(1);

    expect((await owner.client.delete(SUBSCRIPTIONS, { endpoint: device.endpoint })).status).toBe(200);
    expect(await rowsOf(owner.customer.id)).toEqual([]);
  });

  it('happens when the device signs out', async () => {
    const { customer, client } = await travellerWithBooking();
    await client.post(SUBSCRIPTIONS, { subscription: service.subscribe() });
    expect((await client.delete('/customer/sessions')).status).toBe(200);
    expect(await rowsOf(customer.id)).toEqual([]);
  });
});

// A second server instance on the same PostgreSQL, as on a second host: its own connections, its
// own deadline job and push delivery. Each event still reaches a device once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext({ config: t.config, besides: t });
  });
  afterAll(() => other.close());

  const bothDeliver = async () => {
    t.push.kick();
    other.push.kick();
    await Promise.all([t.push.idle(), other.push.idle()]);
  };

  it('pushes each deadline reminder once, with the deadline job running on both', async () => {
    const { now, device } = await deviceOfUnpaidHold();

    await Promise.all([raiseDeadlineNotices(t.db, now), raiseDeadlineNotices(other.db, now)]);
    await bothDeliver();
    await raiseDeadlineNotices(other.db, now);
    await bothDeliver();

    const pushed = service.to(device.endpoint).map((push) => (JSON.parse(push.text ?? '{}') as { type: string }).type);
    expect(pushed.sort()).toEqual(['BookingExpiresTomorrow', 'DepositRequiredToSecureBooking']);
  });

  it('pushes a staff message once when the CRM delivers it to both', async () => {
    const { booking, client } = await travellerWithBooking();
    const device = service.subscribe();
    await client.post(SUBSCRIPTIONS, { subscription: device });
    const body = {
      event_id: `evt-${randomUUID()}`,
      booking_id: booking.id,
      staff: { email: 'sofia@example.com', first_name: 'Sofia' },
      body: 'Your cabin is ready.',
    };
    const answers = await Promise.all([
      fromCrm(t, SECRET, '/integrations/crm/messages', body),
      fromCrm(other, SECRET, '/integrations/crm/messages', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    await bothDeliver();
    expect(service.to(device.endpoint)).toHaveLength(1);
  });
});
