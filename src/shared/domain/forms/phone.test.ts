import { describe, expect, it } from 'vitest';
import { personalDetailsPatchSchema } from './personal-details.ts';
import { isPhoneNumber, normalisePhone, PHONE_INVALID } from './phone.ts';
import { emergencyContactPatchSchema } from './profile.ts';
import { registrationSchema } from './registration.ts';
import { validate } from './validate.ts';

describe('phone numbers as people type them', () => {
  it('accepts a leading +, spaces, dots, dashes and brackets', () => {
    for (const typed of ['+44 7700 900123', '020.7946.0018', '(02) 9374-4000', '+1 (415) 555-0132', '0211234567'])
      expect(isPhoneNumber(typed), typed).toBe(true);
  });

  it('refuses what cannot be a number', () => {
    for (const typed of [
      'call me',
      '0800 FLOWERS',
      '12+34567',
      '++44 7700 900123',
      '#123456',
      '123',
      '1234567890123456',
    ])
      expect(isPhoneNumber(typed), typed).toBe(false);
  });

  it('normalises to the digits, keeping a leading +', () => {
    expect(normalisePhone('+44 (0)20 7946-0018')).toBe('+4402079460018');
    expect(normalisePhone('020.7946.0018')).toBe('02079460018');
    expect(normalisePhone('(02) 9374-4000')).toBe('0293744000');
  });
});

describe('the forms with a phone number', () => {
  const registration = {
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    age: '1990',
    nationality: 'British',
    countryCode: '44',
    password: 'analytical',
  };

  it('registration stores a formatted number normalised, and says when it is not one', () => {
    const schema = registrationSchema(2026);
    const ok = validate(schema, { ...registration, tel: ' +44 (7700) 900-123 ' });
    expect(ok.ok && ok.data.tel).toBe('+447700900123');
    expect(validate(schema, { ...registration, tel: 'call me' })).toEqual({
      ok: false,
      errors: { tel: [PHONE_INVALID] },
    });
    expect(validate(schema, { ...registration, tel: '' })).toEqual({
      ok: false,
      errors: { tel: ['Please enter your Phone Number'] },
    });
  });

  it('personal details normalise a given number, leave an emptied one empty, and refuse letters', () => {
    const schema = personalDetailsPatchSchema(2026);
    expect(validate(schema, { tel: '7700.900.123' })).toEqual({ ok: true, data: { tel: '7700900123' } });
    expect(validate(schema, { tel: '' })).toEqual({ ok: true, data: { tel: '' } });
    expect(validate(schema, { tel: null })).toEqual({ ok: true, data: { tel: null } });
    expect(validate(schema, {})).toEqual({ ok: true, data: {} });
    expect(validate(schema, { tel: 'seven' })).toEqual({ ok: false, errors: { tel: [PHONE_INVALID] } });
  });

  it('emergency contact does the same', () => {
    expect(validate(emergencyContactPatchSchema, { tel: '+61 (2) 9374-4000' })).toEqual({
      ok: true,
      data: { tel: '+61293744000' },
    });
    expect(validate(emergencyContactPatchSchema, { tel: 'mum' })).toEqual({
      ok: false,
      errors: { tel: [PHONE_INVALID] },
    });
  });
});
