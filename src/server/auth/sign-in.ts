// Starting a session for a customer: the previous session of this browser (if any) is destroyed and
// a fresh token is issued, so a token planted before sign-in never becomes authenticated. The
// session keeps the device's browser and platform, named from the user agent (device-name.ts).
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { deviceName } from './device-name.ts';
import { writeSessionCookie } from './session-cookie.ts';
import { createSession, destroySession, type SessionOptions } from './sessions.ts';

export async function startSession(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  customerId: number,
  rememberMe: boolean,
  options: SessionOptions = {},
): Promise<void> {
  const previous = c.get('session');
  if (previous) await destroySession(deps.db, previous.tokenHash);
  const device = deviceName(c.req.header('User-Agent'));
  const session = await createSession(deps.db, customerId, rememberMe, deps.clock.now(), { ...options, device });
  writeSessionCookie(c, deps.config, session);
  c.set('session', {
    tokenHash: session.tokenHash,
    customerId,
    rememberMe: session.rememberMe,
    sharedDevice: session.sharedDevice,
    passkey: session.passkey,
  });
}
