import { describe, expect, it } from 'vitest';
import { BIRTH_YEAR_SPAN, birthYearOptions, MIN_AGE_YEARS, TITLES } from './fields.ts';
import { registrationLabels, registrationMessages, registrationSchema } from './registration.ts';
import { validate } from './validate.ts';

const YEAR = 2026;
const schema = registrationSchema(YEAR);
const valid = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  age: '1990',
  nationality: 'British',
  countryCode: '44',
  tel: '7700 900123',
  password: 'analytical',
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = validate(schema, input);
  return result.ok ? {} : result.errors;
};

describe('registration form', () => {
  it('accepts a complete form and turns the birth year into a number', () => {
    const result = validate(schema, valid);
    expect(result).toEqual({ ok: true, data: { ...valid, age: 1990, tel: '7700900123' } });
  });

  it('accepts the birth year as a number too', () => {
    expect(validate(schema, { ...valid, age: 1990 }).ok).toBe(true);
  });

  it("asks 'Please enter your <label>' for every empty required field", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(errorsFor(empty)).toEqual({
      title: ['Please enter your Title'],
      firstName: ['Please enter your First Name'],
      lastName: ['Please enter your Last Name'],
      email: ['Please enter your Email'],
      age: ['Please enter your Birth Year'],
      nationality: ['Please enter your Nationality'],
      countryCode: ['Please enter your Country Code'],
      tel: ['Please enter your Phone Number'],
      password: ['Please enter your Password'],
    });
  });

  it('reports the same messages when the keys are missing altogether', () => {
    expect(Object.keys(errorsFor({})).sort()).toEqual(Object.keys(registrationLabels).sort());
    expect(errorsFor({}).title).toEqual(['Please enter your Title']);
    expect(errorsFor({}).age).toEqual(['Please enter your Birth Year']);
  });

  it('treats whitespace-only names as missing', () => {
    expect(errorsFor({ ...valid, firstName: '  ', lastName: '\t' })).toEqual({
      firstName: ['Please enter your First Name'],
      lastName: ['Please enter your Last Name'],
    });
  });

  it('offers exactly the titles Mr, Mrs, Ms, Miss, Mx', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx']);
    for (const title of TITLES) expect(validate(schema, { ...valid, title }).ok).toBe(true);
    expect(errorsFor({ ...valid, title: 'Dr' })).toEqual({ title: ['Please enter your Title'] });
  });

  it("says 'Oops! Invalid Email' for a malformed e-mail", () => {
    expect(errorsFor({ ...valid, email: 'ada-at-example.com' })).toEqual({ email: ['Oops! Invalid Email'] });
  });

  it('accepts a customer who turns 17 this year and refuses one who turns 16', () => {
    expect(MIN_AGE_YEARS).toBe(17);
    expect(validate(schema, { ...valid, age: String(YEAR - 17) }).ok).toBe(true);
    expect(errorsFor({ ...valid, age: String(YEAR - 16) })).toEqual({ age: [registrationMessages.tooYoung] });
    expect(registrationMessages.tooYoung).toBe('Customer must be at least 17 years old');
  });

  it('measures age against the year it is given, not the device clock', () => {
    expect(validate(registrationSchema(2030), { ...valid, age: 2013 }).ok).toBe(true);
    expect(validate(registrationSchema(2029), { ...valid, age: 2013 }).ok).toBe(false);
  });

  it('refuses a birth year that is not a whole number', () => {
    expect(errorsFor({ ...valid, age: 'nineteen ninety' })).toEqual({ age: ['Please enter your Birth Year'] });
    expect(errorsFor({ ...valid, age: 1990.5 })).toEqual({ age: ['Please enter your Birth Year'] });
  });

  it('refuses a birth year older than the oldest option', () => {
    const oldest = YEAR - MIN_AGE_YEARS - BIRTH_YEAR_SPAN;
    expect(validate(schema, { ...valid, age: oldest }).ok).toBe(true);
    expect(errorsFor({ ...valid, age: oldest - 1 }).age).toHaveLength(1);
  });

  it('requires at least 8 characters of password', () => {
    expect(errorsFor({ ...valid, password: 'short77' })).toEqual({
      password: ['Password should be at least 8 characters long'],
    });
    expect(validate(schema, { ...valid, password: '12345678' }).ok).toBe(true);
  });

  it('refuses a phone number with letters', () => {
    expect(errorsFor({ ...valid, tel: 'call me' })).toEqual({ tel: ['Phone Number is invalid'] });
  });
});

describe('birth year options', () => {
  it('run from the current year minus 17 back 100 years, newest first', () => {
    const options = birthYearOptions(YEAR);
    expect(options[0]).toBe(2009);
    expect(options.at(-1)).toBe(1909);
    expect(options).toHaveLength(101);
    expect(options.every((year, i) => i === 0 || options[i - 1] === year + 1)).toBe(true);
  });

  it('are all accepted by the registration schema of the same year', () => {
    for (const age of birthYearOptions(YEAR)) expect(validate(schema, { ...valid, age }).ok).toBe(true);
  });
});
