// A booking as the contract describes it (shared/contract/bookings.ts), derived from the stored
// facts, the viewer and the server's clock:
// - status, status-bar type and priority: shared/domain/booking-status.ts
// - status-bar amountRequired: the deposit still to pay for the deposit types, total minus paid for
//   the full-payment types, 0 for the rest
// - bookingsScope: shared/domain/booking-rules.ts bookingScope
// - passengers: personalInfoStatus, depositOutstandingCents (floored at 0) and remainingAmountCents
//   from shared/domain/passengers.ts, what each owes from passenger-dues.ts; canBeChanged from
//   booking-rules passengerCanBeChanged (30 days);
//   each as its viewer may see it (passenger-viewer.ts: a fellow passenger gets the list's fields)
// - direction.preDepartureInfo only when the viewer's passenger may see it (preDepartureVisible),
//   facebookGroup only within the group-link window (groupLinkVisible); null otherwise
// - paymentAllowed: payment-allowed.ts paymentAllowedFor (false for anyone but the lead)
// - myAccountNotice and preDepartureInfo are sanitised here, so no operator HTML leaves unchecked
import {
  type Booking,
  type BookingSummary,
  type Extra,
  FELLOW_PASSENGER_FIELDS,
  type Passenger,
  type StatusBar,
} from '../../shared/contract/bookings.ts';
import {
  bookingScope,
  groupLinkVisible,
  passengerCanBeChanged,
  preDepartureVisible,
} from '../../shared/domain/booking-rules.ts';
import {
  type BookingFacts,
  type BookingStatus,
  bookingStatus,
  depositRemainingCents,
  type StatusBarType,
  statusBarPriority,
  statusBarType,
} from '../../shared/domain/booking-status.ts';
import { sortExtras } from '../../shared/domain/extras.ts';
import { passengerDuesCents } from '../../shared/domain/passenger-dues.ts';
import {
  depositOutstandingCents,
  fullName,
  personalInfoStatus,
  remainingAmountCents,
  sortPassengers,
  withInfoStatus,
} from '../../shared/domain/passengers.ts';
import { fullNameOf } from '../customers/present-customer.ts';
import { storedDetails } from '../passengers/passenger-details.ts';
import { bookingFacts, passengerFacts, sanitizedOrNull, viewerPassenger } from './booking-facts.ts';
import type {
  BookingRow,
  DirectionRow,
  ExtraRow,
  LoadedBooking,
  PassengerExtraRow,
  PassengerRow,
  ProductRow,
} from './load-booking.ts';
import { openInvitationPassengerIds } from './load-booking.ts';
import { type PassengerViewer, passengerViewer, shownTo } from './passenger-viewer.ts';
import { paymentAllowedFor } from './payment-allowed.ts';

const DEPOSIT_TYPES: ReadonlySet<StatusBarType> = new Set([
  'secure_booking_deposit',
  'deposit_overdue',
  'deposit_required',
]);
const FULL_PAYMENT_TYPES: ReadonlySet<StatusBarType> = new Set([
  'secure_booking_full_payment',
  'full_payment_overdue',
  'full_payment_required',
]);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentExtra(row: ExtraRow | PassengerExtraRow): Extra {
  return {
    id: row.id,
    name: row.name,
    amountCents: row.amountCents,
    quantity: row.quantity,
    extraType: row.extraType,
    valueType: row.valueType,
  };
}

/** The booking as `viewerId` sees it in a list: paymentAllowed depends on who is looking. */
export function presentSummary(
  head: { booking: BookingRow; product: ProductRow; direction: DirectionRow },
  facts: BookingFacts,
  viewerId: number,
  now: Date,
): BookingSummary {
  const { booking, product, direction } = head;
  const status = bookingStatus(facts, now);
  return {
    id: booking.id,
    brand: booking.brand,
    status,
    bookingsScope: bookingScope(status, booking.departAt, now),
    customerId: booking.customerId,
    productName: product.name,
    productDirectionName: direction.name,
    productBackgroundImageUrl: product.backgroundImageUrl,
    productDashboardBackgroundImageUrl: product.dashboardBackgroundImageUrl,
    departAt: booking.departAt.toISOString(),
    numberOfDays: booking.numberOfDays,
    transportName: booking.transportName,
    expire: iso(booking.expireAt),
    paymentDueDate: booking.paymentDueDate,
    totalCents: booking.totalCents,
    paidCents: booking.paidCents,
    currencyCode: booking.currencyCode,
    paymentAllowed: paymentAllowedFor(booking, viewerId, now),
  };
}

export function presentStatusBar(booking: BookingRow, facts: BookingFacts, now: Date): StatusBar {
  const type = statusBarType(facts, now);
  const amountRequired = DEPOSIT_TYPES.has(type)
    ? depositRemainingCents(facts)
    : FULL_PAYMENT_TYPES.has(type)
      ? Math.max(0, booking.totalCents - booking.paidCents)
      : 0;
  return {
    bookingId: booking.id,
    type,
    priority: statusBarPriority(type),
    data: { amountRequired, paymentAllocationEnabled: booking.paymentAllocationEnabled },
  };
}

