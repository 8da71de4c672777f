import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INT4_MAX, idSchema, idString, parseId } from './ids.ts';

describe('ids', () => {
  it('are whole numbers from 1 to the int4 maximum', () => {
    for (const id of [1, 40001, INT4_MAX]) expect(v.is(idSchema, id)).toBe(true);
    for (const id of [0, -1, 1.5, INT4_MAX + 1, 1e20, Number.NaN, Number.POSITIVE_INFINITY, '1', null])
      expect(v.is(idSchema, id)).toBe(false);
  });

  it('as text are plain digits in the same range', () => {
    expect(v.parse(idString, '40001')).toBe(40001);
    expect(v.parse(idString, String(INT4_MAX))).toBe(INT4_MAX);
    for (const text of ['', '0', '2147483648', '9999999999', '99999999999', '1.5', '1e5', '-1', ' 1', '0x10'])
      expect(v.is(idString, text)).toBe(false);
  });

  it('in a path parse to a number or null', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
