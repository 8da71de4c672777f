// Seeds a fresh database with the demo: reference lists, both brands' catalogue, the demo
// customers and the lead's bookings covering every situation the portal shows. All dates are
// relative to options.now. Expects a database without demo rows (the caller checks emptiness).
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../client.ts';
import { BOOKING_PLANS } from './booking-plans.ts';
import { seedBookings } from './bookings.ts';
import { seedCatalogue } from './catalogue.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedPeople } from './customers.ts';
import { seedInvitations } from './invitations.ts';
import { seedMessages } from './messages.ts';
import { seedNotifications } from './notifications.ts';
import { seedPayments } from './payments.ts';
import { seedReferenceData } from './reference-data.ts';
import { relativeDates } from './relative-dates.ts';
import { seedReviews } from './reviews.ts';

export type DemoSeedOptions = {
  now: Date;
  publicOrigin: string;
  log: (line: string) => void;
  /** Print the open invitation's link: only while mail goes to the outbox (mail/create-mailer.ts). */
  showLinks?: boolean;
};

export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<void> {
  await seedReferenceData(db);
  // Hashed before the transaction: scrypt is slow and needs no database.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const dates = relativeDates(options.now);

  const { openToken, bookings } = await db.transaction(async (tx) => {
    const people = await seedPeople(tx, passwordHash, dates);
    const catalogue = await seedCatalogue(tx);
    const seeded = await seedBookings(tx, BOOKING_PLANS, { catalogue, people, dates });
    await seedPayments(tx, seeded, { people, dates });
    await seedMessages(tx, seeded, people, dates);
    await seedNotifications(tx, seeded, people, dates);
    await seedReviews(tx, seeded, people, dates);
    const { openToken } = await seedInvitations(tx, { seeded, people, catalogue, dates });
    return { openToken, bookings: Object.values(seeded) };
  });

  const origin = options.publicOrigin.replace(/\/+$/, '');
  options.log(`Demo data seeded. Every demo sign-in uses the password '${DEMO_PASSWORD}':`);
  for (const signIn of DEMO_SIGN_INS) options.log(`  ${signIn.email}: ${signIn.shows}`);
  options.log(`Demo bookings: ${bookings.map((booking) => `#${booking.id} ${booking.plan.key}`).join(', ')}`);
  if (options.showLinks ?? true) options.log(`Open invitation: ${origin}/invite/${openToken}`);
}
