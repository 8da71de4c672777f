// Every endpoint of the contract in one table: method, path (as the server routes it, without the
// base and '.json'; a file answer keeps its own suffix, api.ts FILE_SUFFIX), who may call it, and
// the schemas of what it reads and of what it answers. The server's route table must match it
// exactly (tests/api/route-table.test.ts), and the generated suites read it: the access matrix
// (every endpoint x signed out, lead, fellow passenger, stranger x every method) and the
// property-based bad-input runs derive their requests from these schemas, and the OpenAPI document
// served at /api/v2/openapi.json is generated from it, answers included. A new route is therefore
// covered and described as soon as it is listed here, and the route-table test fails until it is.
import * as v from 'valibot';
import { loginSchema } from '../domain/forms/login.ts';
import {
  accountDataFile,
  accountDeletionBody,
  accountDeletionResponse,
  deletionRequestResponse,
  signedInDevicesResponse,
} from './account.ts';
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
import { emptyAnswer } from './answers.ts';
import { booking, bookingList, passenger, statusBar, statusBarQuery } from './bookings.ts';
import { calendarFeed } from './calendars.ts';
import { creditCardList, creditCardOne, creditCardQuery, creditCardRequest } from './credit-cards.ts';
import { creditNoteList } from './credit-notes.ts';
import { crmBookingChange, crmBookingChangeAnswer, crmDuplicate, crmStaffMessage } from './crm-integration.ts';
import { customer, passwordResetMessage, welcomePageMessage } from './customer.ts';
import {
  acceptedInvitation,
  acceptInvitationRequest,
  createdInvitation,
  invitation,
  invitationForm,
} from './invitations.ts';
import { messageOne, messageThread, postMessageRequest } from './messages.ts';
import {
  detailsQuery,
  listQuery,
  notification,
  notificationIdsRequest,
  notificationIdsResponse,
  notificationList,
  patchNotificationRequest,
} from './notifications.ts';
import { openApiDocumentAnswer } from './openapi.ts';
import {
  IDEMPOTENCY_HEADER,
  paymentAnswer,
  paymentConfig,
  paymentList,
  paymentOne,
  paymentRequest,
  pendingPaymentAnswer,
  pendingPaymentRequest,
  providerEventAnswer,
} from './payments.ts';
import {
  addPasskeyRequest,
  passkey,
  passkeyList,
  passkeySignInRequest,
  passkeySignInResponse,
  registrationOptions,
  registrationOptionsRequest,
  renamePasskeyRequest,
  signInOptions,
} from './passkeys.ts';
import { pushSubscriptionRequest, pushUnsubscribeRequest, vapidPublicKey } from './push.ts';
import { countryList, nationalityList } from './reference-data.ts';
import { postReviewRequest, reviewAnswer, reviewCreated } from './reviews.ts';
import {
  forgotPasswordResponse,
  keepAliveResponse,
  registrationResponse,
  resetPasswordResponse,
  signInResponse,
} from './sessions.ts';
import { visaLetter } from './visa-letter.ts';

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

/** An answer that is not JSON: a file in a format of its own, or a page for the browser. */
export type TextAnswer = { mediaType: 'text/calendar' | 'text/html' };
const CALENDAR: TextAnswer = { mediaType: 'text/calendar' };

/**
 * What a successful call answers:
 * - a valibot schema: a JSON body (camelCase here, snake_case on the wire), the one the client
 *   parses the answer with; the OpenAPI document describes it, and the API suite checks every
 *   answer a test receives against it (tests/api/answer-check.ts);
 * - a TextAnswer: a body in that format;
 * - 'redirect': no body, a Location for the browser to follow (success 302);
 * - 'never': the call is always refused (its refusals say why).
 */
export type Answer = v.GenericSchema | TextAnswer | 'redirect' | 'never';

/**
 * Refusals an endpoint can give beyond those its access and inputs imply (openapi/responses.ts):
 * 401, credentials that do not match; 404, a feature not configured on this server, or a record
 * named in the query or body that the caller may not see; 409, done already; 422, refused for a
 * reason of its own (a multipart upload, a card provider's refusal); 503, busy or a provider out of
 * reach (with Retry-After when the wait is known).
 */
