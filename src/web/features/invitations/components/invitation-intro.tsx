// The top of the invitation page: the brand's greeting, who invites to what, and the Lead Passenger
// widget.
import type { Invitation } from '../../../../shared/contract/invitations.ts';
import { formatLongDate } from '../../../../shared/domain/dates.ts';
import type { Brand } from '../../../../shared/domain/brands.ts';
import { inviterName } from '../invitation-flow.ts';

export function InvitationIntro({ invitation, brand }: { invitation: Invitation; brand: Brand }) {
  const lead = invitation.leadPassenger;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{brand.greeting}</h1>
        <p className="mt-1 text-lg text-slate-800">
          <strong>{inviterName(invitation)}</strong> has invited you to {brand.company}
        </p>
      </div>
      <section aria-labelledby="lead-passenger-title" className="rounded-md bg-slate-50 p-4 ring-1 ring-slate-200">
        <h2 id="lead-passenger-title" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          Lead Passenger
        </h2>
        <p className="mt-1 text-lg font-semibold text-slate-900">{lead.fullName}</p>
        <dl className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">Trip</dt>
          <dd>{lead.productName}</dd>
          <dt className="font-semibold">Route</dt>
          <dd>{lead.directionName}</dd>
          <dt className="font-semibold">Departure</dt>
          <dd>{formatLongDate(lead.departAt)}</dd>
        </dl>
      </section>
    </div>
  );
}
