// GET/PUT /customer/me and the customer as every answer about the signed-in person carries it.
import * as v from 'valibot';
import { TITLES } from '../domain/forms/fields.ts';

export const customerPaths = {
  me: () => '/customer/me',
  changeDefaultPassword: () => '/customer/me/change_default_password',
  changePassword: () => '/customer/me/change_password',
  avatar: () => '/customer/avatar',
  facebookDisconnect: () => '/customer/auth/facebook/disconnect',
  emergencyContact: () => '/customer/emergency_contact',
  manageSubscription: () => '/customer/me/manage_subscription',
  welcomePageMessage: () => '/customer/welcome_page_message',
  passwordResetMessage: () => '/customer/password_reset_message',
} as const;

/**
 * How a Facebook flow ended, in the ?facebook= of the server's redirect back into the app: a
 * connect that worked, a sign-in by a Facebook user no account is connected to, or a failure.
 */
export const FACEBOOK_OUTCOME = { connected: 'connected', notConnected: 'not_connected', failed: 'failed' } as const;
export type FacebookOutcome = (typeof FACEBOOK_OUTCOME)[keyof typeof FACEBOOK_OUTCOME];

export const emergencyContact = v.object({
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  tel: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
  relationship: v.nullable(v.string()),
});

export const customer = v.object({
  id: v.number(),
  title: v.nullable(v.picklist(TITLES)),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  fullName: v.string(),
  email: v.string(),
  nationality: v.nullable(v.string()),
  age: v.nullable(v.number()), // birth year
  tel: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()), // '+{countryCode} {tel}'
  isNewAccount: v.boolean(),
  passwordResetRequired: v.boolean(),
  hasActiveBookings: v.boolean(),
  isSubscriptionActive: v.boolean(),
  connectedToFacebook: v.boolean(),
  thumbAvatarUrl: v.nullable(v.string()),
  largeAvatarUrl: v.nullable(v.string()),
  emergencyContact: v.nullable(emergencyContact),
});
export type Customer = v.InferOutput<typeof customer>;

export const welcomePageMessage = v.object({
  welcomeMessage: v.nullable(v.string()),
  bookingId: v.nullable(v.number()),
});
export const passwordResetMessage = v.object({
  passwordResetMessage: v.nullable(v.string()),
  bookingId: v.nullable(v.number()),
});
