// "Last synced 21 November, 10:04am" in the traveller's own time zone: it is when this device
// last heard from the server, not a business date, so the device clock is the right one. The year
// is added when it is not the current one. Written out by hand from Date's local getters: the
// banner shows on an offline start, where creating Intl formatters (ICU's first use) is a cost
// of its own, and luxon is not in this chunk.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatLastSynced(at: number, now: number = Date.now()): string {
  const when = new Date(at);
  const sameYear = when.getFullYear() === new Date(now).getFullYear();
  const day = `${when.getDate()} ${MONTHS[when.getMonth()]}${sameYear ? '' : ` ${when.getFullYear()}`}`;
  return `Last synced ${day}, ${clockTime(when)}`;
}

/** The short form for the one-line banner: the time when it is today, else the day ("21 Nov"). */
export function formatSavedAt(at: number, now: number = Date.now()): string {
  const when = new Date(at);
  const today = new Date(now);
  const sameDay = when.toDateString() === today.toDateString();
  if (!sameDay) return `${when.getDate()} ${MONTHS[when.getMonth()]?.slice(0, 3)}`;
  return clockTime(when);
}

function clockTime(when: Date): string {
  const hours = when.getHours();
  return `${hours % 12 || 12}:${String(when.getMinutes()).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}
