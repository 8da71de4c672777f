// The portal's date formats, in one place. Their Moment-style patterns map to luxon tokens:
// 'Do MMMM, YYYY' -> '21st November, 2026'; 'D MMM, YYYY' -> '21 Nov, 2026'; 'h:mma' -> '4:05pm'
// (the time style of every screen), and 'h:mm a' -> '4:05 pm' (the payment dialog's success step).
import { DateTime, Settings } from 'luxon';

// The formats are English. Without a default locale, luxon asks Intl for the system's locale on
// its first date (new Intl.DateTimeFormat().resolvedOptions()), a cost an offline start's first
// render would pay; with 'en-US' it formats from its own English
// tables and never needs Intl for these patterns.
Settings.defaultLocale = 'en-US';

type DateInput = string | Date | DateTime;

function toDateTime(value: DateInput, zone?: string): DateTime {
  const dt =
    value instanceof DateTime
      ? value
      : value instanceof Date
        ? DateTime.fromJSDate(value)
        : DateTime.fromISO(value, { setZone: false });
  return zone ? dt.setZone(zone) : dt;
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** 'Do MMMM, YYYY' */
export function formatLongDate(value: DateInput, zone?: string): string {
  const dt = toDateTime(value, zone);
  return `${ordinal(dt.day)} ${dt.toFormat('MMMM, yyyy', { locale: 'en-US' })}`;
}

/** 'D MMM, YYYY' */
export function formatCompactDate(value: DateInput, zone?: string): string {
  return toDateTime(value, zone).toFormat('d LLL, yyyy', { locale: 'en-US' });
}

/** 'h:mma': messages, payments, invoices, booking expiry and status bar. */
export function formatTime(value: DateInput, zone?: string): string {
  return toDateTime(value, zone).toFormat('h:mma', { locale: 'en-US' }).toLowerCase();
}

/** 'h:mm a': the payment dialog's success step, whose time is written with a space. */
export function formatReceiptTime(value: DateInput, zone?: string): string {
  return toDateTime(value, zone).toFormat('h:mm a', { locale: 'en-US' }).toLowerCase();
}

/**
 * 'DD/MM/YYYY' (notification due dates). A due date is a calendar day, written by the server as
 * noon UTC of that day: read in UTC it is the same day on every device, as on the booking page.
 */
export function formatDueDate(value: DateInput): string {
  return toDateTime(value, 'utc').toFormat('dd/LL/yyyy');
}

/**
 * 'in 3 months' / '2 days ago', relative to the server's now (never the device clock). Rounded to
 * the nearest unit (luxon truncates by default: 150 days would read 'in 4 months').
 */
export function formatRelative(value: DateInput, now: DateInput): string {
  return toDateTime(value).toRelative({ base: toDateTime(now), locale: 'en-US', rounding: 'round' }) ?? '';
}
