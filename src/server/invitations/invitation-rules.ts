// Invitations: the lead invites someone onto one passenger place with a
// link. The link carries a 256-bit token that is stored only as its SHA-256 hash, works once, and
// expires after 14 days; issuing a new link for a place revokes the earlier open ones (their expiry
// is moved to now, so an old link then reads as expired). The messages below are the 403 bodies.
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND = 'This invitation link is not valid.';

// Issuing (POST/PUT /customer/passengers/{id}/invitations)
export const ONLY_LEAD_INVITES = 'Only the lead passenger can invite passengers.';
export const BOOKING_CLOSED_FOR_INVITES = 'Passengers cannot be invited to a cancelled or expired booking.';
export const PASSENGER_CANCELLED = 'This passenger has been cancelled and cannot be invited.';
export const OWN_PLACE = 'This is your own place on the booking; invite someone to another passenger place.';

// Accepting (PUT /customer/accept_invitations/{token})
export const ALREADY_ACCEPTED = 'This invitation has already been accepted. Please ask for a new link.';
export const INVITATION_EXPIRED = 'This invitation has expired. Please ask for a new link.';
export const BOOKING_UNAVAILABLE = 'This booking is no longer available.';
export const LEAD_OWN_BOOKING = 'You cannot accept an invitation to your own booking.';
export const PLACE_TAKEN = 'This invitation is for another traveller.';
export const ALREADY_ON_BOOKING = 'You already have been added to this booking.';

/** The page the invitation link opens (the PWA's invitePage route). */
export const invitationUrl = (origin: string, token: string) => `${origin}/invite/${encodeURIComponent(token)}`;
