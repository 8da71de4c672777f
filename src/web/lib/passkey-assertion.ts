// A passkey's assertion on a fresh sign-in challenge: navigator.credentials.get() through
// @simplewebauthn/browser. Signing in sends it to start a session; deleting the account sends it
// as the proof of who asks. Loaded only when a ceremony starts.
import { startAuthentication } from '@simplewebauthn/browser';
import { passkeyPaths, signInOptions } from '../../shared/contract/passkeys.ts';
import { api } from './api-client.ts';

/** The traveller closed the browser's dialog, or another ceremony took over: nothing to report. */
const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * The browser's assertion by a passkey the traveller picks, on a fresh sign-in challenge; null when
 * none was chosen. `autofill`: offered among the e-mail field's suggestions, quietly.
 */
export async function passkeyAssertion(autofill = false) {
  const challenge = api('post', passkeyPaths.signInOptions(), signInOptions, { json: {} });
  // The autofill is offered quietly: without a challenge (offline) there is just no suggestion.
  const answer = await (autofill ? challenge.catch(() => null) : challenge);
  if (!answer) return null;
  try {
    return await startAuthentication({ optionsJSON: answer.options, useBrowserAutofill: autofill });
  } catch (error) {
    // The autofill is quiet in failure too: the traveller asked for nothing, and the form works.
    if (autofill || isCancelled(error)) return null;
    throw error;
  }
}
