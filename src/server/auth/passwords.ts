// scrypt with N=2^17, r=8, p=1 (docs/security.md). The stored form names its
// parameters so they can be raised later without breaking existing hashes. Every hash waits its
// turn in one bounded queue (hash-queue.ts explains why); a full queue answers 503 + Retry-After.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/respond.ts';
import { createHashQueue, defaultHashQueueLimits, type HashQueueLimits, HashQueueFullError } from './hash-queue.ts';

/** The cost of every new hash. A stored hash names its own, which verification follows. */
export type ScryptCost = { N: number; r: number; p: number };
const DEFAULT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024; // 128 * N * r bytes are needed; Node's default cap is 32 MiB

export const HASHING_BUSY = 'We are busy right now. Please try again in a moment.';

let queue = createHashQueue(defaultHashQueueLimits());

/** Tests replace the bounds (and read the stats) of the one queue every hash goes through. */
export function setPasswordHashLimits(limits: HashQueueLimits = defaultHashQueueLimits()) {
  queue = createHashQueue(limits);
  return queue;
}

function scryptOnce(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  try {
    return await queue.run(() => scryptOnce(password, salt, n, r, p));
  } catch (error) {
    if (error instanceof HashQueueFullError)
      throw new ApiError(503, { error: HASHING_BUSY }, { 'Retry-After': String(error.retryAfterSeconds) });
    throw error;
  }
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
