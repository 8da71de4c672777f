import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, setNewHashCost, verifyPassword } from './passwords.ts';

afterEach(() => setNewHashCost());

describe('the cost of new hashes', () => {
  it('is the one SCRYPT_N set, named in the stored form, and a hash of any cost verifies', async () => {
    setNewHashCost(2 ** 10);
    const cheap = await hashPassword('correct-horse-battery');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setNewHashCost();
    expect(await verifyPassword('correct-horse-battery', cheap)).toBe(true);
    expect(await verifyPassword('wrong-horse-battery', cheap)).toBe(false);
  });

  it('is the production cost again once reset', async () => {
    setNewHashCost(2 ** 10);
    setNewHashCost();
    expect(await hashPassword('correct-horse-battery')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
