// Sign-up by e-mailed link: the answer to a sign-up and the link that finishes it. Apart from
// sessions.ts, which the app's entry imports (sign-out): only the pages of this flow need these.
import * as v from 'valibot';
import { customer } from './customer.ts';

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
