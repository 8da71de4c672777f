// Puts the signed-in session (or null) on the context for every API request. An unknown or expired
// token is simply no session; the route decides whether that matters.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { readSessionCookie } from './session-cookie.ts';
import { findSession } from './sessions.ts';

export function sessionLoader(deps: Pick<AppDeps, 'db' | 'clock'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    c.set('session', token ? await findSession(deps.db, token, deps.clock.now()) : null);
    return next();
  };
}
