// Puts the signed-in session (or null) on the context for every API request. An unknown or expired
// token is simply no session; the route decides whether that matters. The row comes from the read
// cache (cache/read-cache.ts: dropped by any write, sign-out included, and after TTL_MS); whether
// it has expired is decided here on every request, with the current time.
import type { MiddlewareHandler } from 'hono';
import type { ReadCache } from '../cache/read-cache.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { readSessionCookie } from './session-cookie.ts';
import { findSessionRow, liveSession, type SessionRow } from './sessions.ts';
import { hashToken } from './tokens.ts';

export function sessionLoader(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  cache: ReadCache<SessionRow>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    if (!token) {
      c.set('session', null);
      return next();
    }
    const now = deps.clock.now();
    const tokenHash = hashToken(token);
    const row = await cache.read(tokenHash, () => findSessionRow(deps.db, tokenHash, now));
    c.set('session', liveSession(row, now));
    return next();
  };
}