export type ExtraRefusal = 401 | 404 | 409 | 422 | 503;

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
  /** The body of the success status. */
  answer: Answer;
  /** A second success status with its own body: 200 for a redelivered event, which changes nothing. */
  alsoAnswers?: { status: 200; answer: v.GenericSchema };
  /** Answers 304, without a body, to a client naming the answer's ETag in If-None-Match. */
  notModified?: true;
  /** Its refusals beyond those its access and inputs imply. */
  refuses?: readonly ExtraRefusal[];
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
    answer: signInResponse,
    refuses: [401, 503],
    body: wrapped('customer', fixed(loginSchema)),
    success: 201,
    rateLimited: true,
  },
  { method: 'POST', path: '/customer/sessions/keep_alive', access: 'customer', answer: keepAliveResponse },
  // Signing in with a passkey: a challenge for this brand host, then the browser's assertion.
  {
    method: 'POST',
    path: '/customer/sessions/passkey_options',
    access: 'visitor',
    answer: signInOptions,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/customer/sessions/passkey',
    access: 'visitor',
    answer: passkeySignInResponse,
    refuses: [401],
    body: fixed(passkeySignInRequest),
    success: 201,
    rateLimited: true,
  },
  { method: 'DELETE', path: '/customer/sessions', access: 'visitor', answer: emptyAnswer },
  // Where the account is signed in, and signing out other devices
  { method: 'GET', path: '/customer/sessions', access: 'customer', answer: signedInDevicesResponse },
  { method: 'DELETE', path: '/customer/sessions/:id', access: 'customer', answer: emptyAnswer },
  { method: 'DELETE', path: '/customer/other_sessions', access: 'customer', answer: emptyAnswer },
  {
    method: 'POST',
    path: '/customer/registrations',
    access: 'visitor',
    answer: registrationResponse,
    refuses: [503],
    body: wrapped('customer', registrationSchema),
    success: 201,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/customer/password',
    access: 'visitor',
    answer: forgotPasswordResponse,
    body: wrapped('customer', fixed(forgotPasswordSchema)),
    rateLimited: true,
  },
  {
    method: 'PUT',
    path: '/customer/password',
    access: 'visitor',
    answer: resetPasswordResponse,
    refuses: [503],
    body: wrapped('customer', fixed(resetPasswordSchema)),
  },

  // The signed-in customer's own account
  { method: 'GET', path: '/customer/me', access: 'customer', answer: customer },
  {
    method: 'PUT',
    path: '/customer/me',
    access: 'customer',
    answer: customer,
    body: wrapped('customer', personalDetailsPatchSchema),
  },
  {
    method: 'POST',
    path: '/customer/me/change_default_password',
    access: 'customer',
    answer: customer,
    refuses: [409, 503],
    body: wrapped('customer', fixed(setPasswordSchema)),
    rateLimited: true,
  },
  {
    method: 'PUT',
    path: '/customer/emergency_contact',
    access: 'customer',
    answer: customer,
    body: wrapped('emergencyContact', fixed(emergencyContactPatchSchema)),
  },
  {
    method: 'POST',
    path: '/customer/me/change_password',
    access: 'customer',
    answer: customer,
    refuses: [503],
    body: wrapped('customer', fixed(changePasswordSchema)),
    rateLimited: true,
  },
  // The traveller's own data: a download of all of it, and deleting the account
  {
    method: 'GET',
    path: '/customer/account/export',
    access: 'customer',
    answer: accountDataFile,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/customer/account/deletion',
    access: 'customer',
    answer: accountDeletionResponse,
    body: fixed(accountDeletionBody),
    rateLimited: true,
  },
  { method: 'GET', path: '/customer/account/deletion_request', access: 'customer', answer: deletionRequestResponse },
  // multipart/form-data (the picture in `image`): no JSON body for the generated runs to vary.
  {
    method: 'POST',
    path: '/customer/avatar',
    access: 'customer',
    answer: customer,
    rateLimited: true,
    refuses: [422, 503],
  },
  // Browser navigations of the Facebook sign-in (302 redirects); 404 while it is not configured.
  {
    method: 'GET',
    path: '/customer/auth/facebook',
    access: 'visitor',
    answer: 'redirect',
    refuses: [404],
    query: fixed(facebookFlowQuery),
    success: 302,
  },
  {
    method: 'GET',
    path: '/customer/auth/facebook/callback',
    access: 'visitor',
    answer: 'redirect',
    refuses: [404],
    query: fixed(facebookCallbackQuery),
    success: 302,
  },
  // The local stand-in's dialog page (development and demo only; 404 otherwise).
  {
    method: 'GET',
    path: '/customer/auth/facebook/stand_in',
    access: 'visitor',
    answer: { mediaType: 'text/html' },
    refuses: [404],
    query: fixed(facebookStandInQuery),
  },
  { method: 'POST', path: '/customer/auth/facebook/disconnect', access: 'customer', answer: customer },
  // Passkeys: listed, added for this device (the password again on an older session), renamed, removed.
  { method: 'GET', path: '/customer/passkeys', access: 'customer', answer: passkeyList },
  {
    method: 'POST',
    path: '/customer/passkeys/registration_options',
    access: 'customer',
    answer: registrationOptions,
    body: fixed(registrationOptionsRequest),
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/customer/passkeys',
    access: 'customer',
    answer: passkey,
    body: fixed(addPasskeyRequest),
    success: 201,
  },
  {
    method: 'PATCH',
    path: '/customer/passkeys/:id',
    access: 'customer',
    answer: passkey,
    body: fixed(renamePasskeyRequest),
  },
  { method: 'DELETE', path: '/customer/passkeys/:id', access: 'customer', answer: emptyAnswer },
  {
    method: 'POST',
    path: '/customer/me/manage_subscription',
    access: 'customer',
    answer: customer,
    body: fixed(subscriptionSchema),
  },
  { method: 'GET', path: '/customer/welcome_page_message', access: 'customer', answer: welcomePageMessage },
  { method: 'GET', path: '/customer/password_reset_message', access: 'customer', answer: passwordResetMessage },
  {
    method: 'GET',
    path: '/customer/notifications',
    access: 'customer',
    answer: notificationList,
    query: fixed(listQuery),
  },
  {
    method: 'GET',
    path: '/customer/details_notifications',
    access: 'customer',
    answer: notificationList,
    query: fixed(detailsQuery),
  },
  {
    method: 'POST',
    path: '/customer/read_notifications',
    access: 'customer',
    answer: notificationIdsResponse,
    body: fixed(notificationIdsRequest),
  },
  {
    method: 'POST',
    path: '/customer/reviewed_notifications',
    access: 'customer',
    answer: notificationIdsResponse,
    body: fixed(notificationIdsRequest),
  },
  {
    method: 'PATCH',
    path: '/customer/notifications/:id',
    access: 'customer',
    answer: notification,
    body: fixed(patchNotificationRequest),
  },
  // Web Push: this device's subscription to the customer's notifications
  { method: 'GET', path: '/customer/push/vapid_public_key', access: 'customer', answer: vapidPublicKey },
  {
    method: 'POST',
    path: '/customer/push_subscriptions',
    access: 'customer',
    answer: emptyAnswer,
    body: fixed(pushSubscriptionRequest),
    success: 201,
  },
  {
    method: 'DELETE',
    path: '/customer/push_subscriptions',
    access: 'customer',
    answer: emptyAnswer,
    body: fixed(pushUnsubscribeRequest),
  },
  { method: 'GET', path: '/customer/nationalities', access: 'visitor', answer: nationalityList },
  { method: 'GET', path: '/customer/countries', access: 'visitor', answer: countryList },
  {
    method: 'GET',
    path: '/customer/credit_cards',
    access: 'customer',
    answer: creditCardList,
    refuses: [404],
    query: fixed(creditCardQuery),
  },
  {
    method: 'POST',
    path: '/customer/credit_cards',
    access: 'customer',
    answer: creditCardOne,
    refuses: [404],
    body: wrapped('creditCard', fixed(creditCardRequest)),
    rateLimited: true,
  },
  { method: 'DELETE', path: '/customer/credit_cards/:id', access: 'customer', answer: creditCardOne, refuses: [422] },
  { method: 'GET', path: '/customer/payment_config', access: 'customer', answer: paymentConfig },

  // Bookings: readable by everyone who travels on them, changed only by the lead
  { method: 'GET', path: '/customer/bookings', access: 'customer', answer: bookingList },
  { method: 'GET', path: '/customer/bookings/:id', access: 'booking', answer: booking },
  {
    method: 'GET',
    path: '/customer/bookings/:id/booking_status_bar',
    access: 'booking',
    answer: statusBar,
    query: fixed(statusBarQuery),
  },
  { method: 'POST', path: '/customer/bookings/:id/ga_checkout', access: 'booking', answer: emptyAnswer },
  {
    method: 'GET',
    path: '/customer/bookings/:bookingId/passengers/:passengerId',
    access: 'booking',
    answer: passenger,
  },
  {
    method: 'PUT',
    path: '/customer/bookings/:bookingId/passengers/:passengerId',
    access: 'booking-lead',
    answer: passenger,
    body: wrapped('passenger', passengerSchema),
  },
  {
    method: 'DELETE',
    path: '/customer/bookings/:bookingId/passengers/:passengerId',
    access: 'booking-lead',
    answer: 'never',
  },
  { method: 'GET', path: '/customer/bookings/:id/visa_letter', access: 'booking', answer: visaLetter },
  { method: 'GET', path: '/customer/bookings/:id/payments', access: 'booking', answer: paymentList },
  { method: 'GET', path: '/customer/bookings/:id/payments/:paymentId', access: 'booking', answer: paymentOne },
  {
    method: 'POST',
    path: '/customer/bookings/:id/payments',
    access: 'booking-lead',
    answer: paymentAnswer,
    refuses: [503],
    body: wrapped('payment', fixed(paymentRequest)),
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/customer/bookings/:id/pending_payments',
    access: 'booking-lead',
    answer: pendingPaymentAnswer,
    body: wrapped('pendingPayment', fixed(pendingPaymentRequest)),
  },
  { method: 'GET', path: '/customer/bookings/:id/credit_notes', access: 'booking', answer: creditNoteList },
  {
    method: 'GET',
    path: '/customer/bookings/:id/messages',
    access: 'booking',
    answer: messageThread,
    notModified: true,
  },
  { method: 'GET', path: '/customer/bookings/:id/review', access: 'booking', answer: reviewAnswer },
  {
    method: 'POST',
    path: '/customer/bookings/:id/review',
    access: 'booking',
    answer: reviewCreated,
    refuses: [409],
    body: fixed(postReviewRequest),
    success: 201,
  },
  {
    method: 'POST',
    path: '/customer/bookings/:id/messages',
    access: 'booking',
    answer: messageOne,
    body: fixed(postMessageRequest),
    success: 201,
  },

  // Calendars (text/calendar): a booking's file, and the customer's private feed with its URL
  {
    method: 'GET',
    path: '/customer/bookings/:id/calendar.ics',
    access: 'booking',
    answer: CALENDAR,
    notModified: true,
  },
  { method: 'GET', path: '/customer/calendar_feed', access: 'customer', answer: calendarFeed },
  { method: 'POST', path: '/customer/calendar_feed/reset', access: 'customer', answer: calendarFeed },
  {
    method: 'GET',
    path: '/calendar_feeds/:token/calendar.ics',
    access: 'feed-token',
    answer: CALENDAR,
    notModified: true,
    rateLimited: true,
  },

  // Invitations: issued by the lead for a passenger spot, read by whoever holds the link
  {
    method: 'POST',
    path: '/customer/passengers/:id/invitations',
    access: 'booking-lead',
    answer: createdInvitation,
    body: wrapped('invitation', fixed(invitationForm)),
    success: 201,
    rateLimited: true,
  },
  {
    method: 'PUT',
    path: '/customer/passengers/:id/invitations',
    access: 'booking-lead',
    answer: createdInvitation,
    body: wrapped('invitation', fixed(invitationForm)),
    rateLimited: true,
  },
  { method: 'GET', path: '/customer/invitations/:token', access: 'visitor', answer: invitation },
  {
    method: 'PUT',
    path: '/customer/accept_invitations/:token',
    access: 'customer',
    answer: acceptedInvitation,
    body: fixed(acceptInvitationRequest),
  },

  // This API described for integrators (OpenAPI 3.1), made from this table
  { method: 'GET', path: '/openapi', access: 'visitor', answer: openApiDocumentAnswer, notModified: true },

  // Server to server
  {
    method: 'POST',
    path: '/provider_webhooks/stripe/:account',
    access: 'signed',
    answer: providerEventAnswer,
    refuses: [503],
    body: fixed(providerEvent),
  },
  {
    method: 'POST',
    path: '/integrations/crm/messages',
    access: 'signed',
    answer: messageOne,
    alsoAnswers: { status: 200, answer: crmDuplicate },
    body: fixed(crmStaffMessage),
    success: 201,
  },
  {
    method: 'POST',
    path: '/integrations/crm/booking_changes',
    access: 'signed',
    answer: crmBookingChangeAnswer,
    body: fixed(crmBookingChange),
  },
];

/** The names of a path's parameters, in order: '/a/:id/b/:passengerId' -> ['id', 'passengerId']. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
