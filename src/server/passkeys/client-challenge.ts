// What a browser's WebAuthn response says it answers: the challenge in its clientDataJSON, read
// before anything is verified so that the challenge can be spent (passkey-challenges.ts) whatever
// the rest of the response is. Null when the field is not base64url-encoded JSON carrying one.
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';

export function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}
