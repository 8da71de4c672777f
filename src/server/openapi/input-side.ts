// The part of a valibot schema that describes what a client sends: every pipe, nested pipes
// flattened, cut before its first step that changes the value's type (text read as a number, any
// custom transform). What follows such a step checks a value the client never wrote. Later schemas
// before it stay: they narrow the same value (a string, then a picklist or a length-limited string),
// and JSON Schema keywords side by side mean "all of them", as a pipe does.
import type * as v from 'valibot';

type Node = { kind: string; type: string; pipe?: readonly Node[] } & Record<string, unknown>;

// As @valibot/to-json-schema's own input mode names them.
const TYPE_CHANGING = new Set([
  'find_item',
  'parse_json',
  'raw_transform',
  'reduce_items',
  'stringify_json',
  'to_bigint',
  'to_boolean',
  'to_date',
  'to_number',
  'to_string',
  'transform',
]);
// Where a schema keeps the schemas inside it (object entries, array items, wrapped, options...).
const CHILD_KEYS = ['entries', 'rest', 'item', 'items', 'wrapped', 'options', 'key', 'value'];

const isSchema = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && (value as Node).kind === 'schema';

const flatten = (pipe: readonly Node[]): Node[] => pipe.flatMap((item) => (item.pipe ? flatten(item.pipe) : [item]));

function children(value: unknown): unknown {
  if (isSchema(value)) return cut(value);
  if (Array.isArray(value)) return value.map(children);
  if (value !== null && typeof value === 'object' && Object.values(value).every(isSchema))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cut(inner as Node)]));
  return value;
}

function cut(schema: Node): Node {
  const copy: Node = { ...schema };
  for (const key of CHILD_KEYS) if (key in schema) copy[key] = children(schema[key]);
  if (schema.pipe) {
    const steps = flatten(schema.pipe);
    const stop = steps.findIndex((step, index) => index > 0 && TYPE_CHANGING.has(step.type));
    copy.pipe = (stop === -1 ? steps : steps.slice(0, stop)).map((step) => (isSchema(step) ? cut(step) : step));
  }
  return copy;
}

export const inputSide = (schema: v.GenericSchema): v.GenericSchema =>
  cut(schema as unknown as Node) as unknown as v.GenericSchema;
