// Sign-in, sign-out, registration and the password reset flow.
import * as v from 'valibot';
import { customer } from './customer.ts';

export const sessionPaths = {
  sessions: () => '/customer/sessions',
  registrations: () => '/customer/registrations',
  password: () => '/customer/password',
} as const;

/** POST /customer/sessions {customer: LoginData}; 201 with the customer, 401 {error} on bad credentials. */
export const signInRequest = v.object({ customer: v.unknown() });
export const signInResponse = customer;

/** DELETE /customer/sessions: destroys the session and clears the cookie; answers {} signed in or not. */
export const signOutResponse = v.object({});

/**
 * POST /customer/registrations {customer: RegistrationData}: 201 with the new customer, signed in
 * (a session cookie as at sign-in); 422 {errors} for the form, {email: ['has already been taken']}
 * when the address has an account.
 */
export const registrationRequest = v.object({ customer: v.unknown() });
export const registrationResponse = customer;

/** POST /customer/password {customer: {email}}: always 200 with the same message, known e-mail or not. */
export const forgotPasswordRequest = v.object({ customer: v.unknown() });
export const forgotPasswordResponse = v.object({ message: v.string() });

/** PUT /customer/password {customer: {password, passwordConfirmation, resetPasswordToken}}: signs in. */
export const resetPasswordRequest = v.object({ customer: v.unknown() });
export const resetPasswordResponse = customer;
