// The traveller's own account as a whole: where it is signed in (each live session, and ending
// them), a download of everything held about them, and deleting the account.
import * as v from 'valibot';
import { authenticationCredential } from './passkeys.ts';

export const accountPaths = {
  /** GET: every live session of the account. */
  sessions: () => '/customer/sessions',
  /** DELETE: ends one session of the account (another device; the current one is a sign-out). */
  session: (id: number) => `/customer/sessions/${id}`,
  /** DELETE: ends every session of the account but the current one. */
  otherSessions: () => '/customer/other_sessions',
  /** GET: the data file (an attachment), rate-limited. */
  dataExport: () => '/customer/account/export',
  /** POST: deletes the account, or asks the operator to when a booking is active. */
  deletion: () => '/customer/account/deletion',
  /** GET: the deletion request waiting on the operator, if any. */
  deletionRequest: () => '/customer/account/deletion_request',
} as const;

const isoTime = v.pipe(v.string(), v.isoTimestamp());

export const signedInDevice = v.object({
  id: v.number(),
  /** Named from the user agent at sign-in; null when it named none. */
  browser: v.nullable(v.string()),
  platform: v.nullable(v.string()),
  sharedDevice: v.boolean(),
  createdAt: isoTime,
  lastActiveAt: isoTime,
  /** The session this request came with. */
  current: v.boolean(),
});
export type SignedInDevice = v.InferOutput<typeof signedInDevice>;

export const signedInDevicesResponse = v.object({ sessions: v.array(signedInDevice) });

/** What the traveller types to confirm a deletion, exactly (the form says so). */
export const DELETE_CONFIRMATION = 'DELETE';

export const accountDeletionMessages = {
  confirmation: `Type ${DELETE_CONFIRMATION} to confirm`,
  password: 'Password is incorrect',
  passwordRequired: 'Please enter your password',
  passkey: 'That passkey could not confirm it is you',
  activeBookings:
    'Your account has bookings that are still active, so it cannot be deleted at once. We have asked our team to delete it: they will contact you about your bookings.',
} as const;

const deletionConfirmation = v.pipe(
  v.string(),
  v.maxLength(100),
  v.check((value) => value.trim() === DELETE_CONFIRMATION, accountDeletionMessages.confirmation),
);

/** The form: the password and the confirmation. */
export const accountDeletionRequest = v.object({
  password: v.pipe(v.string(), v.minLength(1, accountDeletionMessages.passwordRequired), v.maxLength(200)),
  confirmation: deletionConfirmation,
});
/** The confirmation alone, checked before a passkey is asked for. */
export const deletionConfirmationOnly = v.object({ confirmation: deletionConfirmation });

/**
 * POST /customer/account/deletion: the confirmation, and who is asking proved by the password or by
 * a passkey of the account (an assertion on a sign-in challenge, POST /customer/sessions/passkey_options).
 */
export const accountDeletionBody = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(200))),
  passkey: v.optional(authenticationCredential),
  confirmation: deletionConfirmation,
});
/** What the client sends: the confirmation with the password, or with a passkey's assertion as the browser gave it. */
export type AccountDeletionProof = { confirmation: string } & ({ password: string } | { passkey: object });

/** A deletion the operator has been asked for; `sentToOperator` once its CRM has taken it. */
export const pendingDeletion = v.object({ requestedAt: isoTime, sentToOperator: v.boolean() });
export type PendingDeletion = v.InferOutput<typeof pendingDeletion>;

/**
 * POST /customer/account/deletion: {deleted: true} and the session ends (the account is gone); or,
 * when a booking is still active, {deleted: false, message, deletionRequest}: nothing is deleted and
 * the operator is asked to. 422 for a wrong password or confirmation, 429 with Retry-After.
 */
export const accountDeletionResponse = v.union([
  v.object({ deleted: v.literal(true) }),
  v.object({ deleted: v.literal(false), message: v.string(), deletionRequest: pendingDeletion }),
]);

export const deletionRequestResponse = v.object({ deletionRequest: v.nullable(pendingDeletion) });

/**
 * GET /customer/account/export: the data file, a JSON attachment written for the traveller, its keys
 * as the server names them (camelCase, not the wire's). Its frame is `format` and `about` (what
 * each section holds); `generatedAt` and the sections follow the server's list of them
 * (server/account/export-sections.ts), so the frame stays open to them.
 */
export const accountDataFile = v.objectWithRest(
  { format: v.literal('gangway-account-data/1'), about: v.array(v.string()) },
  v.unknown(),
);
