// Deleting an account without an active booking, in one transaction. What identifies the traveller
// goes; what the law makes the operator keep stays, with the person taken out of it:
// - deleted: the emergency contact, sessions (so every device is signed out, and their push
//   subscriptions with them), known devices, reset tokens, the calendar feed, saved cards, push
//   subscriptions, notifications, reviews, the traveller's own messages, invitations they sent or
//   accepted, and a pending deletion request;
// - emptied: the customer row keeps only its id and `deletedAt` (its e-mail becomes an address that
//   cannot receive mail, so it can never sign in and the real address is free for a new account),
//   and their places on past bookings keep status and amounts without name, e-mail, birth year,
//   nationality or title;
// - kept: bookings and the payment ledger (amounts, dates, method, last four digits), which the
//   operator must keep for its accounts, no longer naming the customer or the card holder.
// docs/security.md says the same to the traveller's operator.
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accountDeletionRequests,
  calendarFeeds,
  customers,
  emergencyContacts,
  invitations,
  knownDevices,
  messages,
  notifications,
  oneTimeTokens,
  passengers,
  passkeyChallenges,
  passkeys,
  payments,
  pushSubscriptions,
  reviews,
  savedCards,
  sessions,
} from '../db/schema.ts';

/** The address a deleted account is left with: `.invalid` is reserved, no mail reaches it. */
export const erasedEmail = (customerId: number) => `deleted-${customerId}@deleted.invalid`;

export async function eraseAccount(db: Db, customerId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      emergencyContacts,
      sessions,
      knownDevices,
      oneTimeTokens,
      calendarFeeds,
      savedCards,
      pushSubscriptions,
      notifications,
      reviews,
      messages,
      accountDeletionRequests,
      passkeys,
      passkeyChallenges,
    ])
      await tx.delete(table).where(eq(table.customerId, customerId));
    await tx
      .delete(invitations)
      .where(or(eq(invitations.customerId, customerId), eq(invitations.invitedCustomerId, customerId)));
    // The card holder's name goes from their payments, whether they paid as the customer or for their place.
    const places = tx.select({ id: passengers.id }).from(passengers).where(eq(passengers.customerId, customerId));
    await tx
      .update(payments)
      .set({ customerId: null, cardHolder: null })
      .where(or(eq(payments.customerId, customerId), inArray(payments.passengerPayerId, places)));
    await tx
      .update(passengers)
      .set({
        customerId: null,
        title: null,
        firstName: null,
        lastName: null,
        email: null,
        age: null,
        nationality: null,
        updatedAt: now,
      })
      .where(eq(passengers.customerId, customerId));
    await tx
      .update(customers)
      .set({
        email: erasedEmail(customerId),
        passwordHash: null,
        title: null,
        firstName: null,
        lastName: null,
        age: null,
        nationality: null,
        countryCode: null,
        tel: null,
        isNewAccount: false,
        passwordResetRequired: false,
        isSubscriptionActive: false,
        facebookUid: null,
        avatarPath: null,
        welcomeMessage: null,
        passwordResetMessage: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(customers.id, customerId));
  });
}
