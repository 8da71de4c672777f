// YOUR BOOKINGS: the scope switch (tabs, or the folding menu below 768 px) and the chosen scope's
// cards, or its empty text.
import { useId } from 'react';
import type { BookingSummary } from '../../../../shared/contract/bookings.ts';
import { type DashboardScope, emptyScopeText } from '../../../../shared/domain/booking-rules.ts';
import { bookingsInScope } from '../scopes.ts';
import { useRenderedCount } from '../../../ui/use-rendered-count.ts';
import { BookingCard } from './booking-card.tsx';
import { BookingListSkeleton } from './dashboard-skeleton.tsx';
import { ScopeMenu, ScopeTabs } from './scope-tabs.tsx';

type Props = {
  scope: DashboardScope;
  onScopeChange: (scope: DashboardScope) => void;
  /** undefined while loading; null when loading failed. */
  bookings: readonly BookingSummary[] | undefined | null;
  serverNow: string;
  onRetry: () => void;
};

// Four cards fill a phone's screen and a desktop's first two rows; the rest come after the paint.
const FIRST_CARDS = 4;
const laterCardClass =
  '[content-visibility:auto] [contain-intrinsic-size:auto_268px] min-[400px]:[contain-intrinsic-size:auto_143px]';

export function YourBookings({ scope, onScopeChange, bookings, serverNow, onRetry }: Props) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (item: DashboardScope) => `${baseId}-tab-${item}`;
  const shown = bookings ? bookingsInScope(bookings, scope) : [];
  const rendered = useRenderedCount(shown.length, FIRST_CARDS);
  return (
    <section aria-labelledby="bookings-heading">
      <h1 id="bookings-heading" className="mb-4 text-2xl font-bold tracking-wide">
        YOUR BOOKINGS
      </h1>
      <ScopeTabs scope={scope} onChange={onScopeChange} panelId={panelId} tabId={tabId} />
      <ScopeMenu scope={scope} onChange={onScopeChange} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(scope)} className="pt-5">
        {bookings === undefined ? (
          <BookingListSkeleton />
        ) : bookings === null ? (
          <div className="rounded-md bg-white p-6 ring-1 ring-slate-200">
            <p className="mb-3">Sorry! There was an error loading bookings.</p>
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 font-semibold text-brand underline underline-offset-2"
            >
              Try again
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-md bg-white p-6 text-slate-700 ring-1 ring-slate-200">{emptyScopeText(scope)}</p>
        ) : (
          // One column below the desktop, as wide as the screen: a card not drawn keeps the size it
          // was last drawn at (content-visibility), and an auto column would grow to hold it after
          // the screen turned or shrank.
          <ul className="grid grid-cols-1 gap-4 desktop:grid-cols-2" aria-label={`${shown.length} ${scope} bookings`}>
            {shown.slice(0, rendered).map((booking, index) => (
              // The cards that follow the first paint are not laid out or painted until they near
              // the screen (content-visibility), so adding them costs their DOM alone; the size held
              // for one is a card's least height (booking-card.tsx), kept once it is drawn.
              <li key={booking.id} className={index < FIRST_CARDS ? undefined : laterCardClass}>
                <BookingCard booking={booking} serverNow={serverNow} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
