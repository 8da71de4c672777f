// Removing the demo from a database that also holds real customers: the demo's customers and all
// they own go, every other row stays as it was. On PostgreSQL too when TEST_DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import { avatarDir, avatarFileName } from '../../src/server/avatars/avatar-images.ts';
import {
  bookings,
  customers,
  invitations,
  messages,
  passengers,
  payments,
  pendingPayments,
  reviews,
} from '../../src/server/db/schema.ts';
import { DEMO_EMAILS } from '../../src/server/db/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { seedReferenceData } from '../../src/server/db/seed/reference-data.ts';
import { removeDemoCustomers } from '../../src/server/db/seed/remove-demo.ts';
import { addPassenger, addPayment, createBooking } from '../factories/bookings.ts';
import { addEmergencyContact, createCustomer } from '../factories/customers.ts';
import { createInvitation } from '../factories/invitations.ts';
import { createNotification } from '../factories/notifications.ts';
import { addSavedCard } from '../factories/payments.ts';
import { changedTables, createFingerprinter } from './generated/db-fingerprint.ts';
import { createTestContext, type TestContext } from './harness.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const AVATAR = 'a'.repeat(64);
const SHARED_AVATAR = 'b'.repeat(64);

let t: TestContext;
let dataDir: string;
/** Each test: a database with its reference lists, and a DATA_DIR holding two avatars' files. */
beforeEach(async () => {
  t = await createTestContext({ now: NOW.toISOString() });
  dataDir = await mkdtemp(path.join(tmpdir(), 'gangway-demo-removal-'));
  await mkdir(avatarDir(dataDir));
  for (const name of [AVATAR, SHARED_AVATAR])
    for (const size of ['thumb', 'large'] as const)
      await writeFile(path.join(avatarDir(dataDir), avatarFileName(name, size)), 'jpeg');
  await seedReferenceData(t.db);
});
afterEach(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const seedDemo = () => seedDemoData(t.db, { now: NOW, publicOrigin: 'http://localhost', log: () => {} });

const demoCustomer = async (email: string) => {
  const [row] = await t.db.select().from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row;
};

const bookingCount = async () => (await t.db.select({ n: count() }).from(bookings))[0]?.n ?? 0;

const avatarExists = (dir: string, name: string) =>
  existsSync(path.join(avatarDir(dir), avatarFileName(name, 'large')));

describe('removing the demo', () => {
  it('deletes the demo customers and everything they own, and leaves every other row as it was', async () => {
    // A real traveller with a booking, a fellow passenger and the rows an account gathers.
    const lead = await createCustomer(t.db, { avatarPath: SHARED_AVATAR });
    const fellow = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    await addPassenger(t.db, booking.id, { customerId: lead.id });
    const place = await addPassenger(t.db, booking.id, { customerId: fellow.id });
    await addPayment(t.db, booking.id, { customerId: lead.id });
    await createInvitation(t.db, {
      customerId: lead.id,
      passengerId: place.id,
      invitedCustomerId: fellow.id,
      now: NOW,
    });
    await t.db.insert(messages).values({ bookingId: booking.id, customerId: fellow.id, body: 'See you there' });
    await createNotification(t.db, lead.id, { bookingId: booking.id });
    await createSession(t.db, lead.id, false, NOW);
    await addEmergencyContact(t.db, lead.id);
    await addSavedCard(t.db, lead.id);
    const fingerprint = await createFingerprinter(t.db);
    const before = await fingerprint();

    await seedDemo();
    const olivia = await demoCustomer('lead@example.com');
    await t.db.update(customers).set({ avatarPath: AVATAR }).where(eq(customers.id, olivia.id));
    await t.db.update(customers).set({ avatarPath: SHARED_AVATAR }).where(eq(customers.email, 'friend@example.com'));
    await createSession(t.db, olivia.id, true, NOW);
    await addSavedCard(t.db, olivia.id);
    const bookingsWithDemo = await bookingCount();

    const removed = await removeDemoCustomers(t.db, dataDir);

    expect(removed.customers).toBe(DEMO_EMAILS.length);
    expect(removed.bookings).toBeGreaterThan(0);
    expect(removed.bookings).toBe(bookingsWithDemo - (await bookingCount()));
    // What the demo brought besides its customers (its catalogue, its staff) is not theirs to take.
    expect(changedTables(before, await fingerprint()).sort()).toEqual(['directions', 'products', 'staff_users']);
    expect(avatarExists(dataDir, AVATAR)).toBe(false);
    expect(avatarExists(dataDir, SHARED_AVATAR)).toBe(true);
    expect(await removeDemoCustomers(t.db, dataDir)).toEqual({ customers: 0, bookings: 0 });
  });

  it("takes what a demo customer wrote on someone else's booking, and unlinks the booking's own rows", async () => {
    await seedDemo();
    const chloe = await demoCustomer('friend@example.com');
    const lead = await createCustomer(t.db);
    const booking = await createBooking(t.db, lead.id);
    await addPassenger(t.db, booking.id, { customerId: lead.id });
    const place = await addPassenger(t.db, booking.id, { customerId: chloe.id, firstName: 'Chloe' });
    const payment = await addPayment(t.db, booking.id, { customerId: chloe.id, amountCents: 5_000 });
    const { row: invitation } = await createInvitation(t.db, {
      customerId: lead.id,
      passengerId: place.id,
      invitedCustomerId: chloe.id,
      now: NOW,
    });
    await t.db.insert(messages).values([
      { bookingId: booking.id, customerId: chloe.id, body: 'From the demo' },
      { bookingId: booking.id, customerId: lead.id, body: 'From the lead' },
    ]);
    await t.db.insert(reviews).values({
      bookingId: booking.id,
      customerId: chloe.id,
      rating: 5,
      title: 'Lovely',
      body: 'A lovely week',
      groupSize: 'Couple',
    });
    await t.db.insert(pendingPayments).values({
      bookingId: booking.id,
      customerId: chloe.id,
      amountCents: 1_000,
      currencyCode: 'EUR',
      code: 'DEMO-TRANSFER',
      termsAccepted: true,
    });

    await removeDemoCustomers(t.db, dataDir);

    expect(
      await t.db
        .select()
        .from(customers)
        .where(inArray(customers.id, [chloe.id, lead.id])),
    ).toEqual([expect.objectContaining({ id: lead.id })]);
    expect(await t.db.select().from(passengers).where(eq(passengers.id, place.id))).toEqual([
      expect.objectContaining({ customerId: null, firstName: 'Chloe' }),
    ]);
    expect(await t.db.select().from(payments).where(eq(payments.id, payment.id))).toEqual([
      expect.objectContaining({ customerId: null, amountCents: 5_000 }),
    ]);
    expect(await t.db.select().from(invitations).where(eq(invitations.id, invitation.id))).toEqual([
      expect.objectContaining({ invitedCustomerId: null, customerId: lead.id }),
    ]);
    const left = await t.db.select().from(messages).where(eq(messages.bookingId, booking.id));
    expect(left.map((message) => message.body)).toEqual(['From the lead']);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([]);
    expect(await t.db.select().from(pendingPayments).where(eq(pendingPayments.bookingId, booking.id))).toEqual([]);
  });
});
