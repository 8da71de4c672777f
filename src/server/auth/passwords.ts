// scrypt with N=2^17, r=8, p=1 (SCRYPT_N lowers N for the test suites; production refuses it).
// The stored form names its parameters so they can be raised later without breaking existing
// hashes. Every hash waits its turn in a bounded queue (hash-queue.ts explains why), one per lane;
// a full lane answers 503 + Retry-After.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Gauge } from 'prom-client';
import { ApiError } from '../http/respond.ts';
import { metricsRegistry } from '../metrics/registry.ts';
import { createHashLanes, type HashQueueLimits, HashQueueFullError } from './hash-queue.ts';

/** The cost of every new hash. A stored hash names its own, which verification follows. */
export type ScryptCost = { N: number; r: number; p: number };
const PRODUCTION_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** The cost of new hashes: the production cost unless the server's settings lower it (SCRYPT_N). */
let newHashCost = PRODUCTION_COST;
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024; // 128 * N * r bytes are needed; Node's default cap is 32 MiB

export const HASHING_BUSY = 'We are busy right now. Please try again in a moment.';

/**
 * Whom a hash serves. Each lane has its own slot and queue, so a flood in one never delays or
 * refuses another.
 * - 'sign-up' makes new accounts: anyone may ask, from any number of addresses.
 * - 'sign-in' checks a password for any e-mail, known or not, from a browser the account does not
 *   know (an unknown e-mail's throwaway check waits here too, so both take the same time), and
 *   hashes a changed, reset or first password.
 * - 'known-device' checks a password from a browser that signed in to that account before
 *   (known-devices.ts): a flood of strangers, which fills 'sign-in', cannot reach it.
 */
export type PasswordLane = 'sign-in' | 'known-device' | 'sign-up';

// libuv's pool has 4 threads: one hash per lane keeps one free for I/O even when every lane is
// busy (the known-device lane rarely is). Eight waiting is about 4 s at a few hundred ms per hash:
// past that a traveller is better told to retry. A known browser's lane waits for few: its owner
// is one person.
const DEFAULT_LIMITS: Record<PasswordLane, HashQueueLimits> = {
  'sign-in': { concurrency: 1, maxQueued: 8 },
  'known-device': { concurrency: 1, maxQueued: 4 },
  'sign-up': { concurrency: 1, maxQueued: 8 },
};

let lanes = createHashLanes(DEFAULT_LIMITS);

new Gauge({
  name: 'gangway_password_hash_queue_depth',
  help: 'Password hashes waiting for a slot, by lane',
  labelNames: ['lane'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const lane of Object.keys(DEFAULT_LIMITS) as PasswordLane[]) this.set({ lane }, lanes.stats(lane).queued);
  },
});

/** Tests replace the bounds of some lanes (the others get the defaults) and read their stats. */
export function setPasswordHashLimits(limits: Partial<Record<PasswordLane, HashQueueLimits>> = {}) {
  lanes = createHashLanes({ ...DEFAULT_LIMITS, ...limits });
  return lanes;
}

function scryptOnce(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function derive(
  lane: PasswordLane,
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
): Promise<Buffer> {
  try {
    return await lanes.run(lane, () => scryptOnce(password, salt, n, r, p));
  } catch (error) {
    if (error instanceof HashQueueFullError)
      throw new ApiError(503, { error: HASHING_BUSY }, { 'Retry-After': String(error.retryAfterSeconds) });
    throw error;
  }
}

/**
 * Sets the N of every new hash (r and p stay): SCRYPT_N, which only the test suites lower (env.ts
 * refuses it in production). Hashes already stored keep their own cost.
 */
export function setNewHashCost(N = PRODUCTION_COST.N): void {
  newHashCost = { ...PRODUCTION_COST, N };
}

/** A new hash, in the caller's lane (a sign-up's when none is named). */
export async function hashPassword(
  password: string,
  { lane = 'sign-up', cost = newHashCost }: { lane?: PasswordLane; cost?: ScryptCost } = {},
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(lane, password, salt, cost.N, cost.r, cost.p);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against an account's hash, in the sign-in lane unless the caller names another. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  lane: Exclude<PasswordLane, 'sign-up'> = 'sign-in',
): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(lane, password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
