import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { meQuery } from '../features/session/api.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { InPreparation } from './in-preparation.tsx';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data } = useQuery(meQuery());
  const customer = data?.customer;
  return (
    <div className="grid gap-6 tablet:grid-cols-[1fr_18rem]">
      <section aria-labelledby="bookings-heading">
        <h1 id="bookings-heading" className="mb-4 text-2xl font-bold tracking-wide">
          YOUR BOOKINGS
        </h1>
        <InPreparation>Your bookings list is being prepared and will appear here soon.</InPreparation>
      </section>
      {customer ? (
        <aside aria-labelledby="profile-heading" className="rounded-md bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="profile-heading" className="mb-3 text-lg font-semibold">
            {customer.fullName || customer.email}
          </h2>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{customer.email}</dd>
            {customer.phoneNumber ? (
              <>
                <dt className="font-semibold">Number</dt>
                <dd>{customer.phoneNumber}</dd>
              </>
            ) : null}
          </dl>
          <Link
            to="/profile"
            className="inline-flex min-h-11 items-center rounded-md border border-brand px-4 font-semibold tracking-wide text-brand uppercase hover:bg-slate-50"
          >
            EDIT PROFILE
          </Link>
        </aside>
      ) : null}
    </div>
  );
}
