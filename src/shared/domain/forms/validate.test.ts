import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, validate } from './validate.ts';

describe('validate', () => {
  const schema = v.object({
    name: v.pipe(v.string('Name is required'), v.nonEmpty('Name is required'), v.minLength(3, 'Name is too short')),
    nested: v.object({ code: v.string('Code is required') }),
  });

  it('keeps only the first message of each field (abortPipeEarly)', () => {
    expect(validate(schema, { name: '', nested: { code: 'x' } })).toEqual({
      ok: false,
      errors: { name: ['Name is required'] },
    });
  });

  it('keys nested issues by the last path key', () => {
    expect(validate(schema, { name: 'Ann', nested: { code: 5 } })).toEqual({
      ok: false,
      errors: { code: ['Code is required'] },
    });
  });

  it("files an array item's issue under the array's own field, not under its index", () => {
    const ids = v.object({ ids: v.array(v.pipe(v.number(), v.integer('is invalid'))) });
    expect(validate(ids, { ids: [1, 1.5, 2.5] })).toEqual({ ok: false, errors: { ids: ['is invalid'] } });
  });

  it("files issues without a path under 'base' and drops duplicates", () => {
    const issue = { message: 'Nope' } as v.BaseIssue<unknown>;
    expect(issuesToFieldErrors([issue, issue])).toEqual({ base: ['Nope'] });
  });
});
