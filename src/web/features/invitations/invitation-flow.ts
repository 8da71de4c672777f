// The invitation page's decisions: which variant shows, which form comes first, where to go after
// accepting and what to say when accepting fails.
import type { Invitation } from '../../../shared/contract/invitations.ts';
import { isApiFailure } from '../../lib/api-client.ts';

export type InvitationVariant = 'resolved' | 'expired' | 'signed-in' | 'sign-up' | 'sign-in';
export type InvitationForm = 'sign-up' | 'sign-in';

/** The sign-in form first when the invited customer already has an account, else sign-up. */
export const firstForm = (invitation: Pick<Invitation, 'invitedCustomerExists'>): InvitationForm =>
  invitation.invitedCustomerExists ? 'sign-in' : 'sign-up';

export function invitationVariant(
  invitation: Pick<Invitation, 'resolved' | 'expired'>,
  signedIn: boolean,
  form: InvitationForm,
): InvitationVariant {
  if (invitation.resolved) return 'resolved';
  if (invitation.expired) return 'expired';
  return signedIn ? 'signed-in' : form;
}

/** The lead's first name as the page says it ('Olivia has invited you to …'). */
export const inviterName = (invitation: Pick<Invitation, 'customer'>) =>
  invitation.customer.firstName?.trim() || invitation.customer.fullName;

/** 403 shows the server's message; anything else means the customer is already on the booking. */
export function acceptFailureMessage(error: unknown, firstName: string): string {
  if (isApiFailure(error) && error.status === 403 && error.error) return error.error;
  return `You already have been added to ${firstName}'s booking`;
}

/** After a failed accept: a 403 leaves the customer off the booking (dashboard), else the booking. */
export const afterFailureGoesToBooking = (error: unknown) => !(isApiFailure(error) && error.status === 403);

/** The server's redirectTo when it is a path on this app, else the booking's page. */
export function acceptedTarget(redirectTo: string, bookingId: number): string {
  return /^\/(?!\/)/.test(redirectTo) ? redirectTo : `/bookings/${bookingId}`;
}

/** Only http(s) or same-origin images become the page background (the value goes into CSS). */
export function backgroundCss(url: string | null): string | null {
  if (!url) return null;
  if (!/^(https?:\/\/|\/(?!\/))/.test(url)) return null;
  return `url("${url.replace(/["\\\n\r]/g, (ch) => `\\${ch.charCodeAt(0).toString(16)} `)}")`;
}
