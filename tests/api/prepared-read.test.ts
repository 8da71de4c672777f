// prepared/prepared-read.ts on the engine under test: rows come back exactly as Drizzle's own
// select returns them (types, nesting, nulls), and values are data, never SQL, whatever they hold
// (on PGlite they are written into EXECUTE as quoted literals).
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers } from '../../src/server/db/schema.ts';
import { preparedRead } from '../../src/server/prepared/prepared-read.ts';
import { createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const selection = {
  customer: { id: customers.id, email: customers.email, lastName: customers.lastName, createdAt: customers.createdAt },
  booking: bookings,
};
const byEmail = preparedRead('test_prepared_by_email', selection, (db, fields) =>
  db
    .select(fields)
    .from(customers)
    .innerJoin(bookings, eq(bookings.customerId, customers.id))
    .where(and(eq(customers.email, sql.placeholder('email')), gt(bookings.departAt, sql.placeholder('after'))))
    .orderBy(bookings.id),
);

describe('preparedRead', () => {
  it('answers what the same Drizzle select answers, on every call', async () => {
    const customer = await createCustomer(t.db, { lastName: null });
    const first = await createBooking(t.db, customer.id, { departAt: new Date('2026-06-01T10:00:00Z') });
    const second = await createBooking(t.db, customer.id, {
      departAt: new Date('2026-07-01T10:00:00Z'),
      paymentDueDate: '2026-05-01',
      expireAt: null,
    });
    const values = { email: customer.email, after: new Date('2026-01-01T00:00:00Z') };
    const expected = await t.db
      .select(selection)
      .from(customers)
      .innerJoin(bookings, eq(bookings.customerId, customers.id))
      .where(and(eq(customers.email, customer.email), gt(bookings.departAt, values.after)))
      .orderBy(bookings.id);
    expect(expected.map((row) => row.booking.id)).toEqual([first.id, second.id]);
    for (let call = 0; call < 3; call += 1) expect(await byEmail(t.db, values)).toEqual(expected);
    const [row] = await byEmail(t.db, values);
    expect(row?.customer.createdAt).toBeInstanceOf(Date);
    expect(row?.customer.lastName).toBeNull();
    expect(await byEmail(t.db, { ...values, after: new Date('2026-06-15T00:00:00Z') })).toEqual(expected.slice(1));
  });

  it('treats quotes, backslashes and SQL in values as plain text', async () => {
    const tricky = await createCustomer(t.db, { email: `o'brien\\'; drop table customers; --@example.com` });
    await createBooking(t.db, tricky.id, { departAt: new Date('2026-06-01T10:00:00Z') });
    const after = new Date('2026-01-01T00:00:00Z');
    const [found] = await byEmail(t.db, { email: tricky.email, after });
    expect(found?.customer).toMatchObject({ id: tricky.id, email: tricky.email });
    expect(await byEmail(t.db, { email: `' or '1'='1`, after })).toEqual([]);
    expect(await byEmail(t.db, { email: `x' or true --`, after })).toEqual([]);
    expect((await t.db.select({ id: customers.id }).from(customers)).length).toBeGreaterThan(0);
  });
});
