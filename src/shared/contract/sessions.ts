// Sign-in, sign-out, registration and the password reset flow. Their request bodies are the forms'
// schemas (domain/forms), wrapped as {customer: ...} in the endpoint table (endpoints.ts).
import * as v from 'valibot';
import { emptyAnswer } from './answers.ts';
import { customer } from './customer.ts';

export const sessionPaths = {
  sessions: () => '/customer/sessions',
  keepAlive: () => '/customer/sessions/keep_alive',
  registrations: () => '/customer/registrations',
  password: () => '/customer/password',
} as const;

/** POST /customer/sessions {customer: LoginData}; 201 with the customer, 401 {error} on bad credentials. */
export const signInResponse = customer;

/**
 * POST /customer/registrations {customer: RegistrationData}: 201 with the new customer, signed in
 * (a session cookie as at sign-in); 422 {errors} for the form, {email: ['has already been taken']}
 * when the address has an account.
 */
export const registrationResponse = customer;

/** POST /customer/password {customer: {email}}: always 200 with the same message, known e-mail or not. */
export const forgotPasswordResponse = v.object({ message: v.string() });

/** PUT /customer/password {customer: {password, passwordConfirmation, resetPasswordToken}}: signs in. */
export const resetPasswordResponse = customer;

/**
 * Set beside the session cookie of a shared device's session (a browser-session cookie the page
 * can read, holding nothing but '1'): the page knows at once, in every tab and before any answer,
 * that nothing of the customer may be kept on this device.
 */
export const SHARED_DEVICE_COOKIE = 'gangway_shared_device';

/**
 * POST /customer/sessions/keep_alive: the traveller is still there. A shared device's session
 * gets a full idle window again; any other session is unchanged. 200 {}.
 */
export const keepAliveResponse = emptyAnswer;
