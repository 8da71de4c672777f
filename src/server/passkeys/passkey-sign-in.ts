// Signing in with a passkey: the options for navigator.credentials.get() on this brand host (no
// account named: the browser offers the passkeys it holds for the host), then the assertion checked
// by @simplewebauthn/server against the stored public key: the challenge spent first, then origin,
// RP ID, user verification, signature, and a signature counter that must move forward (a cloned
// authenticator shows itself by repeating one). Every refusal is the same 401, whatever failed.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type * as v from 'valibot';
import { type authenticationCredential, passkeyMessages } from '../../shared/contract/passkeys.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/respond.ts';
import { challengeOf } from './client-challenge.ts';
import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge } from './passkey-challenges.ts';
import { findPasskeyByCredentialId, type PasskeyRow, recordPasskeyUse } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { encodedUserHandleOf } from './user-handle.ts';

type AuthenticationCredential = v.InferOutput<typeof authenticationCredential>;

export async function signInOptionsFor(db: Db, rp: RelyingParty, now: Date) {
  const challenge = await issueChallenge(db, 'authentication', null, now);
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
}

export const signInRefused = () => new ApiError(401, { error: passkeyMessages.signInFailed });

/** The passkey the assertion proves, its use recorded; 401 otherwise. */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  credential: AuthenticationCredential,
  now: Date,
): Promise<PasskeyRow> {
  const challenge = challengeOf(credential.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(db, challenge, 'authentication', null, now))) throw signInRefused();
  const row = await findPasskeyByCredentialId(db, credential.id);
  if (!row || row.rpId !== rp.id) throw signInRefused();
  // The account the authenticator names must be the one the passkey belongs to.
  const { userHandle } = credential.response;
  if (userHandle !== undefined && userHandle !== encodedUserHandleOf(row.customerId)) throw signInRefused();
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.signCount,
      transports: row.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw signInRefused();
  if (!(await recordPasskeyUse(db, row, verification.authenticationInfo.newCounter, now))) throw signInRefused();
  return row;
}
