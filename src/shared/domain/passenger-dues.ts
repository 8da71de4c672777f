// What each passenger owes of the booking total. The booking's own extras and discounts (the booking
// total less the passengers' own totals) are shared by the travelling passengers in proportion to
// their own totals (equally when those are all zero); the cents rounding leaves go one each to the
// lowest ids. A cancelled passenger owes only their own total, the fee. So the dues add up to the
// booking total, and a booking paid in full leaves every passenger paid in full.
import type { PassengerStatus } from './passengers.ts';

export type DueFacts = { id: number; passengerStatus: PassengerStatus; totalPriceCents: number };

/** Each passenger's due by id. */
export function passengerDuesCents(bookingTotalCents: number, passengers: readonly DueFacts[]): Map<number, number> {
  const dues = new Map(passengers.map((p) => [p.id, p.totalPriceCents]));
  const travelling = passengers.filter((p) => p.passengerStatus !== 'cancelled').sort((a, b) => a.id - b.id);
  const adjustment = passengers.reduce((left, p) => left - p.totalPriceCents, bookingTotalCents);
  if (travelling.length === 0 || adjustment === 0) return dues;

  const weightSum = travelling.reduce((sum, p) => sum + p.totalPriceCents, 0);
  const parts = travelling.map((p) =>
    Math.trunc(weightSum > 0 ? (adjustment * p.totalPriceCents) / weightSum : adjustment / travelling.length),
  );
  let rest = adjustment - parts.reduce((sum, part) => sum + part, 0);
  for (const [index, p] of travelling.entries()) {
    const cent = Math.sign(rest);
    dues.set(p.id, p.totalPriceCents + (parts[index] ?? 0) + cent);
    rest -= cent;
  }
  return dues;
}
