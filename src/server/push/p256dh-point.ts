// A subscription's p256dh is the browser's public key that each push is encrypted to: 65 bytes
// (0x04, x, y) that must be a point on the P-256 curve. Its length and first byte are checked by
// the contract; whether the point lies on the curve takes the curve's arithmetic, which node:crypto
// (OpenSSL) does when it imports the key. A key that is not on it could never be encrypted to.
import { createPublicKey } from 'node:crypto';

/** Whether base64url `p256dh` is an uncompressed point on P-256. */
export function isP256Point(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const x = bytes.subarray(1, 33).toString('base64url');
    const y = bytes.subarray(33).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
