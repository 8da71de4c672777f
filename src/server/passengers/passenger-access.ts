// Who may change a passenger, and the answers when they may not:
// - only the booking's lead changes passengers; other travellers only read
// - nothing changes on a cancelled or expired booking, or for a cancelled passenger
// - within 30 days of departure (canBeChanged false) filled details are read-only, but the lead may
//   still fill details that are empty: the passenger form keeps empty fields open and captions the
//   button ADD DETAILS for a passenger that can no longer be changed, so the server accepts exactly
//   that and refuses any change to a filled field
// - removal is a passenger action of the contract, but the UI tells the lead to contact sales, so
//   DELETE always answers 403 with that note for the lead (and the only-the-lead answer for
//   everyone else)
import type { Brand } from '../../shared/domain/brands.ts';
import type { BookingStatus } from '../../shared/domain/booking-status.ts';
import { LOCKED_WITHIN_30_DAYS, type PassengerFormData, sameDetail } from '../../shared/domain/forms/passenger.ts';
import { passengerLockRefusal } from '../../shared/domain/passenger-lock.ts';
import type { PassengerRow } from '../bookings/load-booking.ts';

export const ONLY_LEAD_CHANGES = 'Only the lead passenger can change passenger details.';
export const PASSENGER_CLOSED = 'This passenger can no longer be changed.';

export const lockedWithin30Days = (brand: Brand) => passengerLockRefusal(brand.contact.reservationsEmail);

export const contactSalesToRemove = (brand: Brand) =>
  `Please contact our sales team at ${brand.contact.salesEmail} to remove a passenger.`;

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The filled fields this update would change that the 30-day rule locks (empty stored fields may always be filled). */
export function changedFilledFields(row: PassengerRow, data: PassengerFormData): string[] {
  return LOCKED_WITHIN_30_DAYS.filter((field) => !blank(row[field]) && !sameDetail(field, row[field], data[field]));
}

/** Why this update may not happen, or null when it may. */
export function updateRefusal(input: {
  viewerIsLead: boolean;
  bookingStatus: BookingStatus;
  passenger: PassengerRow;
  canBeChanged: boolean;
  data: PassengerFormData | null; // null: decide before the body is read
  brand: Brand;
}): string | null {
  if (!input.viewerIsLead) return ONLY_LEAD_CHANGES;
  if (
    input.bookingStatus === 'cancelled' ||
    input.bookingStatus === 'expired' ||
    input.passenger.passengerStatus === 'cancelled'
  )
    return PASSENGER_CLOSED;
  if (input.canBeChanged || input.data === null) return null;
  return changedFilledFields(input.passenger, input.data).length > 0 ? lockedWithin30Days(input.brand) : null;
}
