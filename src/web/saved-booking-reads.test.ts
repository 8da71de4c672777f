// The reads a saved booking holds (offline/saved-bookings) are those its screens query: the same keys,
// so a saved answer is the one the screen reads. Here, because it looks into several features.
import { describe, expect, it } from 'vitest';
import { bookingQuery, statusBarQuery } from './features/bookings/api/booking-queries.ts';
import { visaLetterQuery } from './features/bookings/visa-letter/api.ts';
import { messageThreadQuery } from './features/messages/api/message-queries.ts';
import { paymentsQuery } from './features/payments/api/payment-queries.ts';
import { creditNotesQuery } from './features/payments/credit-notes/api/credit-note-queries.ts';
import { reviewQuery } from './features/reviews/api/review-queries.ts';
import { BOOKING_READS } from './offline/saved-bookings/booking-reads.ts';

describe("a saved booking's reads", () => {
  it("are the keys of the screens' own queries, in this order", () => {
    const screens = [
      bookingQuery(7),
      statusBarQuery(7),
      paymentsQuery(7),
      creditNotesQuery(7),
      messageThreadQuery(7),
      visaLetterQuery(7),
      reviewQuery(7),
    ].map((query) => query.queryKey);
    expect(BOOKING_READS.map((read) => read.key(7))).toEqual(screens);
  });
});
