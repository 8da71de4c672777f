// The whole domain of the portal. Facts are stored; what is derived
// (booking status, status-bar type, personal-info status, remaining amounts, canBeChanged) is
// computed by shared/domain rules from these facts and the server's clock, never stored.
// Money columns are integer cents. Timestamps are timestamptz; calendar days are `date`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type BrandId = 'cruise' | 'tour' | 'medical';
export type Title = 'Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Mx';
export type CurrencyCode = 'EUR' | 'GBP' | 'USD' | 'AUD';
export type PassengerStatus = 'unpaid' | 'pending' | 'confirmed' | 'cancelled';
export type Deck = 'above' | 'lower' | 'default';
export type ExtraType = 'extra' | 'discount';
export type ValueType = 'fixed' | 'percentage';
export type PayType = 'bank' | 'card' | 'cash' | 'transfer' | 'credit' | 'other';
export type PaymentState = 'complete' | 'pending' | 'failed';
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';
export type NotificationPriority = 'regular' | 'success' | 'warning' | 'important';
export type GroupSize = 'Solo' | 'Friend/s' | 'Couple' | 'Family';
export type TokenPurpose = 'password_reset';
export type PasskeyCeremony = 'registration' | 'authentication';
export type ItineraryDay = { day: number; title: string; description: string };
export type Faq = { question: string; answer: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const customers = pgTable(
  'customers',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    title: text('title').$type<Title>(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    age: integer('age'), // the birth year, under the contract's name 'age'
    nationality: text('nationality'),
    countryCode: text('country_code'), // phone country code, e.g. "44"
    tel: text('tel'),
    isNewAccount: boolean('is_new_account').notNull().default(false),
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    isSubscriptionActive: boolean('is_subscription_active').notNull().default(false),
    facebookUid: text('facebook_uid'),
    avatarPath: text('avatar_path'), // file under DATA_DIR/avatars; the image itself stays on disk
    welcomeMessage: text('welcome_message'), // server text overriding the set-password greeting
    passwordResetMessage: text('password_reset_message'),
    // Set when the traveller deleted the account: the row stays, emptied, only for the payment
    // records that must be kept (account/delete-account.ts).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    // One Gangway account per Facebook user: sign-in by Facebook must find exactly one customer.
    uniqueIndex('customers_facebook_uid_unique').on(t.facebookUid),
  ],
);

export const emergencyContacts = pgTable('emergency_contacts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  tel: text('tel'),
  countryCode: text('country_code'),
  relationship: text('relationship'),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(), // SHA-256 of the cookie value; the value is never stored
    // How the traveller names a session ("Where you're signed in"): never the token or its hash.
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    // A shared device's session: its expiry slides with use (auth/idle-expiry.ts).
    sharedDevice: boolean('shared_device').notNull().default(false),
    // The device as the user agent named it at sign-in (auth/device-name.ts); the agent itself is not kept.
    browser: text('browser'),
    platform: text('platform'),
    // Started by a passkey: the forced password screens are skipped for it (the traveller proved who they are).
    passkey: boolean('passkey').notNull().default(false),
    createdAt: createdAt(),
    // Moved forward at most once a minute (auth/last-active.ts).
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), uniqueIndex('sessions_id_unique').on(t.id)],
);

