import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isP256Point } from './p256dh-point.ts';

const browserKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey();
};

describe('isP256Point', () => {
  it("takes a browser's public key", () => {
    expect(isP256Point(browserKey().toString('base64url'))).toBe(true);
  });

  it('refuses 65 bytes that are not a point on the curve', () => {
    const moved = browserKey();
    moved[64] = (moved[64] ?? 0) ^ 1; // y off by one bit: no longer on the curve
    const zeros = Buffer.alloc(65);
    zeros[0] = 4;
    const beyond = Buffer.alloc(65, 0xff); // coordinates past the field's prime
    beyond[0] = 4;
    for (const bytes of [moved, zeros, beyond]) expect(isP256Point(bytes.toString('base64url'))).toBe(false);
  });

  it('refuses a compressed point and a short key', () => {
    const key = browserKey();
    expect(isP256Point(Buffer.concat([Buffer.from([2]), key.subarray(1, 33)]).toString('base64url'))).toBe(false);
    expect(isP256Point(key.subarray(0, 64).toString('base64url'))).toBe(false);
  });
});
