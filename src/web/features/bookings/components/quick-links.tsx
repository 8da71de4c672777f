// Shortcuts to the parts of the booking a traveller looks for: itinerary, FAQs, pre-departure info
// and the group (when the server sent them), the visa letter, messages, and the booking's dates as
// a calendar file.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { AddToCalendarItem } from './add-to-calendar-link.tsx';
import { jumpTo } from './jump-to.ts';
import { quickLinkClass } from './quick-link-class.ts';

const chip = quickLinkClass;

function Jump({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} className={chip} onClick={(event) => jumpTo(event, to)}>
      {children}
    </a>
  );
}

export function QuickLinks({ booking, visaLetter }: { booking: Booking; visaLetter: ReactNode }) {
  const { direction } = booking;
  return (
    <nav aria-label="Quick links" className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {direction.itinerary.length > 0 ? (
          <li>
            <Jump to="itinerary">Itinerary</Jump>
          </li>
        ) : null}
        {direction.faqs.length > 0 ? (
          <li>
            <Jump to="faqs">FAQs</Jump>
          </li>
        ) : null}
        {direction.preDepartureInfo ? (
          <li>
            <Jump to="pre-departure">Pre-departure info</Jump>
          </li>
        ) : null}
        {direction.facebookGroup ? (
          <li>
            <a href={direction.facebookGroup} target="_blank" rel="noopener noreferrer" className={chip}>
              Travel group<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        {visaLetter ? <li>{visaLetter}</li> : null}
        <li>
          <Link to="/bookings/$id/messages" params={{ id: booking.id }} className={chip}>
            Messages
          </Link>
        </li>
        <AddToCalendarItem booking={booking} className={chip} />
      </ul>
    </nav>
  );
}
