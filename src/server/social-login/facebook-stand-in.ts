// A local stand-in for Facebook, for development and the demo, where Facebook cannot be used: its
// dialog is a page of this server that lets the traveller pick one of two stand-in Facebook users
// (or cancel), and its codes carry the chosen user and the flow's PKCE challenge, checked against
// the verifier when exchanged. It is behind the same interface as Facebook (facebook-provider.ts),
// so connecting on the Profile, signing in with it and disconnecting run the real routes. Never
// in production (env.ts).
import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escape-html.ts';
import { FacebookError } from './facebook-oauth.ts';

export const STAND_IN_USERS = [
  { id: '900000001', name: 'Sam Rivers' },
  { id: '900000002', name: 'Alex Morgan' },
] as const;

const DIALOG_PATH = '/api/v2/customer/auth/facebook/stand_in.json';
const CALLBACK_PATH = '/api/v2/customer/auth/facebook/callback.json';

type Grant = { uid: string; challenge: string; redirect: string };

/** The callback's path and query only: the stand-in never sends a browser anywhere else. */
function callbackTarget(redirectUri: string): string | null {
  const url = URL.canParse(redirectUri, 'http://stand-in') ? new URL(redirectUri, 'http://stand-in') : null;
  return url && url.pathname === CALLBACK_PATH ? `${url.pathname}${url.search}` : null;
}

const encode = (grant: Grant) => Buffer.from(JSON.stringify(grant)).toString('base64url');

function decode(code: string): Grant | null {
  try {
    const grant = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as Partial<Grant>;
    return typeof grant.uid === 'string' && typeof grant.challenge === 'string' && typeof grant.redirect === 'string'
      ? (grant as Grant)
      : null;
  } catch {
    return null;
  }
}

export const facebookStandIn = {
  dialogUrl: (options: { redirectUri: string; state: string; challenge: string }) =>
    `${DIALOG_PATH}?${new URLSearchParams({
      redirect_uri: options.redirectUri,
      state: options.state,
      code_challenge: options.challenge,
    })}`,
  userFor: async (options: { code: string; verifier: string; redirectUri: string }) => {
    const grant = decode(options.code);
    const challenge = createHash('sha256').update(options.verifier).digest('base64url');
    if (!grant || grant.challenge !== challenge || grant.redirect !== callbackTarget(options.redirectUri))
      throw new FacebookError('the stand-in did not issue this code');
    if (!STAND_IN_USERS.some((user) => user.id === grant.uid)) throw new FacebookError('no such stand-in user');
    return grant.uid;
  },
};

/** The stand-in's dialog page, or null for a request it would not answer (no callback to return to). */
export function standInDialogPage(query: { redirectUri?: string; state?: string; challenge?: string }): string | null {
  const redirect = query.redirectUri ? callbackTarget(query.redirectUri) : null;
  if (!redirect || !query.state || !query.challenge) return null;
  const back = (params: Record<string, string>) => {
    const target = new URL(redirect, 'http://stand-in');
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return `${target.pathname}${target.search}`;
  };
  const state = query.state;
  const challenge = query.challenge;
  const choices = STAND_IN_USERS.map((user) => {
    const code = encode({ uid: user.id, challenge, redirect });
    return `<li><a href="${escapeHtml(back({ code, state }))}">Continue as ${escapeHtml(user.name)}</a></li>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Log in with Facebook (local stand-in)</title></head><body><main><h1>Log in with Facebook</h1><p>This is the local stand-in for Facebook of a development or demo server: nothing is sent to Facebook. Pick who signs in.</p><ul>${choices}</ul><p><a href="${escapeHtml(back({ error: 'access_denied', state }))}">Cancel</a></p></main></body></html>`;
}
