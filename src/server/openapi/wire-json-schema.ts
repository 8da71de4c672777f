// A contract's valibot schema as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), describing
// what a client sends: keys in snake_case as on the wire, and each pipe's input side (input-side.ts).
// What JSON Schema cannot say never fails the document; it is left to the server, whose 422 has the
// last word:
// - an action it cannot express (a custom check, trimming, a regex with flags) is left out: the
//   schema stays as it was before that action, so it may accept more than the server does;
// - a schema it cannot express (recursive, a date, a function...) is any value, described so.
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { snakeCase } from '../../shared/wire.ts';
import { inputSide } from './input-side.ts';

export type JsonObject = { [key: string]: unknown };

export const NOT_EXPRESSIBLE = 'Any value here: the server checks it, in a way JSON Schema cannot express.';

// Keywords whose values are data, not schemas: copied as they are.
const VALUE_KEYWORDS = new Set(['const', 'default', 'enum', 'examples']);

function toWireKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toWireKeys);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (VALUE_KEYWORDS.has(keyword)) out[keyword] = value;
    else if (keyword === 'required' && Array.isArray(value)) out[keyword] = value.map(snakeCase);
    else if (keyword === 'properties' && value !== null && typeof value === 'object')
      out[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [snakeCase(name), toWireKeys(inner)]),
      );
    else out[keyword] = toWireKeys(value);
  }
  return out;
}

export function wireJsonSchema(schema: v.GenericSchema): JsonObject {
  // The library converts a pipe's first schema, then applies each action to the same JSON Schema in
  // turn; the state after the last step that converted is what an unconvertible action falls back to.
  let lastGood: JsonSchema = {};
  const converted = toJsonSchema(inputSide(schema), {
    target: 'draft-2020-12',
    // Every error but one comes to the overrides below; that one says a pipe holds several schemas,
    // which inputSide leaves there on purpose.
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema, jsonSchema, errors }) => {
      lastGood =
        errors || valibotSchema.type === 'lazy' ? { description: NOT_EXPRESSIBLE } : structuredClone(jsonSchema);
      return structuredClone(lastGood);
    },
    overrideAction: ({ jsonSchema, errors }) => {
      if (!errors) lastGood = structuredClone(jsonSchema);
      return structuredClone(lastGood);
    },
  });
  // Recursive schemas became any value above, so their definitions are referenced by nothing.
  const { $schema: _dialect, $defs: _unused, ...body } = converted;
  return toWireKeys(body) as JsonObject;
}
