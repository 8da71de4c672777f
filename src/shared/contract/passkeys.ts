// Passkeys (WebAuthn): adding one on the profile, listing, renaming and removing them, and signing
// in with one. The browser's credential travels as the WebAuthn JSON encoding
// (PublicKeyCredential.toJSON(): base64url strings), its keys converted like every other key on the
// wire (clientDataJSON <-> client_data_j_s_o_n). Every field is bounded; the server verifies the
// rest (challenge, origin, relying party, signature, counter).
import * as v from 'valibot';
import { MAX_LENGTH, requiredText } from '../domain/forms/fields.ts';
import { safeText } from '../domain/forms/safe-text.ts';
import { customer } from './customer.ts';

export const passkeyPaths = {
  list: () => '/customer/passkeys',
  registrationOptions: () => '/customer/passkeys/registration_options',
  one: (id: number) => `/customer/passkeys/${id}`,
  signInOptions: () => '/customer/sessions/passkey_options',
  signIn: () => '/customer/sessions/passkey',
} as const;

export const PASSKEY_NAME_MAX = 60;

export const passkeyMessages = {
  nameRequired: 'Please enter a name for the passkey',
  passwordRequired: 'Please enter your password to add a passkey',
  passwordWrong: 'The password is not correct',
  /** No password to ask for (an account that signs in only with Facebook or a passkey). */
  signInAgain: 'Please sign out and sign in again to add a passkey',
  sharedDevice: 'Passkeys cannot be added on a shared device.',
  expired: 'The passkey request has expired. Please try again.',
  notVerified: 'The passkey could not be verified. Please try again.',
  alreadyAdded: 'This passkey has already been added.',
  signInFailed: 'This passkey could not sign you in. Sign in with your password instead.',
} as const;

const base64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/));
const credentialId = v.pipe(base64url(1400), v.minLength(1));
const transports = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(10)));
const attachment = v.optional(v.picklist(['platform', 'cross-platform']));
const extensionResults = v.optional(v.object({ credProps: v.optional(v.object({ rk: v.optional(v.boolean()) })) }), {});

/** navigator.credentials.create()'s answer, as JSON. */
export const registrationCredential = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: v.optional(base64url(16_384)),
    transports,
    publicKeyAlgorithm: v.optional(v.pipe(v.number(), v.integer())),
    publicKey: v.optional(base64url(4096)),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

/** navigator.credentials.get()'s answer, as JSON. */
export const authenticationCredential = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(4096),
    userHandle: v.optional(base64url(256)),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

export const passkeyName = requiredText(passkeyMessages.nameRequired, PASSKEY_NAME_MAX);

/** POST /customer/passkeys/registration_options: the password again when the session is older than 10 minutes. */
export const registrationOptionsRequest = v.object({
  password: v.optional(v.pipe(v.string(), safeText({ max: MAX_LENGTH.password }))),
});

/** POST /customer/passkeys: 201 with the passkey; 422 {errors: {credential | name: [...]}}. */
export const addPasskeyRequest = v.object({ name: passkeyName, credential: registrationCredential });

/** PATCH /customer/passkeys/:id: a new name. */
export const renamePasskeyRequest = v.object({ name: passkeyName });

/** POST /customer/sessions/passkey: 201 with the customer, as a password sign-in; 401 {error} when refused. */
export const passkeySignInRequest = v.object({
  credential: authenticationCredential,
  rememberMe: v.optional(v.boolean(), false),
  sharedDevice: v.optional(v.boolean(), false),
});

const descriptor = v.object({
  id: v.string(),
  type: v.literal('public-key'),
  transports: v.optional(v.array(v.string())),
});

/** What the browser's navigator.credentials.create() takes (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptions = v.object({
  options: v.object({
    challenge: v.string(),
    rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
    user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
    pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.literal('public-key') })),
    timeout: v.optional(v.number()),
    excludeCredentials: v.optional(v.array(descriptor)),
    authenticatorSelection: v.optional(
      v.object({
        authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
        residentKey: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
        requireResidentKey: v.optional(v.boolean()),
        userVerification: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
      }),
    ),
    attestation: v.optional(v.picklist(['none', 'indirect', 'direct', 'enterprise'])),
    extensions: v.optional(v.object({ credProps: v.optional(v.boolean()) })),
    hints: v.optional(v.array(v.picklist(['security-key', 'client-device', 'hybrid']))),
  }),
});

/** What navigator.credentials.get() takes (PublicKeyCredentialRequestOptionsJSON). */
export const signInOptions = v.object({
  options: v.object({
    challenge: v.string(),
    timeout: v.optional(v.number()),
    rpId: v.optional(v.string()),
    allowCredentials: v.optional(v.array(descriptor)),
    userVerification: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
  }),
});

export const passkey = v.object({
  id: v.number(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type Passkey = v.InferOutput<typeof passkey>;

export const passkeyList = v.object({ passkeys: v.array(passkey) });

export const passkeySignInResponse = customer;
