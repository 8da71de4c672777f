// The payment description code a traveller quotes on a bank transfer: the booking id plus four
// characters that read aloud without confusion (Crockford's alphabet: no I, L, O or U).
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function paymentCode(bookingId: number): string {
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `GW-${bookingId}-${suffix}`;
}
