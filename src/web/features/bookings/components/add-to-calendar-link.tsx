// "Add to calendar" among the booking's quick links: downloads the booking's .ics file (its dates,
// itinerary days and open deadlines). The file comes from the server, so offline it is not offered.
import { apiPath } from '../../../../shared/contract/api.ts';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { calendarPaths } from '../../../../shared/contract/calendars.ts';
import { config } from '../../../lib/config.ts';
import { useOnline } from '../../../offline/online-status.ts';

export function AddToCalendarItem({ booking, className }: { booking: Booking; className: string }) {
  const online = useOnline();
  if (!online || booking.status === 'cancelled') return null;
  return (
    <li>
      <a
        href={`${config.apiOrigin}${apiPath(calendarPaths.bookingFile(booking.id))}`}
        download={`booking-${booking.id}.ics`}
        className={className}
      >
        Add to calendar
      </a>
    </li>
  );
}
