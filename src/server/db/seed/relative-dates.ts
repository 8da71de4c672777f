// Every demo date is an offset from the seed's `now`, so the bookings keep their situations
// (expires in 3 days, balance overdue, departs in 18 days...) whenever the demo is started.
import { DateTime } from 'luxon';

export type RelativeDates = {
  /** An instant `days` (and `hours`) away from now; negative is the past. */
  at: (days: number, hours?: number) => Date;
  /** A departure: noon UTC on the calendar day `days` away, so it never shifts across midnight. */
  departure: (days: number) => Date;
  /** A calendar day ('YYYY-MM-DD', UTC) `days` away, for `date` columns such as paymentDueDate. */
  day: (days: number) => string;
};

export function relativeDates(now: Date): RelativeDates {
  const base = DateTime.fromJSDate(now, { zone: 'utc' });
  return {
    at: (days, hours = 0) => base.plus({ days, hours }).toJSDate(),
    departure: (days) => base.startOf('day').plus({ days, hours: 12 }).toJSDate(),
    day: (days) => base.plus({ days }).toISODate() ?? '',
  };
}
