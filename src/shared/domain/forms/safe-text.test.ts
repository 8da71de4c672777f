import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSafeText, safeText, textMessages } from './safe-text.ts';
import { validate } from './validate.ts';

const errorsOf = (schema: v.GenericSchema, value: unknown) => {
  const result = validate(v.object({ name: schema }), { name: value });
  return result.ok ? undefined : result.errors.name;
};

describe('safeText', () => {
  const name = safeText({ max: 10 });

  it('accepts ordinary text, accents and emoji (a well-formed surrogate pair)', () => {
    for (const text of ['Ada', 'Zoë Ñúñez', '李小龍', 'Sam 😀', "O'Brien-S", ''])
      expect(errorsOf(name, text)).toBeUndefined();
  });

  it('refuses NUL, every other C0 control, DEL and C1 controls', () => {
    const controls = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
    for (const control of controls) expect(errorsOf(name, `Ad${control}a`)).toEqual([textMessages.invalidCharacters]);
  });

  it('refuses a lone surrogate, high or low, rather than storing U+FFFD', () => {
    for (const text of ['\uD800', 'a\uDC00', '\uDE00\uD83D'])
      expect(errorsOf(name, text)).toEqual([textMessages.invalidCharacters]);
  });

  it('refuses more than max characters with the limit in the message', () => {
    expect(errorsOf(name, 'x'.repeat(10))).toBeUndefined();
    expect(errorsOf(name, 'x'.repeat(11))).toEqual(['Must be at most 10 characters']);
  });

  it('allows tab and line breaks only when multi-line', () => {
    expect(isSafeText('one\r\ntwo\tthree', true)).toBe(true);
    expect(isSafeText('one\u0000two', true)).toBe(false);
    expect(isSafeText('one\ntwo')).toBe(false);
    expect(errorsOf(safeText({ max: 100, multiline: true }), 'Dear crew,\n\tthanks')).toBeUndefined();
  });

  it('refuses anything but a string with the given message', () => {
    expect(errorsOf(safeText({ max: 5, message: 'Name is required' }), 42)).toEqual(['Name is required']);
  });
});
