// The profile's own forms (account-areas §5 and §7): change password, emergency contact and the
// e-mail subscription. Personal details have their own file (personal-details.ts).
import * as v from 'valibot';
import { MAX_LENGTH, optionalText, PASSWORD_MIN_LENGTH, requiredSecret } from './fields.ts';

export const changePasswordMessages = {
  currentRequired: 'Old password is required',
  passwordRequired: 'New password is required',
  passwordTooShort: 'New password should be at least 8 characters long',
  confirmationRequired: 'New password confirmation is required',
  mismatch: "Password confirmation doesn't match the password",
  /** The server's word for a wrong current password; the form shows it as 'Password is invalid'. */
  currentInvalid: 'is invalid',
} as const;

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: requiredSecret(changePasswordMessages.currentRequired),
    password: v.pipe(
      requiredSecret(changePasswordMessages.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, changePasswordMessages.passwordTooShort),
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
export type ChangePasswordData = v.InferOutput<typeof changePasswordSchema>;

/** Emergency contact: optional, no rules (§5); each field saves on its own, so any subset. */
export const emergencyContactPatchSchema = v.object({
  firstName: optionalText(MAX_LENGTH.name),
  lastName: optionalText(MAX_LENGTH.name),
  tel: optionalText(MAX_LENGTH.tel),
  countryCode: optionalText(MAX_LENGTH.countryCode),
  relationship: optionalText(MAX_LENGTH.name),
});
export type EmergencyContactPatch = v.InferOutput<typeof emergencyContactPatchSchema>;
export const EMERGENCY_CONTACT_FIELDS = ['firstName', 'lastName', 'relationship', 'countryCode', 'tel'] as const;

export const subscriptionSchema = v.object({ isSubscriptionActive: v.boolean() });

/** The spec's toasts (§8). */
export const PROFILE_TOASTS = {
  accountUpdated: 'Account Updated',
  accountFailed: 'Profile was not updated!',
  emergencyUpdated: 'Emergency Contact updated!',
  emergencyFailed: 'Emergency Contact was not updated!',
  passwordUpdated: 'Password updated!',
  passwordFailed: 'Password was not updated!',
  subscriptionUpdated: 'Subscription updated!',
  subscriptionFailed: 'Error updating subscription',
} as const;
