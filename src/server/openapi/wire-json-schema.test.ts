import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NOT_EXPRESSIBLE, wireJsonSchema } from './wire-json-schema.ts';

describe('a request schema as JSON Schema', () => {
  it('names properties as the wire does (snake_case), required ones included, and leaves values alone', () => {
    const schema = v.object({
      bookingId: v.number(),
      staff: v.object({ firstName: v.optional(v.string()) }),
      change: v.picklist(['booking_cancelled', 'passengerConfirmed']),
      rememberMe: v.optional(v.boolean(), false),
    });
    expect(wireJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        booking_id: { type: 'number' },
        staff: { type: 'object', properties: { first_name: { type: 'string' } }, required: [] },
        change: { type: 'string', enum: ['booking_cancelled', 'passengerConfirmed'] },
        remember_me: { type: 'boolean', default: false },
      },
      required: ['booking_id', 'staff', 'change'],
    });
  });

  it('describes what the client sends: a pipe stops before the step that changes the type', () => {
    const page = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1));
    expect(wireJsonSchema(page)).toEqual({ type: 'string', pattern: '^\\d+$' });
  });

  it('keeps the rules of a later schema that narrows the same value, nested pipes included', () => {
    const title = v.pipe(v.optional(v.string(), ''), v.picklist(['Mr', 'Ms']));
    const name = v.pipe(v.optional(v.string(), ''), v.nonEmpty(), v.pipe(v.string(), v.maxLength(100)));
    expect(wireJsonSchema(title)).toEqual({ type: 'string', default: '', enum: ['Mr', 'Ms'] });
    expect(wireJsonSchema(name)).toEqual({ type: 'string', default: '', minLength: 1, maxLength: 100 });
  });

  it('leaves out an action JSON Schema cannot express, keeping the rules before and after it', () => {
    const text = v.pipe(
      v.string(),
      v.maxLength(20),
      v.check((value) => !value.includes('\u0000')),
      v.trim(),
      v.minLength(1),
    );
    expect(wireJsonSchema(text)).toEqual({ type: 'string', maxLength: 20, minLength: 1 });
  });

  it('leaves out a pattern whose flags JSON Schema cannot carry, rather than a stricter one', () => {
    expect(wireJsonSchema(v.pipe(v.string(), v.regex(/^abc$/i)))).toEqual({ type: 'string' });
  });

  it('describes a schema JSON Schema cannot express as any value, and says why', () => {
    type Tree = { children: Tree[] };
    const tree: v.GenericSchema<Tree> = v.object({ children: v.array(v.lazy(() => tree)) });
    expect(wireJsonSchema(v.object({ when: v.date(), tree }))).toEqual({
      type: 'object',
      properties: {
        when: { description: NOT_EXPRESSIBLE },
        tree: {
          type: 'object',
          properties: { children: { type: 'array', items: { description: NOT_EXPRESSIBLE } } },
          required: ['children'],
        },
      },
      required: ['when', 'tree'],
    });
  });
});
