// The review Olivia already left for her past Greek voyage (the other past booking has none).
import type { Db } from '../client.ts';
import { reviews } from '../schema.ts';
import type { SeededBookings } from './bookings.ts';
import type { People } from './customers.ts';
import type { RelativeDates } from './relative-dates.ts';

export async function seedReviews(db: Db, seeded: SeededBookings, people: People, dates: RelativeDates): Promise<void> {
  await db.insert(reviews).values({
    bookingId: seeded.pastReviewed.id,
    customerId: people.customers.lead,
    rating: 5,
    title: 'Island hopping at its very best',
    body: 'Nikos and the crew were brilliant from the first evening in Lavrio to the last sunset in the Santorini caldera. Swimming stops every day, great food on board and just enough time ashore. We are already planning Croatia.',
    groupSize: 'Couple',
    displayName: 'Olivia B.',
    createdAt: dates.at(-195),
  });
}
