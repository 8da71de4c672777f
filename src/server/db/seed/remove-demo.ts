// Removes the demo's customers and everything they own: the bookings they lead (with their
// passengers, payments, messages, reviews and invitations), their sessions, notifications, saved
// cards and avatar files, and what they wrote or started on anyone else's booking. The catalogue,
// the staff and every other customer stay; another booking keeps its passenger and payment rows,
// only no longer linked to the removed account.
import { inArray } from 'drizzle-orm';
import { removeAvatarFiles } from '../../avatars/avatar-images.ts';
import type { Db } from '../client.ts';
import {
  bookings,
  customers,
  invitations,
  messages,
  passengers,
  payments,
  pendingPayments,
  reviews,
} from '../schema.ts';
import { findDemoAccounts } from './demo-accounts.ts';

export type RemovedDemo = { customers: number; bookings: number };

export async function removeDemoCustomers(db: Db, dataDir: string): Promise<RemovedDemo> {
  const removed = await db.transaction(async (tx) => {
    const accounts = await findDemoAccounts(tx);
    const ids = accounts.map((account) => account.id);
    if (ids.length === 0) return { customers: 0, bookings: 0, avatars: [] };
    const owned = await tx.delete(bookings).where(inArray(bookings.customerId, ids)).returning({ id: bookings.id });
    await tx.update(passengers).set({ customerId: null }).where(inArray(passengers.customerId, ids));
    await tx.update(payments).set({ customerId: null }).where(inArray(payments.customerId, ids));
    await tx.update(invitations).set({ invitedCustomerId: null }).where(inArray(invitations.invitedCustomerId, ids));
    await tx.delete(invitations).where(inArray(invitations.customerId, ids));
    await tx.delete(messages).where(inArray(messages.customerId, ids));
    await tx.delete(reviews).where(inArray(reviews.customerId, ids));
    await tx.delete(pendingPayments).where(inArray(pendingPayments.customerId, ids));
    // Sessions, reset tokens, known devices, saved cards, notifications and emergency contacts
    // go with the customer row (ON DELETE CASCADE).
    await tx.delete(customers).where(inArray(customers.id, ids));
    const names = [...new Set(accounts.flatMap((account) => account.avatarPath ?? []))];
    // Avatar files are named by their content: a remaining customer with the same picture keeps it.
    const kept = names.length
      ? await tx.select({ name: customers.avatarPath }).from(customers).where(inArray(customers.avatarPath, names))
      : [];
    const avatars = names.filter((name) => !kept.some((row) => row.name === name));
    return { customers: ids.length, bookings: owned.length, avatars };
  });
  for (const name of removed.avatars) await removeAvatarFiles(dataDir, name);
  return { customers: removed.customers, bookings: removed.bookings };
}
