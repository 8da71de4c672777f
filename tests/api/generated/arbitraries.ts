// Requests derived from the contract's valibot schemas, for fast-check. Two modes over the same walk
// of a schema: `validValue` builds what the schema accepts (so a request gets past the outer checks
// and reaches the code behind them), and `hostileValue` puts, at any node, something an attacker
// or a broken client would send instead: wrong types, control characters and NULs, lone surrogates,
// huge and fractional numbers, out-of-range ids, long strings, deep nesting, unknown keys.
// Values are serialised by `toWireText`, which can splice raw JSON text in (deep nesting that no
// JSON.stringify of ours should have to recurse through).
import fc from 'fast-check';
import type * as v from 'valibot';
import { snakeCase } from '../../../src/shared/wire.ts';

type Node = {
  type: string;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  value?: Node;
  options?: unknown[];
  literal?: unknown;
  requirement?: unknown;
  kind?: string;
};

/** JSON text to splice into a body as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);
const NULLABLE_TYPES = new Set(['nullable', 'nullish']);
const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

const actions = (node: Node) => (node.pipe ?? []).slice(1);
const action = (node: Node, type: string) => actions(node).find((a) => a.type === type);
const requirement = (node: Node, type: string) => action(node, type)?.requirement;

// ---------------------------------------------------------------------------------------------
// What a schema accepts

const PLAIN_TEXT = fc.stringMatching(/^[A-Za-z][A-Za-z '-]{0,18}[a-z]$/);

function validString(node: Node): fc.Arbitrary<string> {
  const pattern = requirement(node, 'regex');
  if (pattern instanceof RegExp) return fc.stringMatching(pattern);
  if (action(node, 'email')) return fc.emailAddress().filter((email) => email.length <= 100);
  const max = requirement(node, 'max_length');
  const text = typeof max === 'number' ? PLAIN_TEXT.map((s) => s.slice(0, Math.max(1, max))) : PLAIN_TEXT;
  return text;
}

function validNumber(node: Node): fc.Arbitrary<number> {
  const min = Number(requirement(node, 'min_value') ?? 1);
  const max = Number(requirement(node, 'max_value') ?? 1_000_000);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2_147_483_647)) });
}

/** Strings that become numbers further down the pipe (query parameters). */
function numericString(node: Node): fc.Arbitrary<string> {
  return validNumber(node).map(String);
}

export function validValue(schema: v.GenericSchema | Node): fc.Arbitrary<unknown> {
  const node = schema as Node;
  if (OPTIONAL_TYPES.has(node.type) || NULLABLE_TYPES.has(node.type)) {
    const inner = validValue(node.wrapped as Node);
    return NULLABLE_TYPES.has(node.type) ? fc.oneof({ weight: 4, arbitrary: inner }, fc.constant(null)) : inner;
  }
  if (OBJECT_TYPES.has(node.type)) {
    const entries = node.entries ?? {};
    const required = Object.keys(entries).filter((key) => !OPTIONAL_TYPES.has((entries[key] as Node).type));
    const model = Object.fromEntries(Object.entries(entries).map(([key, inner]) => [key, validValue(inner)]));
    return fc.record(model, { requiredKeys: required });
  }
  switch (node.type) {
    case 'string':
      return action(node, 'to_number') ? numericString(node) : validString(node);
    case 'number':
      return validNumber(node);
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'literal':
      return fc.constant(node.literal);
    case 'array':
      return fc.array(validValue(node.item as Node), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), validValue(node.value as Node), { maxKeys: 3 });
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as Node[]).map(validValue));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// What an attacker sends instead

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u200b', '\u2028', '\r\n', '\t');
const LONE_SURROGATE = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF');

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(PLAIN_TEXT, CONTROL, PLAIN_TEXT).map(([a, c, b]) => `${a}${c}${b}`),
  fc.tuple(PLAIN_TEXT, LONE_SURROGATE).map(([a, s]) => `${a}${s}`),
  fc.integer({ min: 257, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(
    '',
    ' ',
    '   ',
    "Robert'); DROP TABLE customers;--",
    '<script>alert(1)</script>',
    '%00',
    '../../etc/passwd',
  ),
  fc.constantFrom('1.5', '-1', '0', '2147483648', '1e20', 'NaN', '0x10', '١٢٣', ' 42 '),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 0.1, -0, 2_147_483_648, 4_294_967_296, 1e20, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays or objects nested `depth` deep, as raw text: deep enough to overflow a recursive walk. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 2_000, max: 6_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  hostileString,
  hostileNumber,
  deeplyNested,
);

const HOSTILE_KEYS = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'customer_id',
  'is_lead',
  'a'.repeat(300),
);

/** At each node: most often a value the schema accepts, sometimes one it must refuse. */
export function hostileValue(schema: v.GenericSchema | Node, depth = 0): fc.Arbitrary<unknown> {
  const node = schema as Node;
  const bad =
    node.type === 'string'
      ? fc.oneof(hostileString, wrongType)
      : node.type === 'number'
        ? fc.oneof(hostileNumber, wrongType)
        : wrongType;
  if (depth > 4) return fc.oneof(validValue(node), bad);
  let shaped: fc.Arbitrary<unknown>;
  if (OPTIONAL_TYPES.has(node.type) || NULLABLE_TYPES.has(node.type)) {
    shaped = hostileValue(node.wrapped as Node, depth);
  } else if (OBJECT_TYPES.has(node.type)) {
    const entries = node.entries ?? {};
    const model = Object.fromEntries(
      Object.entries(entries).map(([key, inner]) => [key, hostileValue(inner, depth + 1)]),
    );
    shaped = fc
      .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(HOSTILE_KEYS, wrongType, { maxKeys: 2 }))
      .map(([known, extra]) => ({ ...extra, ...known }));
  } else if (node.type === 'array') {
    shaped = fc.oneof(
      fc.array(hostileValue(node.item as Node, depth + 1), { maxLength: 4 }),
      fc.integer({ min: 1_000, max: 5_000 }).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
    );
  } else {
    shaped = validValue(node);
  }
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: bad });
}

/** Whole bodies that are not the JSON object the endpoint reads. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{"a":1,"a":2}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
  ),
  deeplyNested.map((raw) => raw.text),
  deeplyNested.map((raw) => `{"customer":${raw.text}}`),
  fc.integer({ min: 300_000, max: 400_000 }).map((n) => JSON.stringify({ text: 'x'.repeat(n) })),
);

/** The wire form of a generated body: keys in snake_case, RawJson spliced in as it is. */
export function toWireText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toWireText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, inner]) => `${JSON.stringify(snakeCase(key))}:${toWireText(inner)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Generated text that prints short in a counterexample (a 300 KB body would flood the report). */
export function shortPrinted<T extends string | undefined>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<{ value: T }> {
  return arbitrary.map((value) => ({
    value,
    [fc.toStringMethod]: () =>
      value === undefined
        ? 'no body'
        : `${JSON.stringify(value.slice(0, 160))}${value.length > 160 ? `… (${value.length} chars)` : ''}`,
  }));
}
