// Facebook Login as an OAuth 2.0 authorization-code flow with PKCE (S256): the dialog URL, the
// code exchange and the user read. The origins come from the configuration, so the same code
// talks to Facebook or to a local fake provider in tests. Calls are bounded in time; codes, tokens
// and the secret are never logged.
import { createHash, randomBytes } from 'node:crypto';
import type { FacebookSettings } from '../env.ts';

const GRAPH_VERSION = 'v19.0';
const CALL_TIMEOUT_MS = 10_000;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export type Pkce = { verifier: string; challenge: string };

/** A fresh verifier (43 characters) and its S256 challenge. */
export function pkcePair(): Pkce {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

export const newState = () => base64url(randomBytes(32));

export function dialogUrl(fb: FacebookSettings, options: { redirectUri: string; state: string; challenge: string }) {
  const url = new URL(`/${GRAPH_VERSION}/dialog/oauth`, fb.authOrigin);
  url.search = new URLSearchParams({
    client_id: fb.appId,
    redirect_uri: options.redirectUri,
    state: options.state,
    response_type: 'code',
    scope: 'email',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export class FacebookError extends Error {}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }).catch(() => {
    throw new FacebookError('Facebook could not be reached');
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new FacebookError(`Facebook answered ${response.status}`);
  return body;
}

/** The Facebook user id behind an authorization code (exchanged with the PKCE verifier). */
export async function facebookUserFor(
  fb: FacebookSettings,
  options: { code: string; verifier: string; redirectUri: string },
): Promise<string> {
  const tokenUrl = new URL(`/${GRAPH_VERSION}/oauth/access_token`, fb.graphOrigin);
  tokenUrl.search = new URLSearchParams({
    client_id: fb.appId,
    client_secret: fb.appSecret,
    redirect_uri: options.redirectUri,
    code: options.code,
    code_verifier: options.verifier,
  }).toString();
  const token = await getJson(tokenUrl);
  if (typeof token.access_token !== 'string') throw new FacebookError('no access token');
  const meUrl = new URL(`/${GRAPH_VERSION}/me`, fb.graphOrigin);
  meUrl.search = new URLSearchParams({ fields: 'id,email', access_token: token.access_token }).toString();
  const me = await getJson(meUrl);
  if (typeof me.id !== 'string' || !/^\d{1,30}$/.test(me.id)) throw new FacebookError('no user id');
  return me.id;
}