/** One passenger as `viewer` may see it: a fellow passenger gets only FELLOW_PASSENGER_FIELDS. */
export function presentPassenger(
  row: PassengerRow,
  extras: PassengerExtraRow[],
  context: {
    invitationPending: boolean;
    /** What the passenger owes of the booking total (passenger-dues.ts). */
    dueCents: number;
    /** canBeChangedRule of the booking, shared by its passengers (it only varies with cancellation). */
    canBeChanged: (passengerCancelled: boolean) => boolean;
  },
  viewer: PassengerViewer,
): Passenger {
  const facts = passengerFacts(row);
  const full: Required<Passenger> = {
    id: row.id,
    bookingId: row.bookingId,
    customerId: row.customerId,
    ...storedDetails(row),
    fullName: fullName(facts),
    passengerStatus: row.passengerStatus,
    personalInfoStatus: personalInfoStatus(facts),
    canBeChanged: context.canBeChanged(row.passengerStatus === 'cancelled'),
    shipType: row.shipType,
    deck: row.deck,
    unitPriceCents: row.unitPriceCents,
    totalPriceCents: row.totalPriceCents,
    cancellationFeeCents: row.cancellationFeeCents,
    amountPaidCents: row.amountPaidCents,
    depositCents: row.depositCents,
    depositOutstandingCents: depositOutstandingCents(facts),
    remainingAmountCents: remainingAmountCents(facts, context.dueCents),
    passengerExtras: sortExtras(extras).map(presentExtra),
    invitationPending: context.invitationPending,
  };
  return shownTo(viewer, full, FELLOW_PASSENGER_FIELDS);
}

/**
 * booking-rules passengerCanBeChanged for one booking at one time: the same for every passenger
 * but for the cancelled flag, so worked out at most once per flag (its date arithmetic was a large
 * share of presenting a booking with several passengers).
 */
export function canBeChangedRule(context: {
  status: BookingStatus;
  departAt: Date;
  now: Date;
}): (passengerCancelled: boolean) => boolean {
  const known = new Map<boolean, boolean>();
  return (passengerCancelled) => {
    let answer = known.get(passengerCancelled);
    if (answer === undefined) {
      answer = passengerCanBeChanged({
        departAt: context.departAt,
        now: context.now,
        bookingStatus: context.status,
        passengerCancelled,
      });
      known.set(passengerCancelled, answer);
    }
    return answer;
  };
}

/**
 * The passengers of a loaded booking, in their display order, as `viewerId` may see them. `dues`:
 * what each owes of the booking total (passenger-dues.ts).
 */
export function presentPassengers(
  loaded: LoadedBooking,
  status: BookingStatus,
  dues: ReadonlyMap<number, number>,
  viewerId: number,
  now: Date,
): Passenger[] {
  const sorted = sortPassengers(
    loaded.passengers.map((row) => ({ ...withInfoStatus(passengerFacts(row)), row })),
    loaded.booking.customerId,
  );
  const invited = openInvitationPassengerIds(loaded, now);
  const canBeChanged = canBeChangedRule({ status, departAt: loaded.booking.departAt, now });
  return sorted.map(({ row }) =>
    presentPassenger(
      row,
      loaded.passengerExtras.filter((extra) => extra.passengerId === row.id),
      { invitationPending: invited.has(row.id), dueCents: dues.get(row.id) ?? row.totalPriceCents, canBeChanged },
      passengerViewer(row, loaded.booking, viewerId),
    ),
  );
}

export function presentBooking(loaded: LoadedBooking, viewerId: number, now: Date): Booking {
  const { booking, direction, lead } = loaded;
  const facts = bookingFacts(booking, direction, loaded.passengers);
  const summary = presentSummary(loaded, facts, viewerId, now);
  const dues = passengerDuesCents(booking.totalCents, loaded.passengers);
  const passengers = presentPassengers(loaded, summary.status, dues, viewerId, now);
  const own = viewerPassenger(loaded.passengers, viewerId);
  const ownConfirmed = own?.passengerStatus === 'confirmed';
  const preDepartureInfo = sanitizedOrNull(direction.preDepartureInfo);
  const showPreDeparture = preDepartureVisible({
    passengerConfirmed: ownConfirmed,
    paymentAllocationEnabled: booking.paymentAllocationEnabled,
    passengerPaidCents: own?.amountPaidCents ?? 0,
    passengerTotalCents: own ? (dues.get(own.id) ?? own.totalPriceCents) : 0,
    bookingPaidCents: booking.paidCents,
    bookingTotalCents: booking.totalCents,
    hasPreDepartureInfo: preDepartureInfo !== null,
  });
  const showGroupLink = groupLinkVisible({
    passengerConfirmed: ownConfirmed,
    departAt: booking.departAt,
    now,
    hasGroupLink: Boolean(direction.facebookGroupUrl?.trim()),
  });
  return {
    ...summary,
    unallocatedCents: booking.unallocatedCents,
    depositRemainingCents: depositRemainingCents(facts),
    depositPerPassengerCents: booking.depositPerPassengerCents,
    isCharter: booking.isCharter,
    isYachtCharter: booking.isYachtCharter,
    paymentAllocationEnabled: booking.paymentAllocationEnabled,
    hasCreditNotes: loaded.creditNoteIds.length > 0,
    myAccountNotice: sanitizedOrNull(booking.myAccountNotice),
    termsTemplate: booking.termsTemplate,
    bankTransferTemplate: booking.bankTransferTemplate,
    transferwiseTemplate: booking.transferwiseTemplate,
    passengerIds: passengers.map((passenger) => passenger.id),
    paymentIds: loaded.paymentIds,
    creditNoteIds: loaded.creditNoteIds,
    bookingStatusBar: presentStatusBar(booking, facts, now),
    direction: {
      id: direction.id,
      name: direction.name,
      itinerary: direction.itinerary,
      faqs: direction.faqs,
      preDepartureInfo: showPreDeparture ? preDepartureInfo : null,
      facebookGroup: showGroupLink ? direction.facebookGroupUrl : null,
    },
    bookingExtras: sortExtras(loaded.bookingExtras).map(presentExtra),
    passengers,
    customer: { id: lead.id, firstName: lead.firstName, fullName: fullNameOf(lead) },
    visaLetterAvailable: direction.visaLetterAvailable && ownConfirmed,
  };
}
