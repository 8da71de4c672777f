// Invitations end to end on a real database: issuing and resending links (lead only), the public
// invitation page data, accepting (single use, expiring, 403 with a reason), tokens hashed at rest.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { invitations, passengers } from '../../src/server/db/schema.ts';
import {
  acceptedInvitation,
  createdInvitation,
  invitation as invitationSchema,
} from '../../src/shared/contract/invitations.ts';
import { addPassenger, createBooking, daysFrom } from '../factories/bookings.ts';
import { createCustomer, uniqueEmail } from '../factories/customers.ts';
import { createInvitation } from '../factories/invitations.ts';
import { createTestContext, TEST_NOW, TEST_ORIGIN, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const now = new Date(TEST_NOW);
const DAY = 24 * 60 * 60 * 1000;
const NOT_VALID = { error: 'This invitation link is not valid.' };

async function signedIn(values: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(t.db, values);
  const client = t.client();
  await client.signInAs(customer.id, { rememberMe: true });
  return { customer, client };
}

async function scene(options: { cancelledAt?: Date } = {}) {
  const { customer: lead, client: asLead } = await signedIn({ firstName: 'Olivia', lastName: 'Bennett' });
  const { customer: friend, client: asFriend } = await signedIn({ firstName: 'Chloe', lastName: 'Martin' });
  const booking = await createBooking(t.db, lead.id, {
    productName: 'Greek Islands Sailing',
    directionName: 'Cyclades: Athens to Santorini',
    departAt: daysFrom(now, 60),
    cancelledAt: options.cancelledAt ?? null,
    productValues: { backgroundImageUrl: '/images/products/greek-islands.jpg' },
  });
  const leadPlace = await addPassenger(t.db, booking.id, {
    customerId: lead.id,
    firstName: 'Olivia',
    passengerStatus: 'confirmed',
  });
  const friendPlace = await addPassenger(t.db, booking.id, { customerId: friend.id, firstName: 'Chloe' });
  const spot = await addPassenger(t.db, booking.id, {});
  const invite = (passengerId: number, body: unknown = {}, client = asLead) =>
    client.post(`/customer/passengers/${passengerId}/invitations`, body);
  const resend = (passengerId: number, body: unknown = {}, client = asLead) =>
    client.put(`/customer/passengers/${passengerId}/invitations`, body);
  return { lead, asLead, friend, asFriend, booking, leadPlace, friendPlace, spot, invite, resend };
}

const show = (token: string, client = t.client()) => client.get(`/customer/invitations/${token}`);
const accept = (token: string, client: ReturnType<TestContext['client']>, isNewCustomer = false) =>
  client.put(`/customer/accept_invitations/${token}`, { isNewCustomer });
const invitationRows = (passengerId: number) =>
  t.db.select().from(invitations).where(eq(invitations.passengerId, passengerId)).orderBy(invitations.id);

describe('POST /customer/passengers/{id}/invitations', () => {
  it('issues a 14-day link whose token is stored only as its hash', async () => {
    const s = await scene();
    const res = await s.invite(s.spot.id);
    expect(res.status).toBe(201);
    expect(v.safeParse(createdInvitation, res.body).success).toBe(true);
    const token: string = res.body.autologinToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).toEqual({
      autologinToken: token,
      invitationUrl: `${TEST_ORIGIN}/invite/${token}`,
      expiresAt: new Date(now.getTime() + 14 * DAY).toISOString(),
      emailSent: false,
    });
    const rows = await invitationRows(s.spot.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerId: s.lead.id,
      tokenHash: hashToken(token),
      email: null,
      acceptedAt: null,
      backgroundImageUrl: '/images/products/greek-islands.jpg',
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const booking = await s.asLead.get(`/customer/bookings/${s.booking.id}`);
    expect(booking.body.passengers.find((p: { id: number }) => p.id === s.spot.id).invitationPending).toBe(true);
    expect(t.mailLog.join('\n')).not.toContain(token);
  });

  it('e-mails the link in the brand of the host when an address is given', async () => {
    const s = await scene();
    const res = await s.invite(s.spot.id, { invitation: { email: 'Sam@Example.com ' } });
    expect(res.status).toBe(201);
    expect(res.body.emailSent).toBe(true);
    const [mail] = await t.outbox.to('sam@example.com');
    expect(mail?.subject).toBe('Olivia Bennett invited you to join their Gangway Sailing booking');
    expect(mail?.text).toContain(res.body.invitationUrl);
    expect(mail?.text).toContain('Greek Islands Sailing');
    expect((await invitationRows(s.spot.id))[0]?.email).toBe('Sam@Example.com');

    const tour = await s.asLead.request('POST', '', {
      url: `http://tour.localhost/api/v2/customer/passengers/${s.spot.id}/invitations.json`,
      body: { invitation: { email: 'tour-friend@example.com' } },
    });
    expect(tour.body.invitationUrl).toBe(`http://tour.localhost/invite/${tour.body.autologinToken}`);
    const [tourMail] = await t.outbox.to('tour-friend@example.com');
    expect(tourMail?.subject).toContain('Gangway Tours');
    expect(tourMail?.text).toContain(tour.body.invitationUrl);
  });

  it('answers 422 for a malformed address and issues nothing', async () => {
    const s = await scene();
    const res = await s.invite(s.spot.id, { invitation: { email: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { email: ['Wrong email format'] } });
    expect(await invitationRows(s.spot.id)).toHaveLength(0);
  });

  it('revokes the earlier open link of the place when a new one is issued', async () => {
    const s = await scene();
    const first = (await s.invite(s.spot.id)).body.autologinToken;
    const second = (await s.invite(s.spot.id)).body.autologinToken;
    expect((await show(first)).body).toMatchObject({ expired: true, resolved: false });
    expect((await show(second)).body).toMatchObject({ expired: false, resolved: false });
    const { client } = await signedIn();
    const old = await accept(first, client);
    expect(old.status).toBe(403);
    expect(old.body).toEqual({ error: 'This invitation has expired. Please ask for a new link.' });
    expect((await accept(second, client)).status).toBe(200);
  });

  it('only the lead invites, onto a live, uncancelled place that is not their own', async () => {
    const s = await scene();
    const friendTry = await s.invite(s.spot.id, {}, s.asFriend);
    expect(friendTry.status).toBe(403);
    expect(friendTry.body).toEqual({ error: 'Only the lead passenger can invite passengers.' });

    const { client: stranger } = await signedIn();
    const strangerTry = await s.invite(s.spot.id, {}, stranger);
    expect(strangerTry.status).toBe(404);
    expect(strangerTry.body).toEqual({ error: 'Not found' });
    expect((await s.invite(99_999_999)).status).toBe(404);

    const own = await s.invite(s.leadPlace.id);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({
      error: 'This is your own place on the booking; invite someone to another passenger place.',
    });

    const gone = await addPassenger(t.db, s.booking.id, { passengerStatus: 'cancelled' });
    expect((await s.invite(gone.id)).body).toEqual({
      error: 'This passenger has been cancelled and cannot be invited.',
    });

    const c = await scene({ cancelledAt: daysFrom(now, -1) });
    const onCancelled = await c.invite(c.spot.id);
    expect(onCancelled.status).toBe(403);
    expect(onCancelled.body).toEqual({ error: 'Passengers cannot be invited to a cancelled or expired booking.' });

    expect((await t.client().post(`/customer/passengers/${s.spot.id}/invitations`, {})).status).toBe(401);
    expect(await invitationRows(s.spot.id)).toHaveLength(0);
  });

  it('limits how many invitation mails one lead can send in an hour', async () => {
    const s = await scene();
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await s.invite(s.spot.id, { invitation: { email: `x${i}@example.com` } })).status;
    expect(last).toBe(429);
    // Copying a link (no mail) is not limited.
    expect((await s.invite(s.spot.id)).status).toBe(201);
  });
});

describe('PUT /customer/passengers/{id}/invitations (resend)', () => {
  it('issues a fresh link, revokes the old one and mails the stored address again', async () => {
    const s = await scene();
    const address = uniqueEmail('resend');
    const first = await s.invite(s.spot.id, { invitation: { email: address } });
    const again = await s.resend(s.spot.id);
    expect(again.status).toBe(200);
    expect(again.body.emailSent).toBe(true);
    expect(again.body.autologinToken).not.toBe(first.body.autologinToken);
    const mails = await t.outbox.to(address);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(again.body.invitationUrl);
    expect((await show(first.body.autologinToken)).body.expired).toBe(true);
    const rows = await invitationRows(s.spot.id);
    expect(rows.filter((row) => row.expiresAt.getTime() > now.getTime())).toHaveLength(1);
  });

  it('falls back to the passenger’s e-mail, and sends nothing when there is none', async () => {
    const s = await scene();
    const withEmail = await addPassenger(t.db, s.booking.id, { email: 'kept@example.com' });
    expect((await s.resend(withEmail.id)).body.emailSent).toBe(true);
    expect(await t.outbox.to('kept@example.com')).toHaveLength(1);
    const res = await s.resend(s.spot.id);
    expect(res.status).toBe(200);
    expect(res.body.emailSent).toBe(false);
  });

  it('is the lead’s only', async () => {
    const s = await scene();
    expect((await s.resend(s.spot.id, {}, s.asFriend)).status).toBe(403);
  });
});

describe('GET /customer/invitations/{token}', () => {
  it('answers the invitation page data to anyone holding the link, signed in or not', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id, { invitation: { email: 'newcomer@example.com' } })).body.autologinToken;
    const res = await show(token);
    expect(res.status).toBe(200);
    expect(v.safeParse(invitationSchema, res.body).success).toBe(true);
    expect(res.body).toEqual({
      autologinToken: token,
      resolved: false,
      expired: false,
      backgroundImageUrl: '/images/products/greek-islands.jpg',
      bookingId: s.booking.id,
      customer: { id: s.lead.id, firstName: 'Olivia', fullName: 'Olivia Bennett' },
      leadPassenger: {
        fullName: 'Olivia Bennett',
        productName: 'Greek Islands Sailing',
        directionName: 'Cyclades: Athens to Santorini',
        departAt: daysFrom(now, 60).toISOString(),
      },
      invitedEmail: 'newcomer@example.com',
      invitedCustomerExists: false,
    });
    expect((await show(token, s.asFriend)).status).toBe(200);
  });

  it('says whether the invited address already has an account (sign-in first) or not (sign-up)', async () => {
    const s = await scene();
    const existing = await createCustomer(t.db, { email: 'has-account@example.com' });
    const token = (await s.invite(s.spot.id, { invitation: { email: 'HAS-ACCOUNT@example.com' } })).body.autologinToken;
    expect((await show(token)).body.invitedCustomerExists).toBe(true);
    expect((await invitationRows(s.spot.id))[0]?.invitedCustomerId).toBe(existing.id);
  });

  it('turns expired after 14 days', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    t.clock.set(new Date(now.getTime() + 14 * DAY - 1000).toISOString());
    expect((await show(token)).body.expired).toBe(false);
    t.clock.set(new Date(now.getTime() + 14 * DAY).toISOString());
    expect((await show(token)).body.expired).toBe(true);
  });

  it('answers 404 with the not-valid message for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'short', 'bad%20token']) {
      const res = await show(token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_VALID);
    }
  });
});

