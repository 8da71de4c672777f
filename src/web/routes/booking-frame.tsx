// What every booking page shares: the header title 'Cruise #id' / 'Booking #id' (cleared when
// leaving) and the top navigation, named by the booking's product kind, not the host's brand
// (shared/domain/brands.ts bookingWords). Credit Notes and Review join the navigation once the booking is
// known to have credit notes or to be over and reviewable by the viewer (features/bookings/booking-nav.ts); pages other than the
// booking page read the booking from the cache or fetch it here, without waiting for it.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { type BookingNavItem, bookingNavItems, currentBookingNavItem } from '../features/bookings/booking-nav.ts';
import { useBookingWords } from '../features/bookings/use-booking-words.ts';
import { useSession } from '../features/session/api.ts';
import { useHeaderTitle } from '../features/shell/header-title.ts';
import { FoldingMenu, type FoldingMenuHandle, foldingMenuItemClass } from '../ui/folding-menu.tsx';

const tabClass =
  'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-semibold outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-brand';
const idle = `${tabClass} border-transparent text-slate-700 hover:text-brand`;
const current = `${tabClass} border-brand text-brand`;

/**
 * Each booking page draws its own frame, so the menu a traveller just used is a new one on the next
 * page: it takes focus back (the new current tab, or the folded menu's button), instead of leaving
 * focus on the page's body.
 */
let focusOnArrival: 'tab' | 'menu' | null = null;

type NavLinkProps = {
  item: BookingNavItem;
  id: number;
  active: boolean;
  label: string;
  className: string;
  onClick: () => void;
};

function NavLink({ item, id, active, label, className, onClick }: NavLinkProps) {
  const common = {
    className,
    onClick,
    'aria-current': active ? ('page' as const) : undefined,
    activeOptions: { exact: true },
  };
  switch (item) {
    case 'dashboard':
      return (
        <Link to="/" {...common}>
          {label}
        </Link>
      );
    case 'booking':
      return (
        <Link to="/bookings/$id" params={{ id }} {...common}>
          {label}
        </Link>
      );
    case 'messages':
      return (
        <Link to="/bookings/$id/messages" params={{ id }} {...common}>
          {label}
        </Link>
      );
    case 'payments':
      return (
        <Link to="/bookings/$id/payments" params={{ id }} {...common}>
          {label}
        </Link>
      );
    case 'credit_notes':
      return (
        <Link to="/bookings/$id/credit_notes" params={{ id }} {...common}>
          {label}
        </Link>
      );
    case 'review':
      return (
        <Link to="/bookings/$id/review" params={{ id }} {...common}>
          {label}
        </Link>
      );
  }
}

export function BookingFrame({ id, children }: { id: number; children: ReactNode }) {
  const words = useBookingWords(id);
  useHeaderTitle(words?.headerTitle ?? null);
  const { data: booking } = useQuery(bookingQuery(id));
  const session = useSession();
  const viewer =
    session.state === 'signed-in'
      ? { serverNow: session.current.serverNow, customerId: session.current.customer.id }
      : undefined;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const here = currentBookingNavItem(pathname);
  const labels: Record<BookingNavItem, string> = {
    dashboard: 'Dashboard',
    // Until the booking's kind is known (a cold deep link), a neutral name rather than a wrong one.
    booking: words?.yourTrip ?? 'Your booking',
    messages: 'Messages',
    payments: 'Payments',
    credit_notes: 'Credit Notes',
    review: 'Review',
  };
  const items = bookingNavItems(booking, viewer);
  const tabsRef = useRef<HTMLUListElement>(null);
  const menuRef = useRef<FoldingMenuHandle>(null);
  useEffect(() => {
    const where = focusOnArrival;
    focusOnArrival = null;
    if (where === 'menu') menuRef.current?.focus();
    if (where === 'tab') tabsRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, []);
  // Only a move to another page of this booking arrives at a new frame.
  const arriveWith = (item: BookingNavItem, where: 'tab' | 'menu') => () => {
    focusOnArrival = item !== here && item !== 'dashboard' ? where : null;
  };
  const navItem = (item: BookingNavItem, className: string, where: 'tab' | 'menu') => (
    <li key={item}>
      <NavLink
        item={item}
        id={id}
        active={item === here}
        label={labels[item]}
        className={className}
        onClick={arriveWith(item, where)}
      />
    </li>
  );
  const menuLabel = (
    <>
      <span className="sr-only">Booking menu: </span>
      {here ? labels[here] : labels.booking}
    </>
  );
  return (
    <div>
      {/* From 768 px every destination is a tab in one row; below that the row would not fit, so it
          folds behind a button naming the current page (like the dashboard's scopes). */}
      <nav aria-label="Booking" className="mb-6 print:hidden">
        <ul ref={tabsRef} className="hidden gap-1 border-b border-slate-200 tablet:flex">
          {items.map((item) => navItem(item, item === here ? current : idle, 'tab'))}
        </ul>
        <FoldingMenu ref={menuRef} label={menuLabel} className="tablet:hidden">
          {() => items.map((item) => navItem(item, foldingMenuItemClass(item === here), 'menu'))}
        </FoldingMenu>
      </nav>
      {children}
    </div>
  );
}
