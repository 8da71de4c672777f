// The dashboard sidebar: avatar with the initials fallback, name, Born,
// Nationality, Email, Number and EDIT PROFILE.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Customer } from '../../../../shared/contract/customer.ts';

type Props = { customer: Customer; initials: string };

function Avatar({ url, initials }: { url: string | null; initials: string }) {
  // The URL that failed: a new picture (a new URL) is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return (
    <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-2xl font-bold text-slate-900 ring-4 ring-white">
      {url && url !== brokenUrl ? (
        <img src={url} alt="" className="size-full object-cover" onError={() => setBrokenUrl(url)} />
      ) : (
        <span data-testid="avatar-initials">{initials}</span>
      )}
    </span>
  );
}

/** Term and value side by side; in a narrow sidebar the value moves under its term rather than break. */
function Detail({ term, value }: { term: string; value: string | number | null }) {
  return (
    <div className="flex flex-wrap gap-x-2 gap-y-0.5 py-1.5">
      <dt className="w-26 shrink-0 font-semibold text-slate-700">{term}</dt>
      <dd className="min-w-40 flex-1 wrap-break-word">
        {value ?? <span className="text-slate-600 italic">Not provided</span>}
      </dd>
    </div>
  );
}

export function ProfileCard({ customer, initials }: Props) {
  return (
    <section aria-labelledby="profile-heading" className="rounded-md bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="mb-4 flex items-center gap-4">
        <Avatar url={customer.thumbAvatarUrl} initials={initials} />
        <h2 id="profile-heading" className="min-w-0 text-lg leading-snug font-bold wrap-anywhere">
          <span className="sr-only">Your profile: </span>
          {customer.fullName || customer.email}
        </h2>
      </div>
      <dl className="mb-5 divide-y divide-slate-100 text-sm">
        <Detail term="Born" value={customer.age} />
        <Detail term="Nationality" value={customer.nationality} />
        <Detail term="Email" value={customer.email} />
        <Detail term="Number" value={customer.phoneNumber} />
      </dl>
      <Link
        to="/profile"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-brand px-4 font-semibold tracking-wide text-brand uppercase hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        EDIT PROFILE
      </Link>
    </section>
  );
}
