// Adding a passkey: the options for navigator.credentials.create() on this brand host, then the
// browser's answer verified by @simplewebauthn/server (the challenge spent first, then origin, RP
// ID, user presence and verification, and the attestation's signature) and stored. Passkeys must be
// discoverable (a sign-in names no account) and user-verified (the phone's own lock).
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type * as v from 'valibot';
import { passkeyMessages, type registrationCredential } from '../../shared/contract/passkeys.ts';
import { fullNameOf } from '../customers/present-customer.ts';
import { type CustomerRow, isUniqueViolation } from '../customers/find-customer.ts';
import type { Db } from '../db/client.ts';
import { passkeys } from '../db/schema.ts';
import { unprocessable } from '../http/respond.ts';
import { challengeOf } from './client-challenge.ts';
import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge } from './passkey-challenges.ts';
import type { PasskeyRow } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { userHandleOf } from './user-handle.ts';

type RegistrationCredential = v.InferOutput<typeof registrationCredential>;

export async function registrationOptionsFor(
  db: Db,
  rp: RelyingParty,
  customer: CustomerRow,
  existing: PasskeyRow[],
  now: Date,
) {
  const challenge = await issueChallenge(db, 'registration', customer.id, now);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: customer.email,
    userID: userHandleOf(customer.id),
    userDisplayName: fullNameOf(customer) || customer.email,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The authenticators already holding one of this account's passkeys for this host add none again.
    excludeCredentials: existing
      .filter((row) => row.rpId === rp.id)
      .map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

const notVerified = () => unprocessable({ credential: [passkeyMessages.notVerified] });

/** Verifies the browser's answer to this customer's challenge and stores the passkey; 422 otherwise. */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  customerId: number,
  input: { name: string; credential: RegistrationCredential },
  now: Date,
): Promise<PasskeyRow> {
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  if (!challenge) throw notVerified();
  if (!(await spendChallenge(db, challenge, 'registration', customerId, now)))
    throw unprocessable({ credential: [passkeyMessages.expired] });
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw notVerified();
  const { credential } = verification.registrationInfo;
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        customerId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: input.credential.response.transports ?? [],
        rpId: rp.id,
        name: input.name,
        createdAt: now,
      })
      .returning();
    if (!row) throw notVerified();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ credential: [passkeyMessages.alreadyAdded] });
    throw error;
  }
}
