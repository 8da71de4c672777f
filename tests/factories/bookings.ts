// Minimal bookings for tests: a product, a direction, the booking row and optional passengers.
// Only the facts a test names are set; the rest are plausible defaults.
import type { Db } from '../../src/server/db/client.ts';
import {
  bookingExtras,
  bookings,
  creditNotes,
  directions,
  passengerExtras,
  passengers,
  payments,
  products,
} from '../../src/server/db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

export type ProductValues = Partial<typeof products.$inferInsert>;
export type DirectionValues = Partial<Omit<typeof directions.$inferInsert, 'productId'>>;

export async function createProduct(
  db: Db,
  names: {
    product?: string;
    direction?: string;
    productValues?: ProductValues;
    directionValues?: DirectionValues;
  } = {},
) {
  const [product] = await db
    .insert(products)
    .values({ brand: 'cruise', name: names.product ?? 'Croatia Sailing Week', ...names.productValues })
    .returning();
  if (!product) throw new Error('product insert returned nothing');
  const [direction] = await db
    .insert(directions)
    .values({ productId: product.id, name: names.direction ?? 'Split to Dubrovnik', ...names.directionValues })
    .returning();
  if (!direction) throw new Error('direction insert returned nothing');
  return { product, direction };
}

export async function createBooking(
  db: Db,
  customerId: number,
  overrides: Partial<typeof bookings.$inferInsert> & {
    productName?: string;
    directionName?: string;
    productValues?: ProductValues;
    directionValues?: DirectionValues;
  } = {},
): Promise<BookingRow> {
  const { productName, directionName, productValues, directionValues, ...values } = overrides;
  const { product, direction } = await createProduct(db, {
    product: productName,
    direction: directionName,
    productValues,
    directionValues,
  });
  const [row] = await db
    .insert(bookings)
    .values({
      brand: 'cruise',
      customerId,
      productId: product.id,
      directionId: direction.id,
      departAt: new Date('2026-07-04T10:00:00Z'),
      numberOfDays: 8,
      currencyCode: 'EUR',
      totalCents: 200_000,
      paidCents: 50_000,
      ...values,
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function addPassenger(db: Db, bookingId: number, values: Partial<typeof passengers.$inferInsert> = {}) {
  const [row] = await db
    .insert(passengers)
    .values({ bookingId, ...values })
    .returning();
  if (!row) throw new Error('passenger insert returned nothing');
  return row;
}

type ExtraValues = { name?: string; amountCents: number; quantity?: number; valueType?: 'fixed' | 'percentage' };
const extraRow = (values: ExtraValues) => ({
  name: values.name ?? (values.amountCents < 0 ? 'Discount' : 'Extra'),
  amountCents: values.amountCents,
  quantity: values.quantity ?? 1,
  extraType: values.amountCents < 0 ? ('discount' as const) : ('extra' as const),
  valueType: values.valueType ?? ('fixed' as const),
});

export async function addBookingExtra(db: Db, bookingId: number, values: ExtraValues) {
  const [row] = await db
    .insert(bookingExtras)
    .values({ bookingId, ...extraRow(values) })
    .returning();
  if (!row) throw new Error('booking extra insert returned nothing');
  return row;
}

export async function addPassengerExtra(db: Db, passengerId: number, values: ExtraValues) {
  const [row] = await db
    .insert(passengerExtras)
    .values({ passengerId, ...extraRow(values) })
    .returning();
  if (!row) throw new Error('passenger extra insert returned nothing');
  return row;
}

/** A ledger row only: the booking's stored paidCents is the test's to set. */
export async function addPayment(db: Db, bookingId: number, values: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db
    .insert(payments)
    .values({ bookingId, amountCents: 10_000, currencyCode: 'EUR', payType: 'card', ...values })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function addCreditNote(db: Db, bookingId: number, values: Partial<typeof creditNotes.$inferInsert> = {}) {
  const [row] = await db
    .insert(creditNotes)
    .values({
      bookingId,
      creditId: 'CN-TEST',
      creditRaisedDate: '2026-03-01',
      amountCents: 10_000,
      currencyCode: 'EUR',
      ...values,
    })
    .returning();
  if (!row) throw new Error('credit note insert returned nothing');
  return row;
}
