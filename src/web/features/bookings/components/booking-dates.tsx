// The dates block: departure and return always, the hold's expiry only while awaiting payment
// (said as ended once it has passed), the payment due date only when something but not everything
// is paid, and no dates at all for a cancelled booking. Departure and return are the trip's first
// and last days (booking-rules tripDay: the departure day is day 1), the same days the visa letter
// names.
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { datesShown, tripDay, tripLastDay } from '../../../../shared/domain/booking-rules.ts';
import { formatLongDate, formatTime } from '../../../../shared/domain/dates.ts';

function DateRow({ term, children, emphasis = false }: { term: string; children: string; emphasis?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 border-slate-100 py-2 not-last:border-b">
      <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className={emphasis ? 'font-bold text-red-800' : 'font-semibold'}>{children}</dd>
    </div>
  );
}

/** serverNow: the server's now (from /customer/me), never the device clock. */
export function BookingDates({ booking, serverNow }: { booking: Booking; serverNow: string }) {
  const shown = datesShown(booking);
  if (!shown.departure) return null;
  // A part-paid booking stays held past its expiry (deposit overdue): its date is not in the future.
  const holdEnded = booking.expire !== null && Date.parse(booking.expire) <= Date.parse(serverNow);
  return (
    <section
      aria-labelledby="booking-dates-heading"
      className="rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200 tablet:p-5 print:shadow-none"
    >
      <h2 id="booking-dates-heading" className="sr-only">
        Dates
      </h2>
      <dl>
        <DateRow term="Departure">{formatLongDate(tripDay(booking.departAt, 1))}</DateRow>
        <DateRow term="Return">{formatLongDate(tripLastDay(booking.departAt, booking.numberOfDays))}</DateRow>
        {shown.expiry && booking.expire ? (
          <DateRow term={holdEnded ? 'Booking hold ended' : 'Booking expires'} emphasis>
            {`${formatLongDate(booking.expire)}, ${formatTime(booking.expire)}`}
          </DateRow>
        ) : null}
        {shown.paymentDue && booking.paymentDueDate ? (
          <DateRow term="Payment due">{formatLongDate(booking.paymentDueDate)}</DateRow>
        ) : null}
      </dl>
    </section>
  );
}
