// The browser's side of a passkey sign-in, loaded only when one starts (the sign-in page's own code
// stays small): the assertion (lib/passkey-assertion.ts: as the browser's autofill on the e-mail
// field, or its own dialog), then the sign-in sent. A new ceremony cancels one still waiting, as the
// button does the autofill's.
import { WebAuthnAbortService } from '@simplewebauthn/browser';
import type { Customer } from '../../../../shared/contract/customer.ts';
import { passkeyPaths, passkeySignInResponse } from '../../../../shared/contract/passkeys.ts';
import { api } from '../../../lib/api-client.ts';
import { passkeyAssertion } from '../../../lib/passkey-assertion.ts';

export type PasskeySignInSettings = { rememberMe: boolean; sharedDevice: boolean };

/** The signed-in customer, or null when no passkey was chosen; `settings` is read once one was. */
export async function signInWithPasskey(
  autofill: boolean,
  settings: () => PasskeySignInSettings,
): Promise<Customer | null> {
  const credential = await passkeyAssertion(autofill);
  if (!credential) return null;
  return api('post', passkeyPaths.signIn(), passkeySignInResponse, { json: { credential, ...settings() } });
}

export function cancelPasskeySignIn(): void {
  WebAuthnAbortService.cancelCeremony();
}
