import type { Booking } from '../../../../shared/contract/bookings.ts';
import { tripDay } from '../../../../shared/domain/booking-rules.ts';
import { formatCompactDate } from '../../../../shared/domain/dates.ts';
import { SectionCard } from './section-card.tsx';

/** The route day by day, each with its date (booking-rules tripDay: the rule the dates block uses). */
export function ItinerarySection({ booking }: { booking: Booking }) {
  const days = [...booking.direction.itinerary].sort((a, b) => a.day - b.day);
  if (days.length === 0) return null;
  return (
    <SectionCard id="itinerary" title="Itinerary">
      <ol className="flex flex-col gap-4">
        {days.map((day) => {
          const date = tripDay(booking.departAt, day.day);
          return (
            <li key={day.day} className="grid grid-cols-[4.5rem_1fr] gap-3 print:break-inside-avoid">
              <span className="h-fit rounded bg-brand-light px-2 py-1 text-center text-sm font-bold text-brand-dark">
                Day {day.day}
              </span>
              <div>
                <h3 className="font-semibold">{day.title}</h3>
                <p className="text-sm text-slate-600">
                  <time dateTime={date}>{formatCompactDate(date)}</time>
                </p>
                <p className="text-slate-700">{day.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
