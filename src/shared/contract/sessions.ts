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

/** POST /customer/registrations {customer: RegistrationData}; 201 with the customer, 422 {errors}. */
export const registrationRequest = v.object({ customer: v.unknown() });
export const registrationResponse = customer;

/** POST /customer/password {customer: {email}}: always 200 with the same message, known e-mail or not. */
export const forgotPasswordRequest = v.object({ customer: v.unknown() });
export const forgotPasswordResponse = v.object({ message: v.string() });

/** PUT /customer/password {customer: {password, passwordConfirmation, resetPasswordToken}}: signs in. */
export const resetPasswordRequest = v.object({ customer: v.unknown() });
export const resetPasswordResponse = customer;

/**
 * POST /customer/registrations {customer: RegistrationData} answers 202 {message} whether or not the
 * address already has an account (nothing tells them apart): a new address gets a link that
 * creates the account, an existing one a note that it already has one. 422 {errors} for the form.
 * POST /customer/registrations/confirm {token} opens that link: 201 with the new customer, signed
 * in; 422 {errors: {token}} when the link is unknown, used or expired. `invitationToken` is set
 * when the sign-up came from an invitation, for the page to accept it next.
 */
export const REGISTRATION_CHECK_MAIL =
  'Almost there! We have sent you an e-mail: open the link in it to finish creating your account.';
export const REGISTRATION_LINK_INVALID = 'This link has expired or has already been used. Please sign up again.';
export const registrationPaths = { confirm: () => '/customer/registrations/confirm' } as const;
export const registrationAccepted = v.object({ message: v.string() });
export const confirmRegistrationResponse = v.object({
  customer,
  invitationToken: v.nullable(v.string()),
});
