// What each role receives of the booking's passengers, checked on every answer of the access
// matrix. A fellow passenger gets of the other passengers only the fields on the contract's lists
// (FELLOW_PASSENGER_FIELDS for a passenger, FELLOW_RECIPIENT_FIELDS for a visa-letter recipient), so
// a field added to an answer is private until it is put on a list; their own entry is theirs in
// full. The lead receives every passenger's details.
import { FELLOW_PASSENGER_FIELDS } from '../../../src/shared/contract/bookings.ts';
import { FELLOW_RECIPIENT_FIELDS } from '../../../src/shared/contract/visa-letter.ts';
import type { Role } from './world.ts';

type Entry = { entry: Record<string, unknown>; allowed: readonly string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every passenger in an answer (a record with a passenger status) and every visa-letter recipient. */
function passengerEntries(value: unknown, underRecipients = false): Entry[] {
  if (Array.isArray(value)) return value.flatMap((item) => passengerEntries(item, underRecipients));
  if (!isObject(value)) return [];
  const own: Entry[] = [];
  // A record has a numeric id (a schema describing one, in the OpenAPI document, does not).
  if (typeof value.id === 'number' && 'passengerStatus' in value)
    own.push({ entry: value, allowed: FELLOW_PASSENGER_FIELDS });
  else if (typeof value.id === 'number' && underRecipients)
    own.push({ entry: value, allowed: FELLOW_RECIPIENT_FIELDS });
  return [...own, ...Object.entries(value).flatMap(([key, child]) => passengerEntries(child, key === 'recipients'))];
}

/** What the answer gives away that the role may not have, one line per passenger entry. */
export function passengerFieldLeaks(role: Role, body: unknown, fellowPlaceId: number): string[] {
  const leaks: string[] = [];
  for (const { entry, allowed } of passengerEntries(body)) {
    const unlisted = Object.keys(entry).filter((field) => !allowed.includes(field));
    if (role === 'fellow' && entry.id !== fellowPlaceId && unlisted.length > 0)
      leaks.push(`another passenger's ${unlisted.join(', ')} (passenger ${String(entry.id)})`);
    if (role === 'lead' && 'passengerStatus' in entry && !('email' in entry))
      leaks.push(`the lead did not get passenger ${String(entry.id)}'s details`);
  }
  return leaks;
}
