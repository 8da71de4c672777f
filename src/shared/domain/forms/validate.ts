// Turns valibot issues into the wire's error shape {field: [messages]}, keyed by the field's own
// name (the last path key that is not an array index: a bad recipient is the recipients field's
// error), so the form and the server show messages under the same field.
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.findLast((item) => item.type !== 'array');
    const key = field === undefined ? 'base' : String(field.key);
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? { ok: true, data: result.output } : { ok: false, errors: issuesToFieldErrors(result.issues) };
}
