// Minimal bookings for tests: a product, a direction, the booking row and optional passengers.
// Only the facts a test names are set; the rest are plausible defaults.
import type { Db } from '../../src/server/db/client.ts';
import { bookings, directions, passengers, products } from '../../src/server/db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

export async function createProduct(db: Db, names: { product?: string; direction?: string } = {}) {
  const [product] = await db
    .insert(products)
    .values({ brand: 'cruise', name: names.product ?? 'Croatia Sailing Week' })
    .returning();
  if (!product) throw new Error('product insert returned nothing');
  const [direction] = await db
    .insert(directions)
    .values({ productId: product.id, name: names.direction ?? 'Split to Dubrovnik' })
    .returning();
  if (!direction) throw new Error('direction insert returned nothing');
  return { product, direction };
}

export async function createBooking(
  db: Db,
  customerId: number,
  overrides: Partial<typeof bookings.$inferInsert> & { productName?: string; directionName?: string } = {},
): Promise<BookingRow> {
  const { productName, directionName, ...values } = overrides;
  const { product, direction } = await createProduct(db, { product: productName, direction: directionName });
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
