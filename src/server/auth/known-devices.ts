// Browsers that have signed in to an account before: a random cookie (HttpOnly, a year), stored
// only as SHA-256 with the customer it vouches for. It exempts that browser from the per-account
// sign-in delay (sign-in-delay.ts); it signs nobody in and grants nothing else.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { API_BASE } from '../../shared/contract/api.ts';
import type { Db } from '../db/client.ts';
import { knownDevices } from '../db/schema.ts';
import type { ServerConfig } from '../env.ts';
import { hashToken, newToken } from './tokens.ts';

export const DEVICE_COOKIE = 'gangway_device';
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Whether this request's browser signed in to `customerId` before (within a year). */
export async function isKnownDevice(db: Db, c: Context, customerId: number, now: Date): Promise<boolean> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token || token.length > 128) return false;
  const [row] = await db
    .select({ customerId: knownDevices.customerId })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        eq(knownDevices.customerId, customerId),
        gt(knownDevices.createdAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * After a successful sign-in: remember this browser for the customer (a fresh cookie each time).
 * A shared device is never remembered: the next person at it is a stranger to the account.
 */
export async function rememberDevice(
  db: Db,
  c: Context,
  config: Pick<ServerConfig, 'cookieSecure'>,
  customerId: number,
  now: Date,
  sharedDevice = false,
): Promise<void> {
  if (sharedDevice) return;
  const previous = getCookie(c, DEVICE_COOKIE);
  if (previous && previous.length <= 128)
    await db.delete(knownDevices).where(eq(knownDevices.tokenHash, hashToken(previous)));
  await db.delete(knownDevices).where(lt(knownDevices.createdAt, new Date(now.getTime() - DEVICE_TTL_MS)));
  const { token, hash } = newToken();
  await db.insert(knownDevices).values({ tokenHash: hash, customerId, createdAt: now, lastUsedAt: now });
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'Lax',
    path: `${API_BASE}/`, // only the API reads it
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
