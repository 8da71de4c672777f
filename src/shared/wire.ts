// The wire speaks snake_case (the contract of the provider's CRM API); code speaks camelCase.
// Conversion is deep over plain objects and arrays; values are never touched.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

export function toWire(value: unknown): unknown {
  return convertKeys(value, toSnake);
}

export function fromWire(value: unknown): unknown {
  return convertKeys(value, toCamel);
}

export const snakeCase = toSnake;
export const camelCase = toCamel;
export type { Json };
