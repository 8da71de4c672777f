// Inviting a friend onto a passenger spot, and the invited person's side of it.
import * as v from 'valibot';
import { optionalEmail } from '../domain/forms/fields.ts';
import { passengerMessages } from '../domain/forms/passenger.ts';

export const invitationPaths = {
  create: (passengerId: number) => `/customer/passengers/${passengerId}/invitations`, // POST new, PUT resend
  show: (token: string) => `/customer/invitations/${encodeURIComponent(token)}`,
  accept: (token: string) => `/customer/accept_invitations/${encodeURIComponent(token)}`,
} as const;

/**
 * POST/PUT /customer/passengers/{id}/invitations {invitation: {email?}}: a fresh single-use link. The
 * inner {email} is optional, and when given a valid address ('Wrong email format').
 */
export const invitationForm = v.object({ email: optionalEmail(passengerMessages.emailInvalid) });
export const createdInvitation = v.object({
  autologinToken: v.string(),
  invitationUrl: v.string(),
  expiresAt: v.string(),
  emailSent: v.boolean(),
});
export type CreatedInvitation = v.InferOutput<typeof createdInvitation>;

/** GET /customer/invitations/{token}: what the invitation page shows; 404 {error} for an unknown token. */
export const invitation = v.object({
  autologinToken: v.string(),
  resolved: v.boolean(), // already accepted
  expired: v.boolean(),
  backgroundImageUrl: v.nullable(v.string()),
  bookingId: v.number(),
  customer: v.object({ id: v.number(), firstName: v.nullable(v.string()), fullName: v.string() }), // the lead
  leadPassenger: v.object({
    fullName: v.string(),
    productName: v.string(),
    directionName: v.string(),
    departAt: v.string(),
  }),
  invitedEmail: v.nullable(v.string()),
  invitedCustomerExists: v.boolean(), // sign-in form first when true, sign-up otherwise
});
export type Invitation = v.InferOutput<typeof invitation>;

/** PUT /customer/accept_invitations/{token} {isNewCustomer}: 403 {error} when not permitted. */
export const acceptInvitationRequest = v.object({ isNewCustomer: v.optional(v.boolean(), false) });
export const acceptedInvitation = v.object({
  redirectTo: v.string(),
  bookingId: v.number(),
  isNewCustomer: v.boolean(),
});
