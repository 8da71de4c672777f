// The guard of every signed-in endpoint: 401 with the product's exact wording when no session is loaded.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, CurrentSession } from '../http/app-env.ts';
import { ApiError } from '../http/respond.ts';

export const SIGN_IN_REQUIRED = 'You need to sign in or sign up before continuing.';

/** The signed-in session; throws the 401 answer when there is none. */
export function sessionOf(c: Context<AppEnv>): CurrentSession {
  const session = c.get('session');
  if (!session) throw new ApiError(401, { error: SIGN_IN_REQUIRED });
  return session;
}

export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  sessionOf(c);
  return next();
};
