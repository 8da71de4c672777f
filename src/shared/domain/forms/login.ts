import * as v from 'valibot';
import { requiredSecret, requiredText } from './fields.ts';

export const loginMessages = {
  emailRequired: 'Please enter your Email',
  emailInvalid: 'Oops! Invalid Email',
  passwordRequired: 'Please enter your Password',
} as const;

export const loginSchema = v.object({
  email: v.pipe(requiredText(loginMessages.emailRequired), v.email(loginMessages.emailInvalid)),
  password: requiredSecret(loginMessages.passwordRequired),
  rememberMe: v.optional(v.boolean(), false),
  invitationToken: v.optional(v.nullable(v.string())),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginData = v.InferOutput<typeof loginSchema>;
