// Checking an e-mail and password. An unknown e-mail still costs one scrypt run against a throwaway
// hash, in the same lane as a known e-mail from a browser the account does not know, so response
// time does not tell which addresses have accounts.
import type { Db } from '../db/client.ts';
import { type CustomerRow, findCustomerByEmail } from '../customers/find-customer.ts';
import { hashPassword, type PasswordLane, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = 'Invalid Email or password.';

let dummyHash: Promise<string> | undefined;
const throwawayHash = () => {
  dummyHash ??= hashPassword(`not-a-password-${Math.random()}`, { lane: 'sign-in' });
  return dummyHash;
};

/**
 * The customer when the password is theirs. `knownDevice`: the browser signed in to this e-mail's
 * account before, so its check takes the known-device lane, which no stranger can fill.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  { knownDevice = false }: { knownDevice?: boolean } = {},
): Promise<CustomerRow | null> {
  const customer = await findCustomerByEmail(db, email);
  const hash = customer?.passwordHash ?? (await throwawayHash());
  const lane: Exclude<PasswordLane, 'sign-up'> = knownDevice && customer ? 'known-device' : 'sign-in';
  const ok = await verifyPassword(password, hash, lane);
  return ok && customer?.passwordHash ? customer : null;
}
