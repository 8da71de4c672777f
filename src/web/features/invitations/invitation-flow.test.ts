import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api-client.ts';
import {
  acceptedTarget,
  acceptFailureMessage,
  afterFailureGoesToBooking,
  backgroundCss,
  firstForm,
  invitationVariant,
  inviterName,
} from './invitation-flow.ts';

const open = { resolved: false, expired: false };
const failure = (status: number, error?: string) => new ApiFailure(status, error, undefined, new Headers());

describe('invitation variants', () => {
  it('shows accepted and expired invitations before anything else', () => {
    expect(invitationVariant({ resolved: true, expired: true }, true, 'sign-up')).toBe('resolved');
    expect(invitationVariant({ resolved: false, expired: true }, true, 'sign-up')).toBe('expired');
  });

  it("offers 'already logged in' to a signed-in visitor, else the chosen form", () => {
    expect(invitationVariant(open, true, 'sign-in')).toBe('signed-in');
    expect(invitationVariant(open, false, 'sign-in')).toBe('sign-in');
    expect(invitationVariant(open, false, 'sign-up')).toBe('sign-up');
  });

  it('puts the sign-in form first only when the invited customer exists', () => {
    expect(firstForm({ invitedCustomerExists: true })).toBe('sign-in');
    expect(firstForm({ invitedCustomerExists: false })).toBe('sign-up');
  });
});

describe('texts', () => {
  it('names the lead by first name, else full name', () => {
    expect(inviterName({ customer: { id: 1, firstName: 'Olivia', fullName: 'Olivia Bennett' } })).toBe('Olivia');
    expect(inviterName({ customer: { id: 1, firstName: null, fullName: 'O. Bennett' } })).toBe('O. Bennett');
  });

  it("says the server's 403 message, otherwise that the customer is already on the booking", () => {
    expect(acceptFailureMessage(failure(403, 'You cannot accept your own invitation'), 'Olivia')).toBe(
      'You cannot accept your own invitation',
    );
    expect(acceptFailureMessage(failure(422), 'Olivia')).toBe("You already have been added to Olivia's booking");
    expect(acceptFailureMessage(new Error('offline'), 'Olivia')).toBe(
      "You already have been added to Olivia's booking",
    );
    expect(afterFailureGoesToBooking(failure(403, 'no'))).toBe(false);
    expect(afterFailureGoesToBooking(failure(409))).toBe(true);
  });
});

describe('navigation and background', () => {
  it("follows the server's redirectTo only when it is a path on this app", () => {
    expect(acceptedTarget('/bookings/40010', 40010)).toBe('/bookings/40010');
    expect(acceptedTarget('https://evil.example/x', 40010)).toBe('/bookings/40010');
    expect(acceptedTarget('//evil.example', 40010)).toBe('/bookings/40010');
  });

  it('quotes the image URL for CSS and refuses other schemes', () => {
    expect(backgroundCss('/images/morocco.jpg')).toBe('url("/images/morocco.jpg")');
    expect(backgroundCss('https://cdn.example/a"b.jpg')).toBe('url("https://cdn.example/a\\22 b.jpg")');
    expect(backgroundCss('javascript:alert(1)')).toBeNull();
    expect(backgroundCss(null)).toBeNull();
  });
});
