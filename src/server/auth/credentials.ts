// Checking an e-mail and password. An unknown e-mail still costs one scrypt run against a throwaway
// hash, so response time does not tell which addresses have accounts.
import type { Db } from '../db/client.ts';
import { type CustomerRow, findCustomerByEmail } from '../customers/find-customer.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = 'Invalid Email or password.';

let dummyHash: Promise<string> | undefined;
const throwawayHash = () => {
  dummyHash ??= hashPassword(`not-a-password-${Math.random()}`, { lane: 'sign-in' });
  return dummyHash;
};

export async function checkCredentials(db: Db, email: string, password: string): Promise<CustomerRow | null> {
  const customer = await findCustomerByEmail(db, email);
  const hash = customer?.passwordHash ?? (await throwawayHash());
  const ok = await verifyPassword(password, hash);
  return ok && customer?.passwordHash ? customer : null;
}
