// Bookings as the portal reads them. Derived fields (status, statusBar,
// personalInfoStatus, canBeChanged, depositOutstandingCents, remainingAmountCents, paymentAllowed)
// are computed by the server from shared/domain rules and the server clock.
import * as v from 'valibot';
import { CURRENCIES } from '../domain/money.ts';
import { idString } from './ids.ts';
import { privateDetailEntries, sharedDetailEntries } from './passenger-details.ts';

export const bookingPaths = {
  list: () => '/customer/bookings',
  one: (id: number) => `/customer/bookings/${id}`,
  statusBar: (id: number) => `/customer/bookings/${id}/booking_status_bar`,
  gaCheckout: (id: number) => `/customer/bookings/${id}/ga_checkout`,
  passenger: (bookingId: number, passengerId: number) => `/customer/bookings/${bookingId}/passengers/${passengerId}`,
  visaLetter: (id: number) => `/customer/bookings/${id}/visa_letter`,
} as const;

export const BOOKING_STATUSES = ['expired', 'cancelled', 'confirmed', 'awaiting_payment', 'unknown_deposit'] as const;
export const STATUS_BAR_TYPES = [
  'cancelled',
  'expired',
  'secure_booking_full_payment',
  'secure_booking_deposit',
  'full_payment_overdue',
  'deposit_overdue',
  'full_payment_required',
  'deposit_required',
  'missing_passenger_info',
  'predeparture_information_available',
  'confirmed',
] as const;

const extra = v.object({
  id: v.number(),
  name: v.string(),
  amountCents: v.number(),
  quantity: v.number(),
  extraType: v.picklist(['extra', 'discount']),
  valueType: v.picklist(['fixed', 'percentage']),
});
export type Extra = v.InferOutput<typeof extra>;

/**
 * Of a passenger, what every traveller on the booking receives: what the passenger list shows
 * (name, status, cabin, price, what they paid for the pill). A field is private until it is added
 * here (or, for a detail the lead fills in, marked shownToFellows in PASSENGER_DETAILS): the lead
 * and the passenger themself receive the rest (passengerPrivateEntries), a fellow passenger does not.
 */
const passengerSharedEntries = {
  id: v.number(),
  bookingId: v.number(),
  customerId: v.nullable(v.number()),
  ...sharedDetailEntries,
  fullName: v.string(),
  passengerStatus: v.picklist(['unpaid', 'pending', 'confirmed', 'cancelled']),
  personalInfoStatus: v.picklist(['complete', 'partial', 'empty']),
  shipType: v.nullable(v.string()),
  deck: v.picklist(['above', 'lower', 'default']),
  unitPriceCents: v.number(),
  totalPriceCents: v.number(),
  cancellationFeeCents: v.number(),
  amountPaidCents: v.number(),
  depositCents: v.number(),
  passengerExtras: v.array(extra),
};

/** Only for the lead and the passenger themself: absent from a fellow passenger's answer. */
const passengerPrivateEntries = {
  ...privateDetailEntries,
  canBeChanged: v.optional(v.boolean()),
  depositOutstandingCents: v.optional(v.number()),
  remainingAmountCents: v.optional(v.number()),
  invitationPending: v.optional(v.boolean()),
};

/** The fields a fellow passenger receives of another passenger (every other field is private). */
export const FELLOW_PASSENGER_FIELDS = Object.keys(passengerSharedEntries) as (keyof typeof passengerSharedEntries)[];

export const passenger = v.object({ ...passengerSharedEntries, ...passengerPrivateEntries });
export type Passenger = v.InferOutput<typeof passenger>;

/** GET .../booking_status_bar?enquiry_id={id}: the query must name the same booking as the path. */
export const statusBarQuery = v.object({
  enquiryId: v.pipe(v.optional(v.string(), ''), v.nonEmpty('is required'), idString),
});

export const statusBar = v.object({
  bookingId: v.number(),
  type: v.nullable(v.picklist(STATUS_BAR_TYPES)),
  priority: v.picklist(['important', 'warning', 'regular', 'success']),
  data: v.object({ amountRequired: v.number(), paymentAllocationEnabled: v.boolean() }),
});
export type StatusBar = v.InferOutput<typeof statusBar>;

export const direction = v.object({
  id: v.number(),
  name: v.string(),
  itinerary: v.array(v.object({ day: v.number(), title: v.string(), description: v.string() })),
  faqs: v.array(v.object({ question: v.string(), answer: v.string() })),
  preDepartureInfo: v.nullable(v.string()), // sanitised HTML; only when the viewer may see it
  facebookGroup: v.nullable(v.string()), // only when the viewer may see it
});

const bookingSummaryEntries = {
  id: v.number(),
  brand: v.picklist(['cruise', 'tour', 'medical']),
  status: v.picklist(BOOKING_STATUSES),
  bookingsScope: v.picklist(['active', 'past', 'expired']),
  customerId: v.number(),
  productName: v.string(),
  productDirectionName: v.string(),
  productBackgroundImageUrl: v.nullable(v.string()),
  productDashboardBackgroundImageUrl: v.nullable(v.string()),
  departAt: v.string(),
  numberOfDays: v.number(),
  transportName: v.nullable(v.string()),
  expire: v.nullable(v.string()),
  paymentDueDate: v.nullable(v.string()),
  totalCents: v.number(),
  paidCents: v.number(),
  currencyCode: v.picklist(CURRENCIES),
  paymentAllowed: v.boolean(),
};

export const bookingSummary = v.object(bookingSummaryEntries);
export type BookingSummary = v.InferOutput<typeof bookingSummary>;

export const bookingList = v.array(bookingSummary);

export const booking = v.object({
  ...bookingSummaryEntries,
  unallocatedCents: v.number(),
  depositRemainingCents: v.number(),
  depositPerPassengerCents: v.number(),
  isCharter: v.boolean(),
  isYachtCharter: v.boolean(),
  paymentAllocationEnabled: v.boolean(),
  hasCreditNotes: v.boolean(),
  myAccountNotice: v.nullable(v.string()),
  termsTemplate: v.nullable(v.string()),
  bankTransferTemplate: v.nullable(v.string()),
  transferwiseTemplate: v.nullable(v.string()),
  passengerIds: v.array(v.number()),
  paymentIds: v.array(v.number()),
  creditNoteIds: v.array(v.number()),
  bookingStatusBar: statusBar,
  direction,
  bookingExtras: v.array(extra),
  passengers: v.array(passenger),
  customer: v.object({ id: v.number(), firstName: v.nullable(v.string()), fullName: v.string() }), // the lead
  visaLetterAvailable: v.boolean(),
});
export type Booking = v.InferOutput<typeof booking>;
