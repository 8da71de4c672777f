// The booking's passengers: sorted, each with its name, pill, price and details. The lead edits
// details, invites onto open spots and is told to contact sales to remove someone; everyone else
// only reads. Nothing can be done on an expired or cancelled booking (the booking page greys it
// out).
import { useState } from 'react';
import type { Booking, Passenger } from '../../../../../shared/contract/bookings.ts';
import { passengerDisplayName, sortPassengers } from '../../../../../shared/domain/passengers.ts';
import { detailsLocked } from '../../../../../shared/domain/passenger-lock.ts';
import { currentBrand } from '../../../../lib/brand.ts';
import { passengerDuesCents } from '../../../../../shared/domain/passenger-dues.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { LockNotice } from './lock-notice.tsx';
import { PassengerCard } from './passenger-card.tsx';
import { PassengerFormDialog } from './passenger-form-dialog.tsx';

type Props = {
  booking: Booking;
  currentCustomerId: number;
  /** The server's current time (from /customer/me): birth-year choices follow its year. */
  serverNow: string;
  /** Expired or cancelled booking: shown, but nothing can be done. */
  disabled: boolean;
};

export function PassengersSection({ booking, currentCustomerId, serverNow, disabled }: Props) {
  const brand = currentBrand();
  const viewerIsLead = booking.customerId === currentCustomerId;
  const passengers = sortPassengers(booking.passengers, booking.customerId);
  const dues = passengerDuesCents(booking.totalCents, booking.passengers);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [invitingId, setInvitingId] = useState<number | null>(null);
  // Read from the cache on every render, so an open form follows the latest booking.
  const editing = passengers.find((p) => p.id === editingId) ?? null;
  const inviting = passengers.find((p) => p.id === invitingId) ?? null;
  const currentYear = new Date(serverNow).getUTCFullYear();
  const locked = detailsLocked(passengers);
  const nameOf = (p: Passenger) => passengerDisplayName(p, { leadCustomerId: booking.customerId, viewerIsLead });

  return (
    <section aria-labelledby="passengers-title" aria-disabled={disabled || undefined}>
      <h2 id="passengers-title" className="mb-3 text-xl font-bold text-slate-900">
        Passengers
      </h2>
      {viewerIsLead && locked && !disabled ? (
        <div className="mb-3">
          <LockNotice email={brand.contact.reservationsEmail} />
        </div>
      ) : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {passengers.map((p) => (
          <li key={p.id}>
            <PassengerCard
              passenger={p}
              booking={booking}
              dueCents={dues.get(p.id) ?? p.totalPriceCents}
              viewerIsLead={viewerIsLead}
              disabled={disabled}
              onEdit={() => setEditingId(p.id)}
              onInvite={() => setInvitingId(p.id)}
            />
          </li>
        ))}
      </ul>
      {viewerIsLead && !disabled ? (
        <p className="mt-3 text-sm text-slate-700">
          Need to remove a passenger? Please contact our sales team at{' '}
          <a
            href={`mailto:${brand.contact.salesEmail}`}
            className="hit-area font-semibold break-all text-brand underline underline-offset-2"
          >
            {brand.contact.salesEmail}
          </a>
          .
        </p>
      ) : null}
      {viewerIsLead && !disabled ? (
        <>
          <PassengerFormDialog
            bookingId={booking.id}
            passenger={editing}
            displayName={editing ? nameOf(editing) : ''}
            currentYear={currentYear}
            onClose={() => setEditingId(null)}
          />
          <InviteDialog booking={booking} passenger={inviting} onClose={() => setInvitingId(null)} />
        </>
      ) : null}
    </section>
  );
}
