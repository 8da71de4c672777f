import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
import { addPassenger, createBooking, daysFrom } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createNotification } from '../factories/notifications.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const now = new Date(TEST_NOW);
const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function signedInCustomer() {
  const customer = await createCustomer(t.db);
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

describe('GET /customer/notifications', () => {
  it('lists the newest first without dismissed ones, with booking info, payment flag and due date', async () => {
    const { customer, client } = await signedInCustomer();
    const booking = await createBooking(t.db, customer.id, {
      productName: 'Greek Islands',
      directionName: 'Athens to Santorini',
      departAt: new Date('2026-06-01T08:00:00Z'),
      totalCents: 300_000,
      paidCents: 100_000,
    });
    const payment = await createNotification(t.db, customer.id, {
      bookingId: booking.id,
      type: 'FullPaymentRequired',
      message: 'Full payment is due',
      priority: 'warning',
      data: { paymentDueDateTime: '2026-04-01T12:00:00.000Z' },
      createdAt: at(5),
    });
    const general = await createNotification(t.db, customer.id, { message: 'Hello', createdAt: at(1), seen: true });
    await createNotification(t.db, customer.id, { message: 'Gone', dismissed: true, createdAt: at(0) });
    await createNotification(t.db, (await createCustomer(t.db)).id, { message: 'Not mine', createdAt: at(0) });

    const res = await client.get('/customer/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entities: [
        {
          id: general.id,
          enquiryId: null,
          type: 'NewMessage',
          message: 'Hello',
          priority: 'regular',
          dismissed: false,
          seen: true,
          isReviewed: false,
          createdAt: at(1).toISOString(),
          paymentAllowed: false,
          bookingInfo: null,
          data: { paymentDueDateTime: null },
        },
        {
          id: payment.id,
          enquiryId: booking.id,
          type: 'FullPaymentRequired',
          message: 'Full payment is due',
          priority: 'warning',
          dismissed: false,
          seen: false,
          isReviewed: false,
          createdAt: at(5).toISOString(),
          paymentAllowed: true,
          bookingInfo: {
            productName: 'Greek Islands',
            directionName: 'Athens to Santorini',
            departure: '2026-06-01T08:00:00.000Z',
          },
          data: { paymentDueDateTime: '2026-04-01T12:00:00.000Z' },
        },
      ],
      meta: { hasMore: false, unseenCount: 1 },
    });
    expect(res.text).toContain('"payment_due_date_time"');
  });

  it('pages with page and per_page and says whether more remain', async () => {
    const { customer, client } = await signedInCustomer();
    for (let i = 1; i <= 7; i++)
      await createNotification(t.db, customer.id, { message: `n${i}`, createdAt: at(100 - i) });
    const first = await client.get('/customer/notifications', { url: undefined });
    expect(first.body.entities).toHaveLength(7);
    const page1 = await client.request('GET', '/customer/notifications', {
      url: 'http://localhost/api/v2/customer/notifications.json?page=1&per_page=5',
    });
    expect(page1.body.entities.map((n: { message: string }) => n.message)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3']);
    expect(page1.body.meta).toEqual({ hasMore: true, unseenCount: 7 });
    const page2 = await client.request('GET', '/customer/notifications', {
      url: 'http://localhost/api/v2/customer/notifications.json?page=2&per_page=5',
    });
    expect(page2.body.entities.map((n: { message: string }) => n.message)).toEqual(['n2', 'n1']);
    expect(page2.body.meta.hasMore).toBe(false);
  });

  it('answers 422, not 500, for bad paging values', async () => {
    const { client } = await signedInCustomer();
    for (const query of ['page=0', 'page=abc', 'per_page=500', 'page=1.5']) {
      const res = await client.request('GET', '', {
        url: `http://localhost/api/v2/customer/notifications.json?${query}`,
      });
      expect(res.status, query).toBe(422);
    }
  });

  it('computes paymentAllowed from the booking', async () => {
    const { customer, client } = await signedInCustomer();
    const cases = [
      { paidCents: 100, totalCents: 200, expected: true },
      { paidCents: 200, totalCents: 200, expected: false },
      { paidCents: 100, totalCents: 200, onlinePaymentEnabled: false, expected: false },
      { paidCents: 100, totalCents: 200, cancelledAt: daysFrom(now, -1), expected: false },
      { paidCents: 0, totalCents: 200, expireAt: daysFrom(now, -1), expected: false },
      { paidCents: 0, totalCents: 200, expireAt: daysFrom(now, 1), expected: true },
    ];
    const expectations = new Map<number, boolean>();
    for (const { expected, ...facts } of cases) {
      const booking = await createBooking(t.db, customer.id, facts);
      expectations.set(booking.id, expected);
      await createNotification(t.db, customer.id, { bookingId: booking.id, type: 'DepositRequiredToSecureBooking' });
    }
    const res = await client.request('GET', '', {
      url: 'http://localhost/api/v2/customer/notifications.json?per_page=50',
    });
    for (const n of res.body.entities)
      expect(n.paymentAllowed, `booking ${n.enquiryId}`).toBe(expectations.get(n.enquiryId));
  });

  it('answers paymentAllowed false to a passenger who is not the lead of a payable booking', async () => {
    const lead = await createCustomer(t.db);
    const { customer: friend, client } = await signedInCustomer();
    const booking = await createBooking(t.db, lead.id, { paidCents: 100, totalCents: 200 });
    await addPassenger(t.db, booking.id, { customerId: friend.id });
    await createNotification(t.db, lead.id, { bookingId: booking.id, type: 'DepositRequiredToSecureBooking' });
    await createNotification(t.db, friend.id, { bookingId: booking.id, type: 'DepositRequiredToSecureBooking' });
    const res = await client.get('/customer/notifications');
    const mine = res.body.entities.filter((n: { enquiryId: number }) => n.enquiryId === booking.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].paymentAllowed).toBe(false);
    const leadClient = t.client();
    await leadClient.signInAs(lead.id);
    const asLead = await leadClient.get('/customer/notifications');
    expect(asLead.body.entities.find((n: { enquiryId: number }) => n.enquiryId === booking.id).paymentAllowed).toBe(
      true,
    );
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get('/customer/notifications')).status).toBe(401);
  });
});

