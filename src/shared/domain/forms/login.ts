import * as v from 'valibot';
import { MAX_LENGTH, optionalToken, requiredSecret, requiredText } from './fields.ts';

export const loginMessages = {
  emailRequired: 'Please enter your Email',
  emailInvalid: 'Oops! Invalid Email',
  passwordRequired: 'Please enter your Password',
  invitationInvalid: 'Invitation token is invalid',
} as const;

export const loginSchema = v.object({
  email: v.pipe(requiredText(loginMessages.emailRequired, MAX_LENGTH.email), v.email(loginMessages.emailInvalid)),
  password: requiredSecret(loginMessages.passwordRequired),
  rememberMe: v.optional(v.boolean(), false),
  /** A device handed from one traveller to the next: the session ends after a short idle time. */
  sharedDevice: v.optional(v.boolean(), false),
  invitationToken: optionalToken(loginMessages.invitationInvalid),
});

export type LoginData = v.InferOutput<typeof loginSchema>;
