// The four password forms, each with its own wording.
import * as v from 'valibot';
import { MAX_LENGTH, PASSWORD_MIN_LENGTH, requiredSecret, requiredText, requiredToken } from './fields.ts';

export const forgotPasswordMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email',
} as const;

export const forgotPasswordSchema = v.object({
  email: v.pipe(
    requiredText(forgotPasswordMessages.emailRequired, MAX_LENGTH.email),
    v.email(forgotPasswordMessages.emailInvalid),
  ),
});

export const resetPasswordMessages = {
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password should be at least 8 characters long',
  confirmationRequired: 'Please enter your password again',
  mismatch: "Passwords don't match!",
} as const;

export const resetPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      requiredSecret(resetPasswordMessages.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, resetPasswordMessages.passwordTooShort),
    ),
    passwordConfirmation: requiredSecret(resetPasswordMessages.confirmationRequired),
    resetPasswordToken: requiredToken('Reset password token is invalid'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      resetPasswordMessages.mismatch,
    ),
    ['passwordConfirmation'],
  ),
);

export const setPasswordMessages = {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be at least 8 characters long',
  mismatch: 'Passwords should match',
  /** The forced-password call from an account whose password is its own already. */
  alreadySet: 'Your password is already set. Change it on your Profile.',
} as const;

export const setPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      requiredSecret(setPasswordMessages.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, setPasswordMessages.passwordTooShort),
    ),
    passwordConfirmation: v.pipe(
      v.optional(v.string(setPasswordMessages.mismatch), ''),
      v.maxLength(MAX_LENGTH.password, setPasswordMessages.mismatch),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      setPasswordMessages.mismatch,
    ),
    ['passwordConfirmation'],
  ),
);

export const changePasswordMessages = {
  currentRequired: 'Old password is required',
  newRequired: 'New password is required',
  newTooShort: 'New password should be at least 8 characters long',
  confirmationRequired: 'New password confirmation is required',
  mismatch: "Password confirmation doesn't match the password",
} as const;

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: requiredSecret(changePasswordMessages.currentRequired),
    password: v.pipe(
      requiredSecret(changePasswordMessages.newRequired),
      v.minLength(PASSWORD_MIN_LENGTH, changePasswordMessages.newTooShort),
    ),
    passwordConfirmation: requiredSecret(changePasswordMessages.confirmationRequired),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      changePasswordMessages.mismatch,
    ),
    ['passwordConfirmation'],
  ),
);

export type ForgotPasswordData = v.InferOutput<typeof forgotPasswordSchema>;
export type ResetPasswordData = v.InferOutput<typeof resetPasswordSchema>;
export type SetPasswordData = v.InferOutput<typeof setPasswordSchema>;
export type ChangePasswordData = v.InferOutput<typeof changePasswordSchema>;
