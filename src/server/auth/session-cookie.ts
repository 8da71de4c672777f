// The session cookie: HttpOnly (scripts never see it), Secure unless turned off for plain-http
// local runs, SameSite=Lax (not sent on cross-site POSTs), whole-site path. Without "remember me"
// it has no Max-Age, so the browser drops it when it closes.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
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
}

export function clearSessionCookie(c: Context, config: Pick<ServerConfig, 'cookieSecure'>) {
  deleteCookie(c, SESSION_COOKIE, baseOptions(config));
}
