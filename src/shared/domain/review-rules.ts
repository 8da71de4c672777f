// Who may review a trip: one that took place, by a traveller who was on it. The booking is confirmed
// (not cancelled, not expired, its deposit paid) and the reviewer has a place on it that was not
// cancelled. When the review opens in the calendar is booking-rules.ts's reviewAvailable; a review
// needs both. The server refuses a review that breaks this rule and the web offers no Review tab.
import type { BookingStatus } from './booking-status.ts';

export type ReviewerPlace = { customerId: number | null; passengerStatus: string };

export function tripReviewableBy(input: {
  status: BookingStatus;
  passengers: readonly ReviewerPlace[];
  customerId: number;
}): boolean {
  if (input.status !== 'confirmed') return false;
  return input.passengers.some(
    (place) => place.customerId === input.customerId && place.passengerStatus !== 'cancelled',
  );
}
