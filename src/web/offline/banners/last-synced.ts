// "Last synced 21 November, 10:04 am" in the traveller's own time zone: it is when this device
// last heard from the server, not a business date, so the device clock is the right one. The year
// is added when it is not the current one.
import { DateTime } from 'luxon';

export function formatLastSynced(at: number, now: number = Date.now()): string {
  const when = DateTime.fromMillis(at);
  const sameYear = when.year === DateTime.fromMillis(now).year;
  const day = when.toFormat(sameYear ? 'd MMMM' : 'd MMMM yyyy', { locale: 'en-GB' });
  const time = when.toFormat('h:mm a', { locale: 'en-US' }).toLowerCase();
  return `Last synced ${day}, ${time}`;
}
