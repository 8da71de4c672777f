// One passenger of the booking: displayed name, pill, price (the fee for a
// cancelled passenger, with no extras), extras in their order, personal-info status, cabin and deck,
// and the lead's actions.
import type { Booking, Extra, Passenger } from '../../../../../shared/contract/bookings.ts';
import { extraLabel, formatExtraValue, sortExtras } from '../../../../../shared/domain/extras.ts';
import { formatMoney } from '../../../../../shared/domain/money.ts';
import { type PassengerPill, passengerDisplayName, passengerPill } from '../../../../../shared/domain/passengers.ts';
import { Button } from '../../../../ui/button.tsx';
import { InfoTooltip } from './spot-tooltip.tsx';

const pillText: Record<Exclude<PassengerPill, null>, string> = {
  cancelled: 'Cancelled',
  fully_paid: 'Fully Paid',
  deposit: 'Deposit Paid',
};
const pillClass: Record<Exclude<PassengerPill, null>, string> = {
  cancelled: 'bg-red-100 text-red-800',
  fully_paid: 'bg-green-100 text-green-800',
  deposit: 'bg-amber-100 text-amber-900',
};
const infoText: Record<Passenger['personalInfoStatus'], string> = {
  complete: 'Personal details complete',
  partial: 'Personal details incomplete',
  empty: 'Personal details missing',
};
const deckText: Record<Passenger['deck'], string | null> = {
  above: 'Above deck',
  lower: 'Lower deck',
  default: null,
};

export const UNASSIGNED_SPOT_TEXT = 'The lead passenger needs to assign someone to this spot.';

/** No customer linked and nothing known yet: a spot only the lead can fill. */
export const isUnassignedSpot = (p: Passenger) => p.customerId === null && p.personalInfoStatus === 'empty';

function extraAmount(extra: Extra, currency: Booking['currencyCode']): string {
  const each = formatExtraValue(extra, currency);
  return extra.valueType === 'fixed' && extra.quantity > 1 ? `${extra.quantity} × ${each}` : each;
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-900' : ''}`}>
      <dt className={strong ? '' : 'text-slate-700'}>{term}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

type Props = {
  passenger: Passenger;
  booking: Booking;
  /** What this passenger owes of the booking total (passenger-dues.ts): the pill compares with it. */
  dueCents: number;
  viewerIsLead: boolean;
  disabled: boolean;
  onEdit: () => void;
  onInvite: () => void;
};

export function PassengerCard({ passenger: p, booking, dueCents, viewerIsLead, disabled, onEdit, onInvite }: Props) {
  const name = passengerDisplayName(p, { leadCustomerId: booking.customerId, viewerIsLead });
  const pill = passengerPill(p, dueCents);
  const cancelled = p.passengerStatus === 'cancelled';
  const currency = booking.currencyCode;
  const cabin = [p.shipType, deckText[p.deck]].filter(Boolean).join(', ');
  const canInvite = viewerIsLead && !disabled && !cancelled && p.customerId === null;
  return (
    <article aria-label={name} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {pill ? (
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase ${pillClass[pill]}`}>
            {pillText[pill]}
          </span>
        ) : null}
        {!viewerIsLead && isUnassignedSpot(p) ? (
          <InfoTooltip label="About this spot">{UNASSIGNED_SPOT_TEXT}</InfoTooltip>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {infoText[p.personalInfoStatus]}
        {cabin ? <span> · {cabin}</span> : null}
      </p>

      <dl className="mt-3 space-y-1 text-sm">
        {cancelled ? (
          <Row term="Cancellation fee" value={formatMoney(p.cancellationFeeCents, currency)} strong />
        ) : (
          <>
            <Row term="Price" value={formatMoney(p.unitPriceCents, currency)} />
            {sortExtras(p.passengerExtras).map((extra) => (
              <Row key={extra.id} term={`${extraLabel(extra)}: ${extra.name}`} value={extraAmount(extra, currency)} />
            ))}
            <Row term="Total" value={formatMoney(p.totalPriceCents, currency)} strong />
          </>
        )}
      </dl>

      {viewerIsLead && !disabled ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {!cancelled ? (
            <Button variant="secondary" onClick={onEdit}>
              EDIT DETAILS<span className="sr-only">: {name}</span>
            </Button>
          ) : null}
          {canInvite ? (
            <Button variant="secondary" onClick={onInvite}>
              Invite<span className="sr-only"> a passenger to this spot</span>
            </Button>
          ) : null}
          {canInvite && p.invitationPending ? (
            <span className="text-sm text-slate-700">An invitation is waiting to be accepted.</span>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
