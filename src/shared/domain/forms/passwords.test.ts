import { describe, expect, it } from 'vitest';
import {
  changePasswordMessages,
  changePasswordSchema,
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordMessages,
  resetPasswordSchema,
  setPasswordMessages,
  setPasswordSchema,
} from './passwords.ts';
import { validate } from './validate.ts';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.errors);

describe('forgot-password form', () => {
  it('accepts a valid e-mail', () => {
    expect(validate(forgotPasswordSchema, { email: ' reset@example.com' })).toEqual({
      ok: true,
      data: { email: 'reset@example.com' },
    });
  });

  it("says 'Email is required' when empty", () => {
    expect(errorsOf(validate(forgotPasswordSchema, { email: '' }))).toEqual({ email: ['Email is required'] });
    expect(forgotPasswordMessages.emailRequired).toBe('Email is required');
  });

  it("says 'Please provide a valid email' for a malformed one", () => {
    expect(errorsOf(validate(forgotPasswordSchema, { email: 'reset@' }))).toEqual({
      email: ['Please provide a valid email'],
    });
  });
});

describe('reset-password form', () => {
  const valid = { password: 'new-secret', passwordConfirmation: 'new-secret', resetPasswordToken: 'abc' };

  it('accepts matching passwords of 8 or more characters with a token', () => {
    expect(validate(resetPasswordSchema, valid)).toEqual({ ok: true, data: valid });
  });

  it("says 'Please enter your password' and 'Please enter your password again' when empty", () => {
    expect(errorsOf(validate(resetPasswordSchema, { ...valid, password: '', passwordConfirmation: '' }))).toEqual({
      password: ['Please enter your password'],
      passwordConfirmation: ['Please enter your password again'],
    });
  });

  it("says 'Password should be at least 8 characters long' for a short one", () => {
    expect(
      errorsOf(validate(resetPasswordSchema, { ...valid, password: 'seven77', passwordConfirmation: 'seven77' })),
    ).toEqual({
      password: [resetPasswordMessages.passwordTooShort],
    });
    expect(resetPasswordMessages.passwordTooShort).toBe('Password should be at least 8 characters long');
  });

  it('says "Passwords don\'t match!" on the confirmation when they differ', () => {
    expect(errorsOf(validate(resetPasswordSchema, { ...valid, passwordConfirmation: 'new-secreT' }))).toEqual({
      passwordConfirmation: ["Passwords don't match!"],
    });
  });

  it('gives the same messages when the keys are missing', () => {
    expect(errorsOf(validate(resetPasswordSchema, {}))).toEqual({
      password: ['Please enter your password'],
      passwordConfirmation: ['Please enter your password again'],
      resetPasswordToken: ['Reset password token is invalid'],
    });
  });

  it('needs the reset token', () => {
    expect(Object.keys(errorsOf(validate(resetPasswordSchema, { ...valid, resetPasswordToken: '' })))).toEqual([
      'resetPasswordToken',
    ]);
  });
});

describe('set-password form (forced first password)', () => {
  it('accepts matching passwords', () => {
    expect(validate(setPasswordSchema, { password: 'my-own-pass', passwordConfirmation: 'my-own-pass' }).ok).toBe(true);
  });

  it("says 'Password is required'", () => {
    expect(errorsOf(validate(setPasswordSchema, { password: '', passwordConfirmation: '' }))).toEqual({
      password: [setPasswordMessages.passwordRequired],
    });
    expect(setPasswordMessages.passwordRequired).toBe('Password is required');
  });

  it("says 'Password should be at least 8 characters long'", () => {
    expect(errorsOf(validate(setPasswordSchema, { password: 'abc', passwordConfirmation: 'abc' }))).toEqual({
      password: ['Password should be at least 8 characters long'],
    });
  });

  it("says 'Passwords should match' when the confirmation differs or is missing", () => {
    expect(
      errorsOf(validate(setPasswordSchema, { password: 'my-own-pass', passwordConfirmation: 'other-pass' })),
    ).toEqual({
      passwordConfirmation: ['Passwords should match'],
    });
    expect(errorsOf(validate(setPasswordSchema, { password: 'my-own-pass', passwordConfirmation: '' }))).toEqual({
      passwordConfirmation: ['Passwords should match'],
    });
  });
});

describe('set-password form with missing keys', () => {
  it("still says 'Password is required' and 'Passwords should match'", () => {
    expect(errorsOf(validate(setPasswordSchema, {}))).toEqual({ password: ['Password is required'] });
    expect(errorsOf(validate(setPasswordSchema, { password: 'my-own-pass' }))).toEqual({
      passwordConfirmation: ['Passwords should match'],
    });
  });
});

describe('change-password form (profile)', () => {
  const valid = { currentPassword: 'gangway-demo', password: 'brand-new-1', passwordConfirmation: 'brand-new-1' };

  it('accepts a complete form', () => {
    expect(validate(changePasswordSchema, valid)).toEqual({ ok: true, data: valid });
  });

  it('names every missing field', () => {
    expect(
      errorsOf(validate(changePasswordSchema, { currentPassword: '', password: '', passwordConfirmation: '' })),
    ).toEqual({
      currentPassword: ['Old password is required'],
      password: ['New password is required'],
      passwordConfirmation: ['New password confirmation is required'],
    });
  });

  it('names every field when the keys are missing', () => {
    expect(Object.keys(errorsOf(validate(changePasswordSchema, {})))).toEqual([
      'currentPassword',
      'password',
      'passwordConfirmation',
    ]);
  });

  it("says 'New password should be at least 8 characters long'", () => {
    expect(
      errorsOf(validate(changePasswordSchema, { ...valid, password: 'short', passwordConfirmation: 'short' })),
    ).toEqual({
      password: [changePasswordMessages.newTooShort],
    });
    expect(changePasswordMessages.newTooShort).toBe('New password should be at least 8 characters long');
  });

  it("says 'Password confirmation doesn't match the password'", () => {
    expect(errorsOf(validate(changePasswordSchema, { ...valid, passwordConfirmation: 'brand-new-2' }))).toEqual({
      passwordConfirmation: ["Password confirmation doesn't match the password"],
    });
  });
});
