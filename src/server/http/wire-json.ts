// An answer's JSON text in the wire's snake_case: what JSON.stringify(toWire(value)) gives
// (shared/wire.ts, the one definition of the conversion), with each key's snake_case form
// remembered instead of worked out by a regular expression for every key of every answer (that
// was a tenth of a booking read's CPU). Keys come from the server's own objects and the operator's
// JSON columns, so the set is small; it is bounded all the same.
import { snakeCase } from '../../shared/wire.ts';

const KEY_LIMIT = 5000;
const snakeKeys = new Map<string, string>();

function snakeKey(key: string): string {
  let snake = snakeKeys.get(key);
  if (snake === undefined) {
    snake = snakeCase(key);
    if (snakeKeys.size < KEY_LIMIT) snakeKeys.set(key, snake);
  }
  return snake;
}

// The same walk as shared/wire.ts convertKeys: arrays and plain objects, values untouched.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toWireFast(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWireFast);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[snakeKey(key)] = toWireFast(value[key]);
  return out;
}

export function wireJson(value: unknown): string {
  return JSON.stringify(toWireFast(value));
}
