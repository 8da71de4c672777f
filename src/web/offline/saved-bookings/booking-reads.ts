// What a booking's screens read, and so what "Save for offline" fetches and what counts as a saved
// booking: the booking itself (itinerary, pre-departure information, passengers), its status bar,
// payments, credit notes, messages, the visa letter's data and the review. Only the query keys
// and which booking a key belongs to here, so the persister can carry it without the schemas; how
// each is fetched is in booking-read-requests.ts. The keys are those of the screens' own query
// factories (checked by booking-reads.test.ts).

/** The parts a save names when one of them could not be saved. */
export const BOOKING_PARTS = [
  'booking details',
  'status',
  'payments',
  'credit notes',
  'messages',
  'visa letter',
  'review',
] as const;
export type BookingPart = (typeof BOOKING_PARTS)[number];

/** The booking's own answer, as much of it as deciding what else applies needs. */
export type BookingFacts = { visaLetterAvailable: boolean };

type BookingRead = {
  part: BookingPart;
  key: (id: number) => readonly unknown[];
  /** Whether the booking's screens read it at all (default: always). */
  applies?: (booking: BookingFacts) => boolean;
};

/** The booking itself: it says what else applies. */
export const DETAIL_READ: BookingRead = { part: 'booking details', key: (id) => ['bookings', 'detail', id] };

export const BOOKING_READS: readonly BookingRead[] = [
  DETAIL_READ,
  { part: 'status', key: (id) => ['bookings', 'detail', id, 'status-bar'] },
  { part: 'payments', key: (id) => ['payments', 'list', id] },
  { part: 'credit notes', key: (id) => ['payments', 'credit-notes', id] },
  { part: 'messages', key: (id) => ['messages', 'thread', id] },
  // Offered only to a confirmed passenger of a booking with visa data (404 for anyone else).
  {
    part: 'visa letter',
    key: (id) => ['bookings', 'detail', id, 'visa-letter'],
    applies: (b) => b.visaLetterAvailable,
  },
  { part: 'review', key: (id) => ['reviews', id] },
];

export function readsFor(booking: BookingFacts): BookingRead[] {
  return BOOKING_READS.filter((read) => read.applies?.(booking) ?? true);
}

/** The booking a query key belongs to, when it is one of a booking's reads. */
export function bookingOfQueryKey(queryKey: readonly unknown[]): number | undefined {
  for (const read of BOOKING_READS) {
    const template = read.key(0);
    if (template.length !== queryKey.length) continue;
    let id: number | undefined;
    const matches = template.every((part, index) => {
      if (part !== 0) return part === queryKey[index];
      const value = queryKey[index];
      if (typeof value !== 'number') return false;
      id = value;
      return true;
    });
    if (matches) return id;
  }
  return undefined;
}
