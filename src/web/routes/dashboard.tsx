// The dashboard: YOUR BOOKINGS by scope, with the profile sidebar. The route's loader
// has asked for the bookings (features/bookings/api/load-bookings.ts); this page reads the cache.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { DashboardScope } from '../../shared/domain/booking-rules.ts';
import { bookingsQuery } from '../features/bookings/api/booking-queries.ts';
import { ProfileCardSkeleton } from '../features/dashboard/components/dashboard-skeleton.tsx';
import { ProfileCard } from '../features/dashboard/components/profile-card.tsx';
import { YourBookings } from '../features/dashboard/components/your-bookings.tsx';
import { parseScope } from '../features/dashboard/scopes.ts';
import { meQuery } from '../features/session/api.ts';
import { initials } from '../ui/initials.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { usePageSnapshots } from '../offline/use-page-snapshots.ts';

const layoutClass = 'grid items-start gap-6 tablet:grid-cols-[1fr_16rem] desktop:grid-cols-[1fr_20rem]';

function Sidebar() {
  const { data } = useQuery(meQuery());
  if (!data) return <ProfileCardSkeleton />;
  const { customer } = data;
  return (
    <aside aria-label="Your profile">
      <ProfileCard customer={customer} initials={initials(customer.firstName, customer.lastName, customer.email)} />
    </aside>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  usePageSnapshots();
  const scope = parseScope(useSearch({ strict: false }).scope);
  const navigate = useNavigate();
  const me = useQuery(meQuery());
  const list = useQuery(bookingsQuery());
  const bookings = list.data ?? (list.isError ? null : undefined);
  const changeScope = (next: DashboardScope) => void navigate({ to: '/', search: { scope: next }, replace: true });
  return (
    <div className={layoutClass}>
      <YourBookings
        scope={scope}
        onScopeChange={changeScope}
        bookings={bookings}
        serverNow={me.data?.serverNow ?? new Date().toISOString()}
        onRetry={() => void list.refetch()}
      />
      <Sidebar />
    </div>
  );
}

/** While the loader waits for the bookings: the same layout with placeholders. */
export function DashboardPending() {
  const scope = parseScope(useSearch({ strict: false }).scope);
  return (
    <div className={layoutClass}>
      <YourBookings scope={scope} onScopeChange={() => {}} bookings={undefined} serverNow="" onRetry={() => {}} />
      <Sidebar />
    </div>
  );
}
