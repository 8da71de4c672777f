// Customers for tests. Every customer gets the same known password, hashed once per worker at a
// low scrypt cost: a stored hash names its cost and verification follows it, so each sign-in of a
// test customer takes about a millisecond instead of most of a second on this machine. The
// production cost (N=2^17) is asserted where a sign-up makes one (registrations.test.ts).
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Db } from '../../src/server/db/client.ts';
import { customers, emergencyContacts } from '../../src/server/db/schema.ts';

export const KNOWN_PASSWORD = 'correct-horse-battery';

let knownHash: Promise<string> | undefined;
export const knownPasswordHash = () => {
  knownHash ??= hashPassword(KNOWN_PASSWORD, { cost: { N: 2 ** 10, r: 8, p: 1 } });
  return knownHash;
};

export const uniqueEmail = (prefix = 'traveller') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export type CustomerRow = typeof customers.$inferSelect;

export async function createCustomer(
  db: Db,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({
      email: uniqueEmail(),
      passwordHash: await knownPasswordHash(),
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: 1985,
      nationality: 'British',
      countryCode: '44',
      tel: '7700 900123',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}

export async function addEmergencyContact(
  db: Db,
  customerId: number,
  values: Partial<typeof emergencyContacts.$inferInsert> = {},
) {
  await db.insert(emergencyContacts).values({
    customerId,
    firstName: 'Grace',
    lastName: 'Hopper',
    tel: '555 0100',
    countryCode: '1',
    relationship: 'Friend',
    ...values,
  });
}
