// Pre-departure info and the travel group. The server sends them only to a viewer who may see them
// (confirmed and fully paid; the group within 6 months of departure) and null otherwise.
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { SectionCard } from './section-card.tsx';
import { ServerHtml } from './server-html.tsx';

export function PreDepartureSection({ booking }: { booking: Booking }) {
  const html = booking.direction.preDepartureInfo;
  if (!html) return null;
  return (
    <SectionCard id="pre-departure" title="Pre-departure information">
      <ServerHtml html={html} />
    </SectionCard>
  );
}

export function GroupLink({ booking }: { booking: Booking }) {
  const url = booking.direction.facebookGroup;
  if (!url) return null;
  return (
    <SectionCard id="travel-group" title="Travel group">
      <p className="mb-3 text-slate-700">Meet your fellow travellers and share plans before you go.</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
      >
        Join the group on Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </SectionCard>
  );
}
