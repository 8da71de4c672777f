// Every endpoint of the contract in one table: method, path (as the server routes it, without the
// base and '.json'; a file answer keeps its own suffix, api.ts FILE_SUFFIX), who may call it, and
// the schemas of what it reads. The server's route table must match it exactly (tests/api/route-table.test.ts), and the generated suites read it: the access
// matrix (every endpoint x signed out, lead, fellow passenger, stranger x every method) and the
// property-based bad-input runs derive their requests from these schemas, and the OpenAPI document
// served at /api/v2/openapi.json is generated from it. A new route is therefore covered and described
// as soon as it is listed here, and the route-table test fails until it is.
import * as v from 'valibot';
import { loginSchema } from '../domain/forms/login.ts';
import { accountDeletionRequest } from './account.ts';
import { passengerSchema } from '../domain/forms/passenger.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  setPasswordSchema,
} from '../domain/forms/passwords.ts';
import { personalDetailsPatchSchema } from '../domain/forms/personal-details.ts';
import { emergencyContactPatchSchema, subscriptionSchema } from '../domain/forms/profile.ts';
import { registrationSchema } from '../domain/forms/registration.ts';
import { statusBarQuery } from './bookings.ts';
import { creditCardQuery, creditCardRequest } from './credit-cards.ts';
import { crmBookingChange, crmStaffMessage } from './crm-integration.ts';
import { acceptInvitationRequest, invitationForm } from './invitations.ts';
import { postMessageRequest } from './messages.ts';
import { postReviewRequest } from './reviews.ts';
import { detailsQuery, listQuery, notificationIdsRequest, patchNotificationRequest } from './notifications.ts';
import { IDEMPOTENCY_HEADER, paymentRequest, pendingPaymentRequest } from './payments.ts';
import {
  addPasskeyRequest,
  passkeySignInRequest,
  registrationOptionsRequest,
  renamePasskeyRequest,
} from './passkeys.ts';
import { pushSubscriptionRequest, pushUnsubscribeRequest } from './push.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Who may call an endpoint:
 * - visitor: anyone, signed in or not (sign-in, sign-up, password reset, an invitation's page);
 * - customer: any signed-in customer, about their own account and their own records;
 * - booking: a signed-in customer who travels on the booking in the path (its lead, or a passenger
 *   whose place is not cancelled: a cancelled place gets 404 as a stranger does);
 * - booking-lead: only the booking's lead customer (payments, passenger edits, invitations);
 * - signed: server to server, authenticated by a signature over the body, never by a cookie;
 * - feed-token: whoever holds the unguessable token in the path (a calendar app, no cookie); it
 *   opens its customer's own calendar, whoever asks; a wrong token is 404.
 */
export type Access = 'visitor' | 'customer' | 'booking' | 'booking-lead' | 'signed' | 'feed-token';

/** Schemas take the server's current year: birth-year rules depend on it. */
type SchemaOf = (currentYear: number) => v.GenericSchema;

export type Endpoint = {
  method: HttpMethod;
  path: string;
  access: Access;
  /** The JSON body, camelCase (snake_case on the wire). */
  body?: SchemaOf;
  /** The query string, camelCase keys; values arrive as strings. */
  query?: SchemaOf;
  /** Request headers the endpoint reads, by name. */
  headers?: Record<string, v.GenericSchema>;
  /** The status of a successful answer, when it is not 200: 201 (created), 302 (a browser redirect). */
  success?: 201 | 302;
  /** Counted against a rate limit: over it, 429 with Retry-After. */
  rateLimited?: true;
};

const wrapped =
  (key: string, inner: SchemaOf): SchemaOf =>
  (year) =>
    v.object({ [key]: inner(year) });
const fixed =
  (schema: v.GenericSchema): SchemaOf =>
  () =>
    schema;

const facebookFlowQuery = v.object({
  login: v.optional(v.literal('true')),
  connect: v.optional(v.literal('true')),
});
const facebookCallbackQuery = v.object({
  login: v.optional(v.literal('true')),
  connect: v.optional(v.literal('true')),
  code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const facebookStandInQuery = v.object({
  redirect_uri: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
  code_challenge: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const idempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,200}$/));
/** A card-provider event: Stripe's shape, verified by its signature before anything is read. */
const providerEvent = v.object({
  id: v.string(),
  type: v.picklist(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']),
  data: v.object({ object: v.object({ id: v.string(), metadata: v.record(v.string(), v.string()) }) }),
});

export const ENDPOINTS: readonly Endpoint[] = [
  // Sessions, sign-up and passwords
  {
    method: 'POST',
    path: '/customer/sessions',
    access: 'visitor',
    body: wrapped('customer', fixed(loginSchema)),
    success: 201,
    rateLimited: true,
  },
  { method: 'POST', path: '/customer/sessions/keep_alive', access: 'customer' },
  // Signing in with a passkey: a challenge for this brand host, then the browser's assertion.
  { method: 'POST', path: '/customer/sessions/passkey_options', access: 'visitor', rateLimited: true },
  {
    method: 'POST',
    path: '/customer/sessions/passkey',
    access: 'visitor',
    body: fixed(passkeySignInRequest),
    success: 201,
    rateLimited: true,
  },
  { method: 'DELETE', path: '/customer/sessions', access: 'visitor' },
  // Where the account is signed in, and signing out other devices
  { method: 'GET', path: '/customer/sessions', access: 'customer' },
  { method: 'DELETE', path: '/customer/sessions/:id', access: 'customer' },
  { method: 'DELETE', path: '/customer/other_sessions', access: 'customer' },
  {
    method: 'POST',
    path: '/customer/registrations',
    access: 'visitor',
    body: wrapped('customer', registrationSchema),
    success: 201,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/customer/password',
    access: 'visitor',
    body: wrapped('customer', fixed(forgotPasswordSchema)),
    rateLimited: true,
  },
  {
    method: 'PUT',
    path: '/customer/password',
    access: 'visitor',
    body: wrapped('customer', fixed(resetPasswordSchema)),
  },

  // The signed-in customer's own account
  { method: 'GET', path: '/customer/me', access: 'customer' },
  { method: 'PUT', path: '/customer/me', access: 'customer', body: wrapped('customer', personalDetailsPatchSchema) },
  {
    method: 'POST',
    path: '/customer/me/change_default_password',
    access: 'customer',
    body: wrapped('customer', fixed(setPasswordSchema)),
  },
  {
    method: 'PUT',
    path: '/customer/emergency_contact',
    access: 'customer',
    body: wrapped('emergencyContact', fixed(emergencyContactPatchSchema)),
  },
  {
    method: 'POST',
    path: '/customer/me/change_password',
    access: 'customer',
    body: wrapped('customer', fixed(changePasswordSchema)),
    rateLimited: true,
  },
  // The traveller's own data: a download of all of it, and deleting the account
  { method: 'GET', path: '/customer/account/export', access: 'customer', rateLimited: true },
  {
    method: 'POST',
    path: '/customer/account/deletion',
    access: 'customer',
    body: fixed(accountDeletionRequest),
    rateLimited: true,
  },
  { method: 'GET', path: '/customer/account/deletion_request', access: 'customer' },
  // multipart/form-data (the picture in `image`): no JSON body for the generated runs to vary.
  { method: 'POST', path: '/customer/avatar', access: 'customer' },
  // Browser navigations of the Facebook sign-in (302 redirects); 404 while it is not configured.
  { method: 'GET', path: '/customer/auth/facebook', access: 'visitor', query: fixed(facebookFlowQuery), success: 302 },
  {
    method: 'GET',
    path: '/customer/auth/facebook/callback',
    access: 'visitor',
    query: fixed(facebookCallbackQuery),
    success: 302,
  },
  // The local stand-in's dialog page (development and demo only; 404 otherwise).
  {
    method: 'GET',
    path: '/customer/auth/facebook/stand_in',
    access: 'visitor',
    query: fixed(facebookStandInQuery),
  },
  { method: 'POST', path: '/customer/auth/facebook/disconnect', access: 'customer' },
  // Passkeys: listed, added for this device (the password again on an older session), renamed, removed.
  { method: 'GET', path: '/customer/passkeys', access: 'customer' },
  {
    method: 'POST',
    path: '/customer/passkeys/registration_options',
    access: 'customer',
    body: fixed(registrationOptionsRequest),
    rateLimited: true,
  },
  { method: 'POST', path: '/customer/passkeys', access: 'customer', body: fixed(addPasskeyRequest), success: 201 },
  { method: 'PATCH', path: '/customer/passkeys/:id', access: 'customer', body: fixed(renamePasskeyRequest) },
  { method: 'DELETE', path: '/customer/passkeys/:id', access: 'customer' },
  { method: 'POST', path: '/customer/me/manage_subscription', access: 'customer', body: fixed(subscriptionSchema) },
  { method: 'GET', path: '/customer/welcome_page_message', access: 'customer' },
  { method: 'GET', path: '/customer/password_reset_message', access: 'customer' },
  { method: 'GET', path: '/customer/notifications', access: 'customer', query: fixed(listQuery) },
  { method: 'GET', path: '/customer/details_notifications', access: 'customer', query: fixed(detailsQuery) },
  { method: 'POST', path: '/customer/read_notifications', access: 'customer', body: fixed(notificationIdsRequest) },
  { method: 'POST', path: '/customer/reviewed_notifications', access: 'customer', body: fixed(notificationIdsRequest) },
  { method: 'PATCH', path: '/customer/notifications/:id', access: 'customer', body: fixed(patchNotificationRequest) },
  // Web Push: this device's subscription to the customer's notifications
  { method: 'GET', path: '/customer/push/vapid_public_key', access: 'customer' },
  {
    method: 'POST',
    path: '/customer/push_subscriptions',
    access: 'customer',
    body: fixed(pushSubscriptionRequest),
    success: 201,
  },
  { method: 'DELETE', path: '/customer/push_subscriptions', access: 'customer', body: fixed(pushUnsubscribeRequest) },
  { method: 'GET', path: '/customer/nationalities', access: 'visitor' },
  { method: 'GET', path: '/customer/countries', access: 'visitor' },
  { method: 'GET', path: '/customer/credit_cards', access: 'customer', query: fixed(creditCardQuery) },
  {
    method: 'POST',
    path: '/customer/credit_cards',
    access: 'customer',
    body: wrapped('creditCard', fixed(creditCardRequest)),
  },
  { method: 'DELETE', path: '/customer/credit_cards/:id', access: 'customer' },
  { method: 'GET', path: '/customer/payment_config', access: 'customer' },

  // Bookings: readable by everyone who travels on them, changed only by the lead
  { method: 'GET', path: '/customer/bookings', access: 'customer' },
  { method: 'GET', path: '/customer/bookings/:id', access: 'booking' },
  {
    method: 'GET',
    path: '/customer/bookings/:id/booking_status_bar',
    access: 'booking',
    query: fixed(statusBarQuery),
  },
  { method: 'POST', path: '/customer/bookings/:id/ga_checkout', access: 'booking' },
  { method: 'GET', path: '/customer/bookings/:bookingId/passengers/:passengerId', access: 'booking' },
  {
    method: 'PUT',
    path: '/customer/bookings/:bookingId/passengers/:passengerId',
    access: 'booking-lead',
    body: wrapped('passenger', passengerSchema),
  },
  { method: 'DELETE', path: '/customer/bookings/:bookingId/passengers/:passengerId', access: 'booking-lead' },
  { method: 'GET', path: '/customer/bookings/:id/visa_letter', access: 'booking' },
  { method: 'GET', path: '/customer/bookings/:id/payments', access: 'booking' },
  { method: 'GET', path: '/customer/bookings/:id/payments/:paymentId', access: 'booking' },
  {
    method: 'POST',
    path: '/customer/bookings/:id/payments',
    access: 'booking-lead',
    body: wrapped('payment', fixed(paymentRequest)),
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  },
  {
    method: 'POST',
    path: '/customer/bookings/:id/pending_payments',
    access: 'booking-lead',
    body: wrapped('pendingPayment', fixed(pendingPaymentRequest)),
  },
  { method: 'GET', path: '/customer/bookings/:id/credit_notes', access: 'booking' },
  { method: 'GET', path: '/customer/bookings/:id/messages', access: 'booking' },
  { method: 'GET', path: '/customer/bookings/:id/review', access: 'booking' },
  {
    method: 'POST',
    path: '/customer/bookings/:id/review',
    access: 'booking',
    body: fixed(postReviewRequest),
    success: 201,
  },
  {
    method: 'POST',
    path: '/customer/bookings/:id/messages',
    access: 'booking',
    body: fixed(postMessageRequest),
    success: 201,
  },

  // Calendars (text/calendar): a booking's file, and the customer's private feed with its URL
  { method: 'GET', path: '/customer/bookings/:id/calendar.ics', access: 'booking' },
  { method: 'GET', path: '/customer/calendar_feed', access: 'customer' },
  { method: 'POST', path: '/customer/calendar_feed/reset', access: 'customer' },
  { method: 'GET', path: '/calendar_feeds/:token/calendar.ics', access: 'feed-token', rateLimited: true },

  // Invitations: issued by the lead for a passenger spot, read by whoever holds the link
  {
    method: 'POST',
    path: '/customer/passengers/:id/invitations',
    access: 'booking-lead',
    body: wrapped('invitation', fixed(invitationForm)),
    success: 201,
    rateLimited: true,
  },
  {
    method: 'PUT',
    path: '/customer/passengers/:id/invitations',
    access: 'booking-lead',
    body: wrapped('invitation', fixed(invitationForm)),
    rateLimited: true,
  },
  { method: 'GET', path: '/customer/invitations/:token', access: 'visitor' },
  {
    method: 'PUT',
    path: '/customer/accept_invitations/:token',
    access: 'customer',
    body: fixed(acceptInvitationRequest),
  },

  // This API described for integrators (OpenAPI 3.1), made from this table
  { method: 'GET', path: '/openapi', access: 'visitor' },

  // Server to server
  { method: 'POST', path: '/provider_webhooks/stripe/:account', access: 'signed', body: fixed(providerEvent) },
  {
    method: 'POST',
    path: '/integrations/crm/messages',
    access: 'signed',
    body: fixed(crmStaffMessage),
    success: 201,
  },
  { method: 'POST', path: '/integrations/crm/booking_changes', access: 'signed', body: fixed(crmBookingChange) },
];

/** The names of a path's parameters, in order: '/a/:id/b/:passengerId' -> ['id', 'passengerId']. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
