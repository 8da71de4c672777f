// The browser's side of a passkey sign-in, loaded only when one starts (the sign-in page's own
// code stays small): a challenge from the server, navigator.credentials.get() through
// @simplewebauthn/browser (as the browser's autofill on the e-mail field, or its own dialog), and
// the answer sent back. A new ceremony cancels one still waiting, as the button does the autofill's.
import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { Customer } from '../../../../shared/contract/customer.ts';
import { passkeyPaths, passkeySignInResponse, signInOptions } from '../../../../shared/contract/passkeys.ts';
import { api } from '../../../lib/api-client.ts';

export type PasskeySignInSettings = { rememberMe: boolean; sharedDevice: boolean };

/** The traveller closed the browser's dialog, or another ceremony took over: nothing to report. */
const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * The signed-in customer, or null when no passkey was chosen. `autofill`: offered among the e-mail
 * field's suggestions; `settings` is read when the traveller has picked one.
 */
export async function signInWithPasskey(
  autofill: boolean,
  settings: () => PasskeySignInSettings,
): Promise<Customer | null> {
  const challenge = api('post', passkeyPaths.signInOptions(), signInOptions, { json: {} });
  // The autofill is offered quietly: without a challenge (offline) there is just no suggestion.
  const answer = await (autofill ? challenge.catch(() => null) : challenge);
  if (!answer) return null;
  const { options } = answer;
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  } catch (error) {
    if (isCancelled(error)) return null;
    throw error;
  }
  return api('post', passkeyPaths.signIn(), passkeySignInResponse, { json: { credential, ...settings() } });
}

export function cancelPasskeySignIn(): void {
  WebAuthnAbortService.cancelCeremony();
}
