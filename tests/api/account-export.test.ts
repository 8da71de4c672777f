// "Download my data": one JSON file of everything held about the traveller, each section as the
// traveller is shown it, nothing of anyone else's, and a few downloads an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import { travellerWithEverything } from './account-fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const EXPORT = '/customer/account/export';

async function exported() {
  const world = await travellerWithEverything(t);
  const client = t.client();
  await client.signInAs(world.traveller.id);
  const res = await client.get(EXPORT);
  return { world, client, res };
}

describe('GET /customer/account/export', () => {
  it('downloads one JSON file that says what it holds', async () => {
    const { res } = await exported();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="gangway-data-2026-03-10.json"');
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    expect(res.body.format).toBe('gangway-account-data/1');
    const about = (res.body.about as string[]).join('\n');
    for (const key of [
      'profile',
      'bookings',
      'paymentsYouMade',
      'notifications',
      'savedCards',
      'pushSubscriptions',
      'calendarFeed',
      'passkeys',
      'sessions',
    ]) {
      expect(about).toContain(`${key}:`);
      expect(res.body[key]).toBeTruthy();
    }
  });

  it('holds each kind of record of the traveller', async () => {
    const { world, res } = await exported();
    const file = res.body;
    expect(file.profile).toMatchObject({
      email: world.traveller.email,
      lastName: world.markers.lastName,
      emergencyContact: { firstName: 'Grace' },
    });
    const byProduct = (name: string) =>
      file.bookings.find((entry: { booking: { productName: string } }) => entry.booking.productName === name);
    const led = byProduct(world.markers.ledProduct);
    expect(led.role).toBe('lead');
    expect(led.payments.map((payment: { id: number }) => payment.id)).toEqual([world.payment.id]);
    expect(led.creditNotes).toHaveLength(1);
    expect(led.messages.map((message: { body: string }) => message.body)).toEqual([world.markers.message]);
    expect(led.review).toMatchObject({ body: world.markers.review, rating: 5 });
    // The passengers they lead, with the details they entered.
    expect(JSON.stringify(led.booking.passengers)).toContain(world.markers.fellowEmail);
    expect(byProduct(world.markers.joinedProduct).role).toBe('passenger');
    expect(file.paymentsYouMade.map((payment: { id: number }) => payment.id)).toEqual([world.payment.id]);
    expect(file.notifications).toHaveLength(1);
    expect(file.savedCards).toEqual([
      expect.objectContaining({ aliasName: world.markers.cardAlias, lastFour: '1881', cardBrand: 'visa' }),
    ]);
    expect(file.pushSubscriptions).toEqual([expect.objectContaining({ pushService: 'fcm.googleapis.com' })]);
    expect(file.calendarFeed).toEqual({ createdAt: expect.any(String) });
    expect(file.passkeys).toEqual([
      { id: world.passkey.id, name: world.markers.passkeyName, createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(file.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("holds nothing of anyone else's, no card number and no credential", async () => {
    const { world, res } = await exported();
    const text = res.text;
    // A fellow passenger's private details on a booking the traveller only travels on.
    expect(text).not.toContain(world.markers.otherPassengerEmail);
    expect(text).not.toContain(world.markers.otherNationality);
    // Another customer's records.
    expect(text).not.toContain(world.markers.strangerNotice);
    expect(text).not.toContain(`StrangerAlias`);
    expect(text).not.toContain(world.stranger.lastName ?? '');
    // Secrets of the traveller's own devices and feed, and anything like a card number.
    expect(text).not.toContain(world.markers.pushEndpoint);
    expect(text).not.toContain(world.feed);
    expect(text).not.toContain(world.passkey.publicKey);
    expect(text).not.toContain(world.passkey.credentialId);
    for (const row of await t.db.select({ hash: sessions.tokenHash }).from(sessions))
      expect(text).not.toContain(row.hash);
    expect(text).not.toMatch(/\d{12,19}/);
    expect(text).not.toMatch(/password_?hash|sandbox_pm_|sandbox_cus_/i);
  });

  it('is refused signed out', async () => {
    expect((await t.client().get(EXPORT)).status).toBe(401);
  });

  it('allows 5 downloads an hour per traveller, then 429 with Retry-After, for that traveller only', async () => {
    const { world, client } = await exported();
    for (let i = 2; i <= 5; i += 1) expect((await client.get(EXPORT)).status).toBe(200);
    const refused = await client.get(EXPORT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const other = t.client();
    await other.signInAs(world.stranger.id);
    expect((await other.get(EXPORT)).status).toBe(200);
  });
});