/** A customer's passkey (WebAuthn credential): its public key, never a secret, bound to one brand host. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(), // base64url, as the browser names it
    publicKey: text('public_key').notNull(), // COSE key, base64url
    // The authenticator's signature counter (unsigned 32 bits); 0 for authenticators that keep none.
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    rpId: text('rp_id').notNull(), // the brand host it was made on: it signs in there only
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_unique').on(t.credentialId),
    index('passkeys_customer_idx').on(t.customerId),
  ],
);

/** A WebAuthn challenge handed to a browser: single-use, short-lived, stored as its SHA-256. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    ceremony: text('ceremony').$type<PasskeyCeremony>().notNull(),
    // The customer adding a passkey; null for a sign-in, where nobody is known yet.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash)],
);

// A customer's private calendar feed (calendar/feed-tokens.ts). Its URL's token is an HMAC of
// `nonce` under the installation's feed secret, so this row alone does not give the URL; requests
// find the row by the token's SHA-256. A reset replaces nonce and hash: the old URL stops at once.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

// Fixed-window counters shared by every API process (so limits hold behind a load balancer).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

// A browser that has signed in to an account before (a random cookie, stored only as SHA-256):
// the sign-in delay never holds it, even at an address that failed for the account, so a stranger
// guessing a traveller's password cannot keep the traveller out (auth/sign-in-delay.ts).
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_devices_customer_idx').on(t.customerId)],
);

// An OAuth state handed to the provider when a social sign-in starts (SHA-256 only): its callback
// spends it, once, within ten minutes (social-login/oauth-states.ts).
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

// A deletion the traveller asked for while a booking was active: the operator's CRM is told
// (account/deletion-requests.ts); `sentAt` stays null until it has answered.
export const accountDeletionRequests = pgTable('account_deletion_requests', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const staffUsers = pgTable('staff_users', {
  id: id(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
});

export const products = pgTable('products', {
  id: id(),
  brand: text('brand').$type<BrandId>().notNull(),
  name: text('name').notNull(),
  backgroundImageUrl: text('background_image_url'),
  dashboardBackgroundImageUrl: text('dashboard_background_image_url'),
});

export const directions = pgTable('directions', {
  id: id(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
  faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
  preDepartureInfo: text('pre_departure_info'), // operator HTML, sanitised before display
  facebookGroupUrl: text('facebook_group_url'),
  // visa-letter facts
  departurePoint: text('departure_point'),
  finishPoint: text('finish_point'),
  itineraryDestinations: text('itinerary_destinations'),
  itineraryDetails: text('itinerary_details'),
  visaLetterAvailable: boolean('visa_letter_available').notNull().default(false),
});

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 40001 }),
    brand: text('brand').$type<BrandId>().notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    directionId: integer('direction_id')
      .notNull()
      .references(() => directions.id),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    numberOfDays: integer('number_of_days').notNull(),
    transportName: text('transport_name'), // ship; null means not yet assigned
    expireAt: timestamp('expire_at', { withTimezone: true }), // hold expiry while awaiting payment
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    paymentDueDate: date('payment_due_date', { mode: 'string' }),
    currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    unallocatedCents: integer('unallocated_cents').notNull().default(0),
    depositPerPassengerCents: integer('deposit_per_passenger_cents').notNull().default(0),
    charterDepositCents: integer('charter_deposit_cents').notNull().default(0),
    isCharter: boolean('is_charter').notNull().default(false),
    isYachtCharter: boolean('is_yacht_charter').notNull().default(false),
    onlinePaymentEnabled: boolean('online_payment_enabled').notNull().default(true),
    paymentAllocationEnabled: boolean('payment_allocation_enabled').notNull().default(false),
    termsTemplate: text('terms_template'),
    bankTransferTemplate: text('bank_transfer_template'),
    transferwiseTemplate: text('transferwise_template'),
    myAccountNotice: text('my_account_notice'), // operator HTML (local tax notice), sanitised on display
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bookings_customer_idx').on(t.customerId)],
);

export const passengers = pgTable(
  'passengers',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    title: text('title').$type<Title>(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    age: integer('age'), // birth year
    nationality: text('nationality'),
    passengerStatus: text('passenger_status').$type<PassengerStatus>().notNull().default('unpaid'),
    shipType: text('ship_type'),
    deck: text('deck').$type<Deck>().notNull().default('default'),
    unitPriceCents: integer('unit_price_cents').notNull().default(0),
    totalPriceCents: integer('total_price_cents').notNull().default(0),
    cancellationFeeCents: integer('cancellation_fee_cents').notNull().default(0),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0), // deposit this passenger owes in all
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('passengers_booking_idx').on(t.bookingId), index('passengers_customer_idx').on(t.customerId)],
);

const extraColumns = {
  id: id(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  extraType: text('extra_type').$type<ExtraType>().notNull(),
  valueType: text('value_type').$type<ValueType>().notNull().default('fixed'),
};

export const bookingExtras = pgTable('booking_extras', {
  ...extraColumns,
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
});

export const passengerExtras = pgTable('passenger_extras', {
  ...extraColumns,
  passengerId: integer('passenger_id')
    .notNull()
    .references(() => passengers.id, { onDelete: 'cascade' }),
});

export const creditNotes = pgTable('credit_notes', {
  id: id(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  creditId: text('credit_id').notNull(), // the operator's credit-note number, e.g. CN-2026-0041
  creditRaisedDate: date('credit_raised_date', { mode: 'string' }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
  creditReason: text('credit_reason'),
});

// Payments, refunds and transfers share one ledger: a refund is a row with isRefund and the
// credit note it settles; a transfer moves money between bookings (positive in, negative out).
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id), // who paid, when a customer did
    passengerPayerId: integer('passenger_payer_id').references(() => passengers.id),
    amountCents: integer('amount_cents').notNull(),
    refundedAmountCents: integer('refunded_amount_cents').notNull().default(0),
    currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
    payType: text('pay_type').$type<PayType>().notNull(),
    state: text('state').$type<PaymentState>().notNull().default('complete'),
    cardBrand: text('card_brand').$type<CardBrand>(),
    cardHolder: text('card_holder'),
    lastFour: text('last_four'),
    reference: text('reference'),
    isRefund: boolean('is_refund').notNull().default(false),
    isTransfer: boolean('is_transfer').notNull().default(false),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    provider: text('provider'), // sandbox | stripe
    providerAccount: text('provider_account'), // yacht | default
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key'),
    recipients: jsonb('recipients').$type<number[]>(), // passenger ids the payment is for
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_idempotency_unique').on(t.bookingId, t.idempotencyKey),
    uniqueIndex('payments_provider_payment_unique').on(t.providerPaymentId),
  ],
);

export const pendingPayments = pgTable('pending_payments', {
  id: id(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  amountCents: integer('amount_cents').notNull(),
  currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
  code: text('code').notNull().unique(), // the payment description code the traveller quotes
  termsAccepted: boolean('terms_accepted').notNull(),
  recipients: jsonb('recipients').$type<number[]>(),
  createdAt: createdAt(),
});

export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    aliasName: text('alias_name').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    lastFour: text('last_four').notNull(),
    cardBrand: text('card_brand').$type<CardBrand>().notNull().default('other'),
    provider: text('provider').notNull(),
    providerAccount: text('provider_account').notNull().default('default'),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    // The provider's customer the method is attached to (Stripe charges a saved method through it).
    providerCustomerRef: text('provider_customer_ref'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_cards_customer_idx').on(t.customerId)],
);

// Card-provider webhook events already handled, so a redelivery changes nothing.
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    customerId: integer('customer_id') // the lead who invited
      .notNull()
      .references(() => customers.id),
    invitedCustomerId: integer('invited_customer_id').references(() => customers.id),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    backgroundImageUrl: text('background_image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_token_unique').on(t.tokenHash)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_booking_idx').on(t.bookingId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    priority: text('priority').$type<NotificationPriority>().notNull().default('regular'),
    dismissed: boolean('dismissed').notNull().default(false),
    seen: boolean('seen').notNull().default(false),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // The event a server-made notification stands for (e.g. "payment:812", "due:40003:2026-12-01"):
    // unique per customer, so an event raised twice (two processes, a re-run job) makes one row.
    eventKey: text('event_key'),
    // Waiting to be pushed to the customer's devices (push/push-delivery.ts claims and clears it).
    pushPending: boolean('push_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('notifications_event_unique').on(t.customerId, t.eventKey),
    index('notifications_push_pending_idx').on(t.id).where(sql`${t.pushPending}`),
  ],
);

/**
 * A browser's Web Push subscription: one per endpoint (a device's browser profile), owned by the
 * customer who last saved it, and tied to the session that saved it, so signing out removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_customer_idx').on(t.customerId, t.updatedAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    groupSize: text('group_size').$type<GroupSize>().notNull(),
    displayName: text('display_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviews_booking_customer_unique').on(t.bookingId, t.customerId)],
);

export const nationalities = pgTable('nationalities', {
  id: id(),
  name: text('name').notNull().unique(),
  popularRank: integer('popular_rank'), // set for the popular nationalities, shown first in that order
});

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull().unique(),
  isoCode: text('iso_code').notNull(),
  phoneCode: text('phone_code').notNull(),
});