describe('GET /customer/details_notifications', () => {
  it('filters by enquiry_id', async () => {
    const { customer, client } = await signedInCustomer();
    const a = await createBooking(t.db, customer.id);
    const b = await createBooking(t.db, customer.id);
    await createNotification(t.db, customer.id, { bookingId: a.id, message: 'about a' });
    await createNotification(t.db, customer.id, { bookingId: b.id, message: 'about b' });
    const res = await client.request('GET', '', {
      url: `http://localhost/api/v2/customer/details_notifications.json?enquiry_id=${a.id}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.entities.map((n: { message: string }) => n.message)).toEqual(['about a']);
    const all = await client.get('/customer/details_notifications');
    expect(all.body.entities).toHaveLength(2);
  });
});

describe('GET /customer/details_notifications paged by after', () => {
  type Listed = { id: number; message: string };
  const details = (client: Awaited<ReturnType<typeof signedInCustomer>>['client'], query: string) =>
    client.request('GET', '', { url: `http://localhost/api/v2/customer/details_notifications.json?${query}` });
  /** Reads page after page, doing `between` before each next one; answers every page's messages. */
  async function pageThrough(
    client: Awaited<ReturnType<typeof signedInCustomer>>['client'],
    perPage: number,
    between: (shown: Listed[]) => Promise<void> = async () => {},
  ) {
    const pages: string[][] = [];
    let after: number | undefined;
    for (;;) {
      const res = await details(client, `per_page=${perPage}${after ? `&after=${after}` : ''}`);
      expect(res.status).toBe(200);
      const shown: Listed[] = res.body.entities;
      pages.push(shown.map((n) => n.message));
      if (!res.body.meta.hasMore) return pages;
      expect(pages.length).toBeLessThan(20);
      await between(shown);
      after = shown.at(-1)?.id;
    }
  }
  async function customerWith(count: number) {
    const { customer, client } = await signedInCustomer();
    const made = [];
    for (let i = 1; i <= count; i++)
      made.push(await createNotification(t.db, customer.id, { message: `n${i}`, createdAt: at(100 - i) }));
    return { customer, client, made };
  }
  const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `n${from - i}`);

  it('shows every notification once when some on the first page are dismissed before the next', async () => {
    const { client, made } = await customerWith(13);
    const byMessage = (message: string) => made.find((n) => n.message === message)?.id;
    let dismissedOnce = false;
    const pages = await pageThrough(client, 5, async () => {
      if (dismissedOnce) return;
      dismissedOnce = true;
      // Two of the first page, one of them the page's last (the next page goes on from it).
      for (const message of ['n13', 'n9'])
        expect((await client.patch(`/customer/notifications/${byMessage(message)}`, { dismissed: true })).status).toBe(
          200,
        );
    });
    expect(pages).toEqual([newestFirst(13, 9), newestFirst(8, 4), newestFirst(3, 1)]);
  });

  it('neither repeats nor skips when a notification is made between pages', async () => {
    const { customer, client } = await customerWith(7);
    let made = false;
    const pages = await pageThrough(client, 3, async () => {
      if (made) return;
      made = true;
      await createNotification(t.db, customer.id, { message: 'newest', createdAt: at(0) });
    });
    expect(pages).toEqual([newestFirst(7, 5), newestFirst(4, 2), ['n1']]);
    const again = await details(client, 'per_page=3');
    expect(again.body.entities[0].message).toBe('newest');
  });

  it('is not moved by notifications marked seen or reviewed between pages', async () => {
    const { client } = await customerWith(7);
    const pages = await pageThrough(client, 3, async (shown) => {
      const ids = shown.map((n) => n.id);
      expect((await client.post('/customer/read_notifications', { ids })).status).toBe(200);
      expect((await client.post('/customer/reviewed_notifications', { ids })).status).toBe(200);
    });
    expect(pages).toEqual([newestFirst(7, 5), newestFirst(4, 2), ['n1']]);
  });

  it('orders notifications made in the same instant by id, to the microsecond', async () => {
    const { customer, client } = await signedInCustomer();
    // Three share an instant; two more differ from it by a microsecond only (a Date would lose it).
    const madeAt = (message: string, instant: string) =>
      t.db.insert(notifications).values({
        customerId: customer.id,
        type: 'NewMessage',
        message,
        createdAt: sql`${instant}::timestamptz`,
      });
    for (const message of ['a', 'b', 'c']) await madeAt(message, '2026-03-10 08:00:00.000001+00');
    await madeAt('later', '2026-03-10 08:00:00.000002+00');
    await madeAt('earlier', '2026-03-10 08:00:00+00');
    expect(await pageThrough(client, 2)).toEqual([['later', 'c'], ['b', 'a'], ['earlier']]);
  });

  it("keeps to one booking's notifications with enquiry_id", async () => {
    const { customer, client } = await signedInCustomer();
    const booking = await createBooking(t.db, customer.id);
    for (let i = 1; i <= 4; i++) {
      await createNotification(t.db, customer.id, { bookingId: booking.id, message: `b${i}`, createdAt: at(50 - i) });
      await createNotification(t.db, customer.id, { message: `other${i}`, createdAt: at(50 - i) });
    }
    const first = await details(client, `per_page=3&enquiry_id=${booking.id}`);
    const next = await details(client, `per_page=3&enquiry_id=${booking.id}&after=${first.body.entities[2].id}`);
    expect(first.body.entities.map((n: Listed) => n.message)).toEqual(['b4', 'b3', 'b2']);
    expect(next.body.entities.map((n: Listed) => n.message)).toEqual(['b1']);
    expect(next.body.meta.hasMore).toBe(false);
  });

  it("answers 422 for an after that is not the customer's notification or comes with a page", async () => {
    const { customer, client } = await signedInCustomer();
    const mine = await createNotification(t.db, customer.id);
    const theirs = await createNotification(t.db, (await createCustomer(t.db)).id);
    for (const query of [`after=${theirs.id}`, 'after=2147483647', 'after=0', 'after=abc', `after=${mine.id}&page=2`]) {
      const res = await details(client, query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors, query).toHaveProperty('after');
    }
    expect((await details(client, `after=${mine.id}&page=1`)).status).toBe(200);
  });
});

describe('POST /customer/read_notifications', () => {
  it("marks the customer's own notifications seen and ignores other ids", async () => {
    const { customer, client } = await signedInCustomer();
    const mine = await createNotification(t.db, customer.id);
    const alsoMine = await createNotification(t.db, customer.id);
    const theirs = await createNotification(t.db, (await createCustomer(t.db)).id);
    const res = await client.post('/customer/read_notifications', { ids: [mine.id, theirs.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unseenCount: 1 });
    const rows = await t.db.select().from(notifications);
    const seen = (id: number) => rows.find((row) => row.id === id)?.seen;
    expect([seen(mine.id), seen(alsoMine.id), seen(theirs.id)]).toEqual([true, false, false]);
  });

  it('works with the trailing-slash spelling of the path', async () => {
    const { customer, client } = await signedInCustomer();
    const mine = await createNotification(t.db, customer.id);
    const res = await client.request('POST', '', {
      url: 'http://localhost/api/v2/customer/read_notifications/.json',
      body: { ids: [mine.id] },
    });
    expect(res.status).toBe(200);
  });

  it('validates ids', async () => {
    const { client } = await signedInCustomer();
    for (const ids of [undefined, 'all', [1.5], [-1], [99_999_999_999]]) {
      expect((await client.post('/customer/read_notifications', { ids })).status, JSON.stringify(ids)).toBe(422);
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/customer/read_notifications', { ids: [] })).status).toBe(401);
  });
});

describe('POST /customer/reviewed_notifications', () => {
  it('marks own notifications reviewed', async () => {
    const { customer, client } = await signedInCustomer();
    const mine = await createNotification(t.db, customer.id, { type: 'ReviewRequest' });
    expect((await client.post('/customer/reviewed_notifications', { ids: [mine.id] })).status).toBe(200);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, mine.id));
    expect(row?.isReviewed).toBe(true);
  });

  it('marks them seen too and answers the unseen count the bell shows', async () => {
    const { customer, client } = await signedInCustomer();
    const shown = await createNotification(t.db, customer.id);
    await createNotification(t.db, customer.id, { message: 'not on the page yet' });
    const res = await client.post('/customer/reviewed_notifications', { ids: [shown.id] });
    expect(res.body).toEqual({ unseenCount: 1 });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, shown.id));
    expect(row?.seen).toBe(true);
  });
});

describe('PATCH /customer/notifications/{id}', () => {
  it('dismisses the notification and drops it from the list', async () => {
    const { customer, client } = await signedInCustomer();
    const mine = await createNotification(t.db, customer.id);
    const res = await client.patch(`/customer/notifications/${mine.id}`, { dismissed: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mine.id, dismissed: true });
    expect((await client.get('/customer/notifications')).body.entities).toEqual([]);
  });

  it("answers 404 for another customer's notification and leaves it alone", async () => {
    const { client } = await signedInCustomer();
    const theirs = await createNotification(t.db, (await createCustomer(t.db)).id);
    const res = await client.patch(`/customer/notifications/${theirs.id}`, { dismissed: true });
    expect(res.status).toBe(404);
    expect(res.body).toHaveProperty('error');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.dismissed).toBe(false);
  });

  it('answers 404 for a non-numeric id and 422 for a bad body', async () => {
    const { customer, client } = await signedInCustomer();
    expect((await client.patch('/customer/notifications/abc', { dismissed: true })).status).toBe(404);
    const mine = await createNotification(t.db, customer.id);
    const bad = await client.patch(`/customer/notifications/${mine.id}`, { dismissed: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('dismissed');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().patch('/customer/notifications/1', { dismissed: true })).status).toBe(401);
  });
});
