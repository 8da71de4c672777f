// A passenger row's details (PASSENGER_DETAILS) as stored: the columns carry the details' own
// names, so the update statement and the presenter take exactly the defined fields.
import { PASSENGER_FIELDS, type PassengerField } from '../../shared/domain/forms/passenger.ts';
import type { passengers } from '../db/schema.ts';

/** Every defined detail is a column of the same name (a compile error otherwise). */
export type StoredDetails = Pick<typeof passengers.$inferSelect, PassengerField>;

export function storedDetails(row: StoredDetails): StoredDetails {
  return Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, row[field]])) as StoredDetails;
}

/**
 * The request's details with every missing key filled from what is stored: an app of an earlier
 * version does not send a field added since, and that must keep the stored value, not clear it.
 */
export function withStoredDetails(row: StoredDetails, given: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...given };
  for (const field of PASSENGER_FIELDS) if (!Object.hasOwn(given, field)) merged[field] = row[field];
  return merged;
}