describe('PUT /customer/accept_invitations/{token}', () => {
  it('links the place to the signed-in customer, fills only its empty details, and sends them to the booking', async () => {
    const s = await scene();
    await t.db.update(passengers).set({ firstName: 'Sam' }).where(eq(passengers.id, s.spot.id));
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    const { customer, client } = await signedIn({ title: 'Mx', firstName: 'Ada', lastName: 'Lovelace', age: 1990 });
    const res = await accept(token, client, true);
    expect(res.status).toBe(200);
    expect(v.safeParse(acceptedInvitation, res.body).success).toBe(true);
    expect(res.body).toEqual({ redirectTo: `/bookings/${s.booking.id}`, bookingId: s.booking.id, isNewCustomer: true });

    const [place] = await t.db.select().from(passengers).where(eq(passengers.id, s.spot.id));
    expect(place).toMatchObject({
      customerId: customer.id,
      title: 'Mx',
      firstName: 'Sam', // already filled: kept
      lastName: 'Lovelace',
      email: customer.email,
      age: 1990,
      nationality: 'British',
    });
    const [row] = await invitationRows(s.spot.id);
    expect(row?.acceptedAt?.toISOString()).toBe(now.toISOString());
    expect(row?.invitedCustomerId).toBe(customer.id);
    expect((await show(token)).body.resolved).toBe(true);

    const booking = await client.get(`/customer/bookings/${s.booking.id}`);
    expect(booking.status).toBe(200);
    expect(booking.body.passengers.find((p: { id: number }) => p.id === s.spot.id).invitationPending).toBe(false);
    expect((await client.get('/customer/bookings')).body.map((b: { id: number }) => b.id)).toContain(s.booking.id);
  });

  it('is accepted as a new customer by a visitor who registers on the invitation page, with no e-mail step', async () => {
    const s = await scene();
    const email = uniqueEmail('invited');
    const token = (await s.invite(s.spot.id, { invitation: { email } })).body.autologinToken;
    const visitor = t.client();
    expect((await show(token, visitor)).body).toMatchObject({ invitedCustomerExists: false, resolved: false });

    const registered = await visitor.post('/customer/registrations', {
      customer: {
        title: 'Ms',
        firstName: 'Nina',
        lastName: 'Newcomer',
        email,
        age: 1994,
        nationality: 'New Zealander',
        countryCode: '64',
        tel: '21 555 0199',
        password: 'joining-the-crew-1',
      },
    });
    expect(registered.status).toBe(201);
    // The page reads the invitation again, then accepts it as the new customer.
    expect((await show(token, visitor)).body).toMatchObject({ expired: false, resolved: false });
    const res = await accept(token, visitor, true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirectTo: `/bookings/${s.booking.id}`, bookingId: s.booking.id, isNewCustomer: true });
    const [place] = await t.db.select().from(passengers).where(eq(passengers.id, s.spot.id));
    expect(place).toMatchObject({ customerId: registered.body.id, firstName: 'Nina', lastName: 'Newcomer', email });
    expect((await visitor.get(`/customer/bookings/${s.booking.id}`)).status).toBe(200);
  });

  it('is single use', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    const { client } = await signedIn();
    expect((await accept(token, client)).status).toBe(200);
    const { client: other } = await signedIn();
    for (const who of [client, other]) {
      const res = await accept(token, who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'This invitation has already been accepted. Please ask for a new link.' });
    }
  });

  it('answers 403 once expired', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    const { client } = await signedIn();
    t.clock.set(new Date(now.getTime() + 15 * DAY).toISOString());
    const res = await accept(token, client);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This invitation has expired. Please ask for a new link.' });
    const [place] = await t.db.select().from(passengers).where(eq(passengers.id, s.spot.id));
    expect(place?.customerId).toBeNull();
  });

  it('answers 403 to the lead accepting an invitation to their own booking', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    const res = await accept(token, s.asLead);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You cannot accept an invitation to your own booking.' });
  });

  it('answers 403 to a customer already travelling on the booking', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    const res = await accept(token, s.asFriend);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You already have been added to this booking.' });
    expect((await show(token)).body.resolved).toBe(false);
  });

  it('a place already linked to a customer can be taken only by that customer', async () => {
    const s = await scene();
    const { customer: guest, client: asGuest } = await signedIn({ firstName: null, lastName: null });
    const place = await addPassenger(t.db, s.booking.id, { customerId: guest.id, email: guest.email });
    const token = (await s.invite(place.id)).body.autologinToken;
    expect((await show(token)).body).toMatchObject({ invitedEmail: guest.email, invitedCustomerExists: true });
    const { client: other } = await signedIn();
    const taken = await accept(token, other);
    expect(taken.status).toBe(403);
    expect(taken.body).toEqual({ error: 'This invitation is for another traveller.' });
    expect((await accept(token, asGuest)).status).toBe(200);
  });

  it('answers 403 when the booking has been cancelled since', async () => {
    const s = await scene();
    const { row, token } = await createInvitation(t.db, { customerId: s.lead.id, passengerId: s.spot.id, now });
    expect(row.tokenHash).toBe(hashToken(token));
    const { client } = await signedIn();
    const c = await scene({ cancelledAt: daysFrom(now, -1) });
    const cancelledInvite = await createInvitation(t.db, { customerId: c.lead.id, passengerId: c.spot.id, now });
    expect((await show(cancelledInvite.token)).body.expired).toBe(true);
    const res = await accept(cancelledInvite.token, client);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This booking is no longer available.' });
    expect((await accept(token, client)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous accepts of one link win', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    const { client: a } = await signedIn();
    const { client: b } = await signedIn();
    const results = await Promise.all([accept(token, a), accept(token, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const [place] = await t.db.select().from(passengers).where(eq(passengers.id, s.spot.id));
    const [row] = await invitationRows(s.spot.id);
    expect(place?.customerId).toBe(row?.invitedCustomerId);
  });

  it('lets one customer take only one place of a booking even when accepting two links at once', async () => {
    const s = await scene();
    const second = await addPassenger(t.db, s.booking.id, {});
    const one = (await s.invite(s.spot.id)).body.autologinToken;
    const two = (await s.invite(second.id)).body.autologinToken;
    const { customer, client } = await signedIn();
    const results = await Promise.all([accept(one, client), accept(two, client)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const linked = await t.db.select().from(passengers).where(eq(passengers.customerId, customer.id));
    expect(linked).toHaveLength(1);
  });

  it('answers 401 signed out and 404 for an unknown link', async () => {
    const s = await scene();
    const token = (await s.invite(s.spot.id)).body.autologinToken;
    expect((await accept(token, t.client())).status).toBe(401);
    const { client } = await signedIn();
    const res = await accept('B'.repeat(43), client);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_VALID);
  });
});
