// "Last synced 21 November, 10:04 am" in the traveller's own time zone: it is when this device
// last heard from the server, not a business date, so the device clock is the right one. The year
// is added when it is not the current one. Intl rather than luxon: this banner is in the first
// paint's JavaScript, and luxon would add 21 KB gzip to it.
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

export function formatLastSynced(at: number, now: number = Date.now()): string {
  const when = new Date(at);
  const sameYear = when.getFullYear() === new Date(now).getFullYear();
  const day = (sameYear ? dayMonth : dayMonthYear).format(when);
  const time = clock.format(when).replace(/\s/g, ' ').toLowerCase();
  return `Last synced ${day}, ${time}`;
}
