// What every booking page shares: the header title 'Cruise #id' / 'Booking #id' (cleared when
// leaving) and the top navigation. Credit Notes and Review join the navigation once the booking
// screen knows whether the booking has credit notes and has departed.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useHeaderTitle } from '../features/shell/header-title.ts';
import { currentBrand } from '../lib/brand.ts';

const tabClass =
  'inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-slate-700 hover:text-brand';
const activeTab = { className: `${tabClass} border-brand! text-brand`, 'aria-current': 'page' as const };

export function BookingFrame({ id, children }: { id: number; children: ReactNode }) {
  const brand = currentBrand();
  useHeaderTitle(`${brand.bookingHeaderPrefix} #${id}`);
  return (
    <div>
      <nav aria-label="Booking" className="mb-6 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          <li>
            <Link to="/" className={tabClass}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link
              to="/bookings/$id"
              params={{ id }}
              className={tabClass}
              activeOptions={{ exact: true }}
              activeProps={activeTab}
            >
              Your {brand.bookingNoun}
            </Link>
          </li>
          <li>
            <Link to="/bookings/$id/messages" params={{ id }} className={tabClass} activeProps={activeTab}>
              Messages
            </Link>
          </li>
          <li>
            <Link to="/bookings/$id/payments" params={{ id }} className={tabClass} activeProps={activeTab}>
              Payments
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </div>
  );
}
