// A booking's conversation: every traveller on the booking reads and writes it, the poll is cheap
// (ETag / 304), and the CRM's signed staff replies arrive once per event with a notification.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../../src/server/db/schema.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { crmSignature, postFromCrm as postSignedFromCrm } from './crm-requests.ts';
import { createTestContext, type TestContext } from './harness.ts';

const SECRET = 'crm_test_secret';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { crmIntegrationSecret: SECRET } });
});
afterAll(() => t.close());

async function bookingWithFellow() {
  const lead = await createCustomer(t.db, { firstName: 'Olivia' });
  const fellow = await createCustomer(t.db, { firstName: 'Chloe' });
  const booking = await createBooking(t.db, lead.id);
  await addPassenger(t.db, booking.id, { customerId: lead.id });
  await addPassenger(t.db, booking.id, { customerId: fellow.id });
  const leadClient = t.client();
  await leadClient.signInAs(lead.id);
  const fellowClient = t.client();
  await fellowClient.signInAs(fellow.id);
  return { lead, fellow, booking, leadClient, fellowClient, thread: `/customer/bookings/${booking.id}/messages` };
}

const CRM_MESSAGES = '/integrations/crm/messages';

function postFromCrm(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return postSignedFromCrm(t, CRM_MESSAGES, raw, signature ?? crmSignature(CRM_MESSAGES, raw, SECRET));
}

const staffReply = (bookingId: number, eventId: string, body = 'Of course, see you on board!') => ({
  event_id: eventId,
  booking_id: bookingId,
  staff: { email: 'sofia@gangway.example', first_name: 'Sofia', last_name: 'Reyes' },
  body,
});

