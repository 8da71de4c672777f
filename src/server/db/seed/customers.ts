// Demo customers and staff. Every demo customer signs in with DEMO_PASSWORD; the scrypt hash is
// computed once and shared because each hash costs about a third of a second.
import type { Db } from '../client.ts';
import { customers, emergencyContacts, staffUsers, type Title } from '../schema.ts';
import type { RelativeDates } from './relative-dates.ts';

export const DEMO_PASSWORD = 'gangway-demo';

export type CustomerKey = 'lead' | 'friend' | 'newbie' | 'reset' | 'guest';
export type StaffKey = 'reservations' | 'operations' | 'accounts';
export type People = { customers: Record<CustomerKey, number>; staff: Record<StaffKey, number> };

export type DemoPerson = {
  title: Title;
  firstName: string;
  lastName: string;
  age: number; // birth year
  nationality: string;
  email?: string;
};

/** The lead, also used as her own passenger record on every booking. */
export const OLIVIA: DemoPerson = {
  title: 'Ms',
  firstName: 'Olivia',
  lastName: 'Bennett',
  age: 1988,
  nationality: 'British',
  email: 'lead@example.com',
};
export const CHLOE: DemoPerson = {
  title: 'Ms',
  firstName: 'Chloe',
  lastName: 'Nguyen',
  age: 1990,
  nationality: 'Australian',
  email: 'friend@example.com',
};
export const DANIEL: DemoPerson = {
  title: 'Mr',
  firstName: 'Daniel',
  lastName: 'Okafor',
  age: 1979,
  nationality: 'New Zealander',
  email: 'newbie@example.com',
};

/** Sign-ins the server prints at start, one per demo situation. */
export const DEMO_SIGN_INS: { email: string; shows: string }[] = [
  { email: 'lead@example.com', shows: 'Olivia Bennett, the lead: every booking situation, notifications, messages' },
  { email: 'friend@example.com', shows: "Chloe Nguyen, a passenger on Olivia's Morocco booking" },
  { email: 'newbie@example.com', shows: 'Daniel Okafor, a new account sent to the forced set-password screen' },
  { email: 'reset@example.com', shows: 'Hannah Schmidt, a password reset required, with a server reset message' },
  { email: 'guest@example.com', shows: 'an invited passenger with no name yet (new account)' },
];

const STAFF: Record<StaffKey, { email: string; firstName: string; lastName: string }> = {
  reservations: { email: 'sofia.marin@gangway.example', firstName: 'Sofia', lastName: 'Marin' },
  operations: { email: 'tom.hale@gangway.example', firstName: 'Tom', lastName: 'Hale' },
  accounts: { email: 'priya.nair@gangway.example', firstName: 'Priya', lastName: 'Nair' },
};

export async function seedPeople(db: Db, passwordHash: string, dates: RelativeDates): Promise<People> {
  const staff = {} as Record<StaffKey, number>;
  for (const [key, person] of Object.entries(STAFF) as [StaffKey, (typeof STAFF)[StaffKey]][]) {
    const [row] = await db.insert(staffUsers).values(person).returning({ id: staffUsers.id });
    staff[key] = row!.id;
  }

  const rows: Record<CustomerKey, typeof customers.$inferInsert> = {
    lead: {
      ...OLIVIA,
      email: 'lead@example.com',
      countryCode: '44',
      tel: '7700 900123',
      isSubscriptionActive: true,
      avatarPath: null,
      createdAt: dates.at(-420),
    },
    friend: {
      ...CHLOE,
      email: 'friend@example.com',
      countryCode: '61',
      tel: '412 345 678',
      isSubscriptionActive: false,
      createdAt: dates.at(-146),
    },
    newbie: {
      ...DANIEL,
      email: 'newbie@example.com',
      countryCode: '64',
      tel: '21 555 0147',
      isNewAccount: true,
      createdAt: dates.at(0, -3),
    },
    reset: {
      title: 'Ms',
      firstName: 'Hannah',
      lastName: 'Schmidt',
      age: 1983,
      nationality: 'German',
      email: 'reset@example.com',
      countryCode: '49',
      tel: '151 2345 6789',
      passwordResetRequired: true,
      passwordResetMessage:
        'We have upgraded our booking system. For your security, please choose a new password before continuing.',
      createdAt: dates.at(-300),
    },
    // Created by the operator when Olivia invited this e-mail: the account exists but has no name yet.
    guest: { email: 'guest@example.com', isNewAccount: true, createdAt: dates.at(-17) },
  };
  const ids = {} as Record<CustomerKey, number>;
  for (const [key, values] of Object.entries(rows) as [CustomerKey, typeof customers.$inferInsert][]) {
    const [row] = await db
      .insert(customers)
      .values({ ...values, passwordHash, updatedAt: values.createdAt })
      .returning({ id: customers.id });
    ids[key] = row!.id;
  }

  await db.insert(emergencyContacts).values([
    {
      customerId: ids.lead,
      firstName: 'James',
      lastName: 'Bennett',
      tel: '7700 900456',
      countryCode: '44',
      relationship: 'Brother',
    },
    {
      customerId: ids.friend,
      firstName: 'Linh',
      lastName: 'Nguyen',
      tel: '413 222 901',
      countryCode: '61',
      relationship: 'Mother',
    },
  ]);
  return { customers: ids, staff };
}
