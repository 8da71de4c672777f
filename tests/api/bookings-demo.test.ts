// The bookings API over the demo data: every seeded situation (booking-plans.ts) must come out of
// the derivation rules as the situation it was planned to show, in the contract's shape, so the
// demo, the screens and the browser tests can rely on it.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { booking as bookingSchema, bookingList } from '../../src/shared/contract/bookings.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
let t: TestContext;
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  t = await createTestContext({ now: NOW.toISOString() });
  await seedDemoData(t.db, { now: NOW, publicOrigin: 'http://localhost', log: () => {} });
  for (const email of ['lead@example.com', 'friend@example.com', 'guest@example.com', 'newbie@example.com']) {
    const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    if (!row) throw new Error(`no demo customer ${email}`);
    const client = t.client();
    await client.signInAs(row.id);
    clients[email] = client;
  }
});
afterAll(() => t.close());

const lead = () => clients['lead@example.com'] as TestClient;

describe('the lead’s demo bookings', () => {
  it('lists 40001-40017 in the contract shape with the planned statuses and scopes', async () => {
    const res = await lead().get('/customer/bookings');
    expect(res.status).toBe(200);
    expect(v.safeParse(bookingList, res.body).issues ?? []).toEqual([]);
    const byId = Object.fromEntries(
      res.body.map((b: { id: number; status: string; bookingsScope: string; paymentAllowed: boolean }) => [
        b.id,
        [b.status, b.bookingsScope, b.paymentAllowed],
      ]),
    );
    expect(Object.keys(byId).map(Number).sort()).toEqual(Array.from({ length: 17 }, (_, i) => 40001 + i));
    expect(byId).toMatchObject({
      40001: ['awaiting_payment', 'active', true],
      40002: ['awaiting_payment', 'active', true],
      40003: ['confirmed', 'active', true],
      40004: ['confirmed', 'active', true],
      40005: ['awaiting_payment', 'active', true], // hold lapsed part-paid: overdue, still payable
      40006: ['confirmed', 'active', true],
      40009: ['confirmed', 'active', false],
      40013: ['confirmed', 'past', false],
      40014: ['confirmed', 'past', false],
      40015: ['expired', 'expired', false],
      40016: ['cancelled', 'active', false],
      40017: ['confirmed', 'active', false],
    });
  });

  it.each([
    [40001, 'secure_booking_deposit'],
    [40002, 'secure_booking_full_payment'],
    [40004, 'full_payment_overdue'],
    [40005, 'deposit_overdue'],
    [40006, 'full_payment_required'],
    [40008, 'missing_passenger_info'],
    [40009, 'predeparture_information_available'],
    [40015, 'expired'],
    [40016, 'cancelled'],
    [40017, 'confirmed'],
  ])('booking %i shows the %s status bar', async (id, type) => {
    const res = await lead().get(`/customer/bookings/${id}`);
    expect(res.status).toBe(200);
    expect(v.safeParse(bookingSchema, res.body).issues ?? []).toEqual([]);
    expect(res.body.bookingStatusBar.type).toBe(type);
  });

  it('reads every booking page in the contract shape', async () => {
    for (let id = 40001; id <= 40017; id++) {
      const res = await lead().get(`/customer/bookings/${id}`);
      expect(v.safeParse(bookingSchema, res.body).issues ?? [], `booking ${id}`).toEqual([]);
    }
  });

  it('locks passenger edits on 40012 (departs in 18 days) and not on 40003', async () => {
    const locked = (await lead().get('/customer/bookings/40012')).body;
    expect(locked.passengers.every((p: { canBeChanged: boolean }) => !p.canBeChanged)).toBe(true);
    expect(locked.passengers.some((p: { personalInfoStatus: string }) => p.personalInfoStatus === 'partial')).toBe(
      true,
    );
    const open = (await lead().get('/customer/bookings/40003')).body;
    expect(open.passengers.every((p: { canBeChanged: boolean }) => p.canBeChanged)).toBe(true);
  });

  it('sanitises and shows the Greek local-tax notice, and the open invitation on 40008', async () => {
    const res = (await lead().get('/customer/bookings/40008')).body;
    expect(res.myAccountNotice).toContain('<p><strong>Local tax notice:</strong>');
    expect(res.passengers.some((p: { invitationPending: boolean }) => p.invitationPending)).toBe(true);
    expect(res.passengers.map((p: { personalInfoStatus: string }) => p.personalInfoStatus)).toEqual([
      'complete',
      'partial',
      'empty',
      'empty',
    ]);
  });

  it('shows pre-departure info and the group link on 40009', async () => {
    const res = (await lead().get('/customer/bookings/40009')).body;
    expect(res.direction.preDepartureInfo).toMatch(/^<h3>/);
    expect(res.direction.facebookGroup).toMatch(/^https:\/\/www\.facebook\.com\/groups\//);
    expect(res.visaLetterAvailable).toBe(true);
    expect((await lead().get('/customer/bookings/40009/visa_letter')).status).toBe(200);
  });
});

describe('the other demo customers', () => {
  it('friend@example.com sees 40009 as a passenger (with its blocks), and not the lead’s other bookings', async () => {
    const friend = clients['friend@example.com'] as TestClient;
    const list = (await friend.get('/customer/bookings')).body.map((b: { id: number }) => b.id);
    expect(list).toContain(40009);
    expect(list).not.toContain(40001);
    const page = (await friend.get('/customer/bookings/40009')).body;
    expect(page.direction.preDepartureInfo).not.toBeNull();
    expect((await friend.get('/customer/bookings/40001')).status).toBe(404);
    const chloe = page.passengers.find((p: { customerId: number | null }) => p.customerId !== page.customerId);
    const edit = await friend.put(`/customer/bookings/40009/passengers/${chloe.id}`, { passenger: {} });
    expect(edit.status).toBe(403);
  });

  it('guest@example.com (nameless invited passenger) sees 40008; newbie@example.com sees only 40018', async () => {
    const guest = (await (clients['guest@example.com'] as TestClient).get('/customer/bookings')).body;
    expect(guest.map((b: { id: number }) => b.id)).toEqual([40008]);
    const newbie = (await (clients['newbie@example.com'] as TestClient).get('/customer/bookings')).body;
    expect(newbie.map((b: { id: number }) => b.id)).toEqual([40018]);
    expect(newbie[0]).toMatchObject({ status: 'awaiting_payment', paymentAllowed: true });
  });
});