describe('the conversation of a booking', () => {
  it('is read and written by the lead and by a fellow passenger, oldest first', async () => {
    const { leadClient, fellowClient, thread, lead, fellow } = await bookingWithFellow();
    expect((await leadClient.get(thread)).body).toEqual({ messages: [] });
    const first = await leadClient.post(thread, { message: { body: '  Can we share a cabin?  ' } });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({
      body: 'Can we share a cabin?',
      customerId: lead.id,
      userId: null,
      person: { firstName: 'Olivia', isStaff: false },
    });
    t.clock.set(new Date(t.clock.now().getTime() + 60_000).toISOString());
    expect((await fellowClient.post(thread, { message: { body: 'Yes please!\nTwin beds.' } })).status).toBe(201);
    const read = await fellowClient.get(thread);
    expect(read.body.messages.map((m: { body: string; customerId: number }) => [m.body, m.customerId])).toEqual([
      ['Can we share a cabin?', lead.id],
      ['Yes please!\nTwin beds.', fellow.id],
    ]);
  });

  it('refuses an empty or whitespace message, and control characters, and writes nothing', async () => {
    const { leadClient, thread, booking } = await bookingWithFellow();
    for (const body of ['', '   \n ', 'bell\u0007', 'nul\u0000'])
      expect((await leadClient.post(thread, { message: { body } })).status).toBe(422);
    expect((await leadClient.post(thread, { message: { body: ' ' } })).body).toEqual({
      errors: { body: ['Message cannot be empty'] },
    });
    expect(await t.db.select().from(messages).where(eq(messages.bookingId, booking.id))).toEqual([]);
  });

  it('answers an ETag, and 304 without a body while nothing is new', async () => {
    const { leadClient, thread } = await bookingWithFellow();
    await leadClient.post(thread, { message: { body: 'Hello' } });
    const first = await leadClient.get(thread);
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await leadClient.get(thread, { headers: { 'If-None-Match': tag as string } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await leadClient.post(thread, { message: { body: 'Anyone there?' } });
    const changed = await leadClient.get(thread, { headers: { 'If-None-Match': tag as string } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
    expect(changed.body.messages).toHaveLength(2);
  });

  it('is not another customer’s to read or write', async () => {
    const { thread } = await bookingWithFellow();
    const stranger = t.client();
    await stranger.signInAs((await createCustomer(t.db)).id);
    expect((await stranger.get(thread)).status).toBe(404);
    expect((await stranger.post(thread, { message: { body: 'Hi' } })).status).toBe(404);
    expect((await t.client().get(thread)).status).toBe(401);
  });
});

describe('who wrote a message', () => {
  it('is named by first name; an e-mail is sent only for an author without one', async () => {
    const { booking, leadClient, fellowClient, thread, lead } = await bookingWithFellow();
    const nameless = await createCustomer(t.db, { firstName: '  ', email: 'no.name@example.com' });
    await addPassenger(t.db, booking.id, { customerId: nameless.id });
    const namelessClient = t.client();
    await namelessClient.signInAs(nameless.id);
    await leadClient.post(thread, { message: { body: 'From the lead' } });
    await namelessClient.post(thread, { message: { body: 'From a traveller without a first name' } });
    await postFromCrm(staffReply(booking.id, `evt-names-${booking.id}`));

    const read = await fellowClient.get(thread);
    const people = read.body.messages.map((m: { person: unknown }) => m.person);
    expect(people).toEqual([
      { firstName: 'Olivia', email: null, isStaff: false },
      { firstName: '  ', email: 'no.name@example.com', isStaff: false },
      { firstName: 'Sofia', email: null, isStaff: true },
    ]);
    expect(JSON.stringify(read.body)).not.toContain(lead.email);
    expect(JSON.stringify(read.body)).not.toContain('sofia@gangway.example');
  });
});

describe('staff replies from the CRM', () => {
  it('arrive in the thread as staff, once per event, with a NewMessage notification for each traveller', async () => {
    const { booking, leadClient, lead, fellow } = await bookingWithFellow();
    const posted = await postFromCrm(staffReply(booking.id, `evt-${booking.id}`));
    expect(posted.status).toBe(201);
    expect(posted.body.message).toMatchObject({ userId: expect.any(Number), customerId: null });
    expect(posted.body.message.person).toEqual({ firstName: 'Sofia', email: null, isStaff: true });

    const replay = await postFromCrm(staffReply(booking.id, `evt-${booking.id}`));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ duplicate: true });
    const thread = await leadClient.get(`/customer/bookings/${booking.id}/messages`);
    expect(thread.body.messages).toHaveLength(1);

    const notes = await t.db.select().from(notifications).where(eq(notifications.bookingId, booking.id));
    expect(notes.map((note) => note.customerId).sort()).toEqual([lead.id, fellow.id].sort());
    expect(
      notes.every((note) => note.type === 'NewMessage' && note.message === 'You have a new message from Sofia.'),
    ).toBe(true);
  });

  it('are refused without the right, fresh signature, and for an unknown booking', async () => {
    const { booking } = await bookingWithFellow();
    const body = staffReply(booking.id, `evt-sig-${booking.id}`);
    const raw = JSON.stringify(body);
    expect((await postFromCrm(body, '')).status).toBe(401);
    expect((await postFromCrm(body, crmSignature(CRM_MESSAGES, raw, 'not-the-secret'))).status).toBe(401);
    const stale = crmSignature(CRM_MESSAGES, raw, SECRET, Math.floor(Date.now() / 1000) - 3_600);
    expect((await postFromCrm(body, stale)).status).toBe(401);
    const forOtherPath = crmSignature('/integrations/crm/booking_changes', raw, SECRET);
    expect((await postFromCrm(body, forOtherPath)).status).toBe(401);
    expect((await postFromCrm(staffReply(2_000_000_000, 'evt-nowhere'))).status).toBe(404);
    expect(await t.db.select().from(messages).where(eq(messages.bookingId, booking.id))).toEqual([]);
  });

  it('check their fields', async () => {
    const { booking } = await bookingWithFellow();
    const res = await postFromCrm({ ...staffReply(booking.id, 'evt-bad'), body: '   ' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['body']);
  });
});
