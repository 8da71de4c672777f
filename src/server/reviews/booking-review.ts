// A customer's review of a booking: one per customer and booking (a unique index decides a race),
// named for display by first name and last initial, and shown with the trip it is about.
import { and, eq } from 'drizzle-orm';
import type { Review, ReviewFormData } from '../../shared/contract/reviews.ts';
import type { BookingHead } from '../bookings/load-booking.ts';
import type { Db } from '../db/client.ts';
import { customers, reviews } from '../db/schema.ts';

type ReviewRow = typeof reviews.$inferSelect;

const present = (row: ReviewRow, head: BookingHead): Review => ({
  rating: row.rating,
  title: row.title,
  body: row.body,
  groupSize: row.groupSize,
  productName: head.product.name,
  transportName: head.booking.transportName,
  displayName: row.displayName,
  createdAt: row.createdAt.toISOString(),
});

export async function findOwnReview(db: Db, head: BookingHead, customerId: number): Promise<Review | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.bookingId, head.booking.id), eq(reviews.customerId, customerId)));
  return row ? present(row, head) : null;
}

/** 'Olivia B.': what other travellers would see of the author. */
async function displayNameOf(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const first = row?.firstName?.trim();
  if (!first) return null;
  const initial = row?.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The new review, or null when this customer has already reviewed the booking. */
export async function writeReview(
  db: Db,
  head: BookingHead,
  customerId: number,
  form: ReviewFormData,
  now: Date,
): Promise<Review | null> {
  const [row] = await db
    .insert(reviews)
    .values({
      bookingId: head.booking.id,
      customerId,
      ...form,
      displayName: await displayNameOf(db, customerId),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ? present(row, head) : null;
}
