// The browser's side of adding a passkey, loaded only when the traveller adds one: the server's
// options (the password along when the session is older than ten minutes), navigator.credentials
// .create() through @simplewebauthn/browser, and the answer sent back with the passkey's name.
import { startRegistration } from '@simplewebauthn/browser';
import { passkey, passkeyPaths, registrationOptions } from '../../../shared/contract/passkeys.ts';
import { api } from '../../lib/api-client.ts';

export type NewPasskey = { name: string; password?: string };

/** The added passkey, or null when the traveller closed the browser's dialog. */
export async function registerPasskey({ name, password }: NewPasskey) {
  const { options } = await api('post', passkeyPaths.registrationOptions(), registrationOptions, {
    json: password ? { password } : {},
  });
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options });
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return null;
    throw error;
  }
  return api('post', passkeyPaths.list(), passkey, { json: { name, credential } });
}
