// The wire speaks snake_case (the contract of the provider's CRM API); code speaks camelCase.
// Conversion is deep over plain objects and arrays; values are never touched. It recurses once per
// level, kept so for speed: untrusted input must be depth-bounded first (the server's readBody
// refuses bodies nested deeper than a few dozen levels before parsing them).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// Every answer the server writes and the client reads repeats the same few hundred keys, and a
// regular expression per key was a tenth of a booking read's CPU: each conversion remembers its
// keys. Bounded, since operator JSON columns can bring keys of their own.
const REMEMBERED_KEYS = 5000;

function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < REMEMBERED_KEYS) known.set(key, converted);
    }
    return converted;
  };
}

const toSnakeKey = remembered(toSnake);
const toCamelKey = remembered(toCamel);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[convert(key)] = convertKeys(value[key], convert);
  return out;
}

export function toWire(value: unknown): unknown {
  return convertKeys(value, toSnakeKey);
}

export function fromWire(value: unknown): unknown {
  return convertKeys(value, toCamelKey);
}

export const snakeCase = toSnake;
export type { Json };
