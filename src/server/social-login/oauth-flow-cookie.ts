// The one thing the browser carries between the start of a Facebook sign-in and its callback: the
// purpose, the state, the PKCE verifier and (to connect) the customer who started it, in an HttpOnly cookie that only the callback path
// receives, lives ten minutes and is removed the moment the callback reads it (single use). The
// state in the callback's URL must equal the cookie's: a callback this browser did not start
// (login CSRF) is refused, and a connect finishes only for the customer who started it (not for
// whoever signed in on this browser in between).
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../env.ts';

export type OAuthPurpose = 'login' | 'connect';
const COOKIE = 'gangway_facebook_flow';
const COOKIE_PATH = '/api/v2/customer/auth/facebook';

export function rememberFlow(
  c: Context,
  config: Pick<ServerConfig, 'cookieSecure'>,
  flow: { purpose: OAuthPurpose; state: string; verifier: string; customerId?: number },
) {
  setCookie(c, COOKIE, `${flow.purpose}.${flow.state}.${flow.verifier}.${flow.customerId ?? ''}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'Lax', // sent on the provider's top-level redirect back to us
    maxAge: 600,
  });
}

/**
 * The flow this browser started for `purpose` with `state` (its verifier, and the customer who
 * started a connect), or null; always single use.
 */
export function takeFlow(
  c: Context,
  config: Pick<ServerConfig, 'cookieSecure'>,
  purpose: OAuthPurpose,
  state: string | undefined,
): { verifier: string; customerId: number | null } | null {
  const value = getCookie(c, COOKIE);
  deleteCookie(c, COOKIE, { path: COOKIE_PATH, secure: config.cookieSecure });
  const [storedPurpose, storedState, verifier, customerId] = (value ?? '').split('.');
  if (!state || !storedState || !verifier || storedPurpose !== purpose) return null;
  const a = Buffer.from(state);
  const b = Buffer.from(storedState);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return { verifier, customerId: customerId && /^\d{1,15}$/.test(customerId) ? Number(customerId) : null };
}
