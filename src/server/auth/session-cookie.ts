// The session cookie: HttpOnly (scripts never see it), Secure unless turned off for plain-http
// local runs, SameSite=Lax (not sent on cross-site POSTs), whole-site path. Without "remember me"
// it has no Max-Age, so the browser drops it when it closes. A shared device's session never has
// one, and comes with a readable marker cookie the page keys its no-storage rules on.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SHARED_DEVICE_COOKIE } from '../../shared/contract/sessions.ts';
import type { ServerConfig } from '../env.ts';
import { type NewSession, REMEMBER_ME_MS } from './sessions.ts';

export const SESSION_COOKIE = 'gangway_session';

const baseOptions = (config: Pick<ServerConfig, 'cookieSecure'>) =>
  ({ httpOnly: true, secure: config.cookieSecure, sameSite: 'Lax', path: '/' }) as const;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function writeSessionCookie(c: Context, config: Pick<ServerConfig, 'cookieSecure'>, session: NewSession) {
  setCookie(c, SESSION_COOKIE, session.token, {
    ...baseOptions(config),
    // A duration, not the server's (possibly shifted) clock: the browser counts from now.
    ...(session.rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  });
  if (session.sharedDevice) setCookie(c, SHARED_DEVICE_COOKIE, '1', { ...baseOptions(config), httpOnly: false });
  else clearSharedDeviceCookie(c, config);
}

function clearSharedDeviceCookie(c: Context, config: Pick<ServerConfig, 'cookieSecure'>) {
  if (getCookie(c, SHARED_DEVICE_COOKIE))
    deleteCookie(c, SHARED_DEVICE_COOKIE, { ...baseOptions(config), httpOnly: false });
}

export function clearSessionCookie(c: Context, config: Pick<ServerConfig, 'cookieSecure'>) {
  deleteCookie(c, SESSION_COOKIE, baseOptions(config));
  clearSharedDeviceCookie(c, config);
}
