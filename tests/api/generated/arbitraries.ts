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

// ---------------------------------------------------------------------------------------------
// What a schema accepts

const PLAIN_TEXT = fc.stringMatching(/^[A-Za-z][A-Za-z '-]{0,18}[a-z]$/);
const PASSWORD = 'Correct-horse-battery-9';
const TOKEN = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

/**
 * The contract's field names mean the same everywhere, and the form schemas check them with custom
 * rules a generic walk cannot read (a birth year's range, matching confirmations, an e-mail regex):
 * these give values that pass, so a hostile value elsewhere in the body reaches the code behind.
 */
const FIELD_HINTS: Record<string, (year: number) => fc.Arbitrary<unknown>> = {
  email: () => fc.stringMatching(/^[a-z]{1,10}(\.[a-z]{1,5})?@[a-z]{2,10}\.(com|org|net)$/),
  password: () => fc.constant(PASSWORD),
  passwordConfirmation: () => fc.constant(PASSWORD),
  currentPassword: () => fc.constant(PASSWORD),
  age: (year) => fc.integer({ min: year - 80, max: year - 20 }),
  title: () => fc.constantFrom('Mr', 'Mrs', 'Ms', 'Miss', 'Mx'),
  nationality: () => fc.constantFrom('British', 'Australian', 'American'),
  countryCode: () => fc.constantFrom('+44', '61', '1'),
  tel: () => fc.stringMatching(/^[0-9]{6,12}$/),
  resetPasswordToken: () => TOKEN,
  invitationToken: () => TOKEN,
  currency: () => fc.constant('EUR'),
  amountCents: () => fc.integer({ min: 100, max: 5_000 }),
  termsAccepted: () => fc.constant(true),
  stripePaymentMethod: () => fc.constantFrom('pm_card_visa', 'pm_card_mastercard'),
};

/** The innermost schema under optional/nullable wrappers and pipes, and every pipe action met on the way. */
function unwrap(node: Node): { base: Node; found: Node[] } {
  const found: Node[] = [];
  let base = node;
  for (;;) {
    found.push(...actions(base));
    if (OPTIONAL_TYPES.has(base.type) || NULLABLE_TYPES.has(base.type)) base = base.wrapped as Node;
    else break;
  }
  return { base, found };
}

const constraint = (found: Node[], type: string) => found.find((a) => a.type === type)?.requirement;

function validString(found: Node[]): fc.Arbitrary<string> {
  const pattern = constraint(found, 'regex');
  if (pattern instanceof RegExp) return fc.stringMatching(pattern);
  if (found.some((a) => a.type === 'email')) return FIELD_HINTS.email?.(0) as fc.Arbitrary<string>;
  const max = constraint(found, 'max_length');
  return typeof max === 'number' ? PLAIN_TEXT.map((s) => s.slice(0, Math.max(1, max))) : PLAIN_TEXT;
}

function validNumber(found: Node[]): fc.Arbitrary<number> {
  const min = Number(constraint(found, 'min_value') ?? 1);
  const max = Number(constraint(found, 'max_value') ?? 1_000_000);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2_147_483_647)) });
}

/** `hints` name values by field for this world (its booking's id, say), over the generic FIELD_HINTS. */
export type GenerationContext = { year: number; key?: string; hints?: Record<string, fc.Arbitrary<unknown>> };
const DEFAULT_CONTEXT: GenerationContext = { year: 2026 };

export function validValue(schema: v.GenericSchema | Node, context = DEFAULT_CONTEXT): fc.Arbitrary<unknown> {
  const node = schema as Node;
  const own = context.key ? context.hints?.[context.key] : undefined;
  if (own) return own;
  const hint = context.key ? FIELD_HINTS[context.key] : undefined;
  if (hint) return hint(context.year);
  const { base, found } = unwrap(node);
  const choice = found.find((a) => a.kind === 'schema' && a.type === 'picklist');
  if (choice) return fc.constantFrom(...(choice.options as unknown[]));
  if (OBJECT_TYPES.has(base.type)) {
    const entries = base.entries ?? {};
    // Every key given: an optional-looking wrapper may still carry a "required" rule in its pipe.
    const model = Object.fromEntries(
      Object.entries(entries).map(([key, inner]) => [key, validValue(inner, { ...context, key })]),
    );
    return fc.record(model);
  }
  switch (base.type) {
    case 'string':
      return found.some((a) => a.type === 'to_number') ? validNumber(found).map(String) : validString(found);
    case 'number':
      return validNumber(found);
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...(base.options as unknown[]));
    case 'literal':
      return fc.constant(base.literal);
    case 'array':
      return fc.array(validValue(base.item as Node, { ...context, key: undefined }), { maxLength: 3 });
    case 'record':
      return fc.dictionary(
        fc.stringMatching(/^[a-z]{1,8}$/),
        validValue(base.value as Node, { ...context, key: undefined }),
        {
          maxKeys: 3,
        },
      );
    case 'union':
    case 'variant':
      return fc.oneof(...(base.options as Node[]).map((option) => validValue(option, { ...context, key: undefined })));
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

/** The bad values for one leaf: of its own type but hostile, or of another type altogether. */
function badLeaf(node: Node): fc.Arbitrary<unknown> {
  const { base } = unwrap(node);
  if (base.type === 'string') return fc.oneof({ weight: 3, arbitrary: hostileString }, wrongType);
  if (base.type === 'number') return fc.oneof({ weight: 3, arbitrary: hostileNumber }, wrongType);
  return wrongType;
}

/**
 * A value the schema accepts everywhere but at one place, which gets a hostile value: the shape
 * that walks past every check but one, so the one bad value reaches as deep as it can.
 */
export function oneBadLeaf(schema: v.GenericSchema | Node, context = DEFAULT_CONTEXT): fc.Arbitrary<unknown> {
  const { base } = unwrap(schema as Node);
  const entries = Object.entries(base.entries ?? {});
  if (!OBJECT_TYPES.has(base.type) || entries.length === 0) return badLeaf(schema as Node);
  return fc
    .tuple(validValue(base, { ...context, key: undefined }), fc.constantFrom(...entries))
    .chain(([valid, [key, inner]]) =>
      oneBadLeaf(inner, context).map((bad) => ({ ...(valid as Record<string, unknown>), [key]: bad })),
    );
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
