// How each of a booking's reads (booking-reads.ts) is asked of the API, and what the query cache
// holds of its answer: the same as the screens' query factories hold, so a saved answer reads like
// one the screen fetched itself. Used by the page's save and by the service worker's refresh.
import type * as v from 'valibot';
import { booking, bookingPaths, statusBar } from '../../../shared/contract/bookings.ts';
import { creditNoteList, creditNotePaths } from '../../../shared/contract/credit-notes.ts';
import { messagePaths, messageThread } from '../../../shared/contract/messages.ts';
import { paymentList, paymentPaths } from '../../../shared/contract/payments.ts';
import { reviewAnswer, reviewPaths } from '../../../shared/contract/reviews.ts';
import { visaLetter } from '../../../shared/contract/visa-letter.ts';
import type { BookingPart } from './booking-reads.ts';

export type BookingReadRequest = {
  path: (id: number) => string;
  schema: v.GenericSchema;
  searchParams?: (id: number) => Record<string, string | number>;
  /** What the cache holds of the parsed answer (default: the answer). */
  held?: (answer: unknown, headers: Headers) => unknown;
};

export const BOOKING_READ_REQUESTS: Record<BookingPart, BookingReadRequest> = {
  'booking details': { path: bookingPaths.one, schema: booking },
  status: { path: bookingPaths.statusBar, schema: statusBar, searchParams: (id) => ({ enquiryId: id }) },
  payments: { path: paymentPaths.list, schema: paymentList },
  'credit notes': { path: creditNotePaths.list, schema: creditNoteList },
  // The thread keeps its ETag beside the messages, for the next poll's If-None-Match.
  messages: {
    path: messagePaths.thread,
    schema: messageThread,
    held: (answer, headers) => ({
      messages: (answer as v.InferOutput<typeof messageThread>).messages,
      etag: headers.get('ETag'),
    }),
  },
  'visa letter': { path: bookingPaths.visaLetter, schema: visaLetter },
  review: { path: reviewPaths.one, schema: reviewAnswer },
};

/** What the cache holds of a parsed answer to `request`. */
export function heldAnswer(request: BookingReadRequest, answer: unknown, headers: Headers): unknown {
  return request.held ? request.held(answer, headers) : answer;
}
