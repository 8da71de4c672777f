// The profile's own forms: emergency contact and the e-mail subscription.
// Personal details (personal-details.ts) and change password (passwords.ts) have their own files.
import * as v from 'valibot';
import { MAX_LENGTH, optionalText } from './fields.ts';
import { optionalPhone } from './phone.ts';

/** The server's word for a wrong old password (on current_password); the form shows 'Password is invalid'. */
export const CURRENT_PASSWORD_INVALID = 'is invalid';

/** Emergency contact: optional, a given phone a number; each field saves on its own, so any subset. */
export const emergencyContactPatchSchema = v.object({
  firstName: optionalText(MAX_LENGTH.name),
  lastName: optionalText(MAX_LENGTH.name),
  tel: optionalPhone(),
  countryCode: optionalText(MAX_LENGTH.countryCode),
  relationship: optionalText(MAX_LENGTH.name),
});
export type EmergencyContactPatch = v.InferOutput<typeof emergencyContactPatchSchema>;
export const EMERGENCY_CONTACT_FIELDS = ['firstName', 'lastName', 'relationship', 'countryCode', 'tel'] as const;

export const subscriptionSchema = v.object({ isSubscriptionActive: v.boolean() });

/** The profile's toasts, worded exactly. */
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
