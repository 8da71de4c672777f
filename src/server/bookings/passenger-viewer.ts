// Who is looking at a passenger, which decides how much of it they receive (least data):
// - 'lead': the booking's lead customer, who manages every place: everything;
// - 'self': the passenger themself: their own full details;
// - 'fellow': another traveller on the booking: only what the passenger list shows them, the
//   contract's FELLOW_* lists. A field not on such a list is never sent to a fellow passenger.
export type PassengerViewer = 'lead' | 'self' | 'fellow';

export function passengerViewer(
  passenger: { customerId: number | null },
  booking: { customerId: number },
  viewerId: number,
): PassengerViewer {
  if (booking.customerId === viewerId) return 'lead';
  return passenger.customerId === viewerId ? 'self' : 'fellow';
}

/** All of `value` for the lead and the passenger themself; only `fellowFields` for a fellow passenger. */
export function shownTo<T extends object, K extends keyof T>(
  viewer: PassengerViewer,
  value: T,
  fellowFields: readonly K[],
): T | Pick<T, K> {
  if (viewer !== 'fellow') return value;
  const shown = {} as Pick<T, K>;
  for (const field of fellowFields) shown[field] = value[field];
  return shown;
}
