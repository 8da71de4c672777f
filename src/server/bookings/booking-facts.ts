// Stored rows -> the facts the shared/domain rules derive from. Every derived field of a booking
// answer comes from those rules, never from a rule written again here.
import type { BookingFacts } from '../../shared/domain/booking-status.ts';
import type { PassengerFacts } from '../../shared/domain/passengers.ts';
import { sanitizeOperatorHtml } from './operator-html.ts';
import type { BookingRow, DirectionRow, PassengerRow } from './load-booking.ts';

export const passengerFacts = (row: PassengerRow): PassengerFacts => ({
  customerId: row.customerId,
  title: row.title,
  firstName: row.firstName,
  lastName: row.lastName,
  age: row.age,
  nationality: row.nationality,
  passengerStatus: row.passengerStatus,
  deck: row.deck,
  totalPriceCents: row.totalPriceCents,
  amountPaidCents: row.amountPaidCents,
  depositCents: row.depositCents,
});

// Sanitising is a pure function of the text, and the same few operator texts (a direction's
// pre-departure info, a booking's notice) come back on every read: each distinct text is sanitised
// once. Bounded: emptied when full (operators edit these rarely; a miss only costs the sanitiser).
const SANITIZED_LIMIT = 500;
const sanitized = new Map<string, string | null>();

/** Operator HTML counts as present only when something survives sanitising. */
export const sanitizedOrNull = (html: string | null): string | null => {
  if (html === null) return null;
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeOperatorHtml(html);
  const result = clean.trim() === '' ? null : clean;
  if (sanitized.size >= SANITIZED_LIMIT) sanitized.clear();
  sanitized.set(html, result);
  return result;
};

export function bookingFacts(
  booking: BookingRow,
  direction: Pick<DirectionRow, 'preDepartureInfo'>,
  passengers: PassengerRow[],
): BookingFacts {
  return {
    cancelledAt: booking.cancelledAt,
    expireAt: booking.expireAt,
    paymentDueDate: booking.paymentDueDate,
    totalCents: booking.totalCents,
    paidCents: booking.paidCents,
    isCharter: booking.isCharter,
    charterDepositCents: booking.charterDepositCents,
    hasPreDepartureInfo: sanitizedOrNull(direction.preDepartureInfo) !== null,
    departAt: booking.departAt,
    passengers: passengers.map(passengerFacts),
  };
}

/**
 * The viewer's own passenger record on the booking (it decides pre-departure info, the group link,
 * the visa letter): a travelling one before a cancelled one.
 */
export function viewerPassenger<P extends Pick<PassengerRow, 'customerId' | 'passengerStatus'>>(
  passengers: readonly P[],
  customerId: number,
): P | null {
  const own = passengers.filter((row) => row.customerId === customerId);
  return own.find((row) => row.passengerStatus !== 'cancelled') ?? own[0] ?? null;
}
