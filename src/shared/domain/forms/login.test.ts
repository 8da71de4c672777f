import { describe, expect, it } from 'vitest';
import { loginMessages, loginSchema } from './login.ts';
import { validate } from './validate.ts';

const valid = { email: 'lead@example.com', password: 'gangway-demo' };

describe('login form', () => {
  it('accepts an e-mail and a password, trimming the e-mail, rememberMe and sharedDevice false by default', () => {
    expect(validate(loginSchema, { ...valid, email: '  lead@example.com ' })).toEqual({
      ok: true,
      data: { email: 'lead@example.com', password: 'gangway-demo', rememberMe: false, sharedDevice: false },
    });
  });

  it('keeps rememberMe, sharedDevice and the invitation token', () => {
    const result = validate(loginSchema, { ...valid, rememberMe: true, invitationToken: 'tok' });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, rememberMe: true, sharedDevice: false, invitationToken: 'tok' },
    });
    expect(validate(loginSchema, { ...valid, sharedDevice: true })).toMatchObject({ data: { sharedDevice: true } });
  });

  it("says 'Please enter your Email' and 'Please enter your Password' for empty fields", () => {
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: [loginMessages.emailRequired], password: [loginMessages.passwordRequired] },
    });
    expect(loginMessages.emailRequired).toBe('Please enter your Email');
    expect(loginMessages.passwordRequired).toBe('Please enter your Password');
  });

  it('treats a blank e-mail as missing, not as invalid', () => {
    expect(validate(loginSchema, { ...valid, email: '   ' })).toEqual({
      ok: false,
      errors: { email: ['Please enter your Email'] },
    });
  });

  it("says 'Oops! Invalid Email' for a malformed e-mail", () => {
    for (const email of ['lead', 'lead@', '@example.com', 'lead example@x.com']) {
      expect(validate(loginSchema, { ...valid, email })).toEqual({
        ok: false,
        errors: { email: ['Oops! Invalid Email'] },
      });
    }
  });

  it('treats missing keys like empty ones', () => {
    expect(validate(loginSchema, {})).toEqual({
      ok: false,
      errors: { email: ['Please enter your Email'], password: ['Please enter your Password'] },
    });
  });

  it('does not trim or otherwise change the password', () => {
    const result = validate(loginSchema, { ...valid, password: ' spaced ' });
    expect(result.ok && result.data.password).toBe(' spaced ');
  });
});
