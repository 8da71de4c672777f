// A new customer from the registration form. The unique index on lower(email) decides who gets an
// address, so two sign-ups racing for one cannot both make an account.
import type { RegistrationData } from '../../shared/domain/forms/registration.ts';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { type CustomerRow, isUniqueViolation } from './find-customer.ts';

/** The new customer, or null when the address already has an account (in any letter case). */
export async function createRegisteredCustomer(
  db: Db,
  data: RegistrationData,
  passwordHash: string,
  now: Date,
): Promise<CustomerRow | null> {
  try {
    const [created] = await db
      .insert(customers)
      .values({
        email: data.email,
        passwordHash,
        title: data.title,
        firstName: data.firstName,
        lastName: data.lastName,
        age: data.age,
        nationality: data.nationality,
        countryCode: data.countryCode.replace(/^\+/, ''),
        tel: data.tel,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
