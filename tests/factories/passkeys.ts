// A software authenticator for the API suite: a P-256 key made with node:crypto, answering WebAuthn
// challenges as a phone's platform authenticator does ('none' attestation, user present and
// verified, a signature counter), so the server's checks run on real signatures. Its knobs make
// the answers a test needs: another origin or RP ID, a counter set back, another user handle.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { Db } from '../../src/server/db/client.ts';
import { passkeys } from '../../src/server/db/schema.ts';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type Ceremony = {
  challenge: string;
  origin: string;
  rpId: string;
};

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;

export function softAuthenticator(options: { userHandle?: string } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;

  const clientData = (type: string, ceremony: Ceremony) =>
    Buffer.from(JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin, crossOrigin: false }));

  const authData = (rpId: string, flags: number, count: number, attested?: Buffer) => {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), countBytes, ...(attested ? [attested] : [])]);
  };

  return {
    id: b64url(credentialId),
    /** The signature counter the next assertion starts from (each one adds 1 first). */
    setCounter: (value: number) => {
      counter = value;
    },
    /** navigator.credentials.create()'s answer, as its JSON encoding. */
    attest(ceremony: Ceremony) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      const data = authData(
        ceremony.rpId,
        FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL,
        counter,
        attested,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(data)],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', ceremony)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get()'s answer, as its JSON encoding, signed with the key. */
    assert(ceremony: Ceremony & { userHandle?: string }) {
      const userHandle = ceremony.userHandle ?? options.userHandle;
      counter += 1;
      const data = authData(ceremony.rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, counter);
      const client = clientData('webauthn.get', ceremony);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey as KeyObject);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle === undefined ? {} : { userHandle }),
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}

/** The public key as COSE (EC2, ES256, P-256), as an authenticator reports it. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return Buffer.from(
    isoCBOR.encode(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]) as never,
    ),
  );
}

/** A stored passkey row for `customerId` (no key behind it): for suites that only need one to exist. */
export async function addPasskeyRow(db: Db, customerId: number, overrides: Partial<typeof passkeys.$inferInsert> = {}) {
  const [row] = await db
    .insert(passkeys)
    .values({
      customerId,
      credentialId: b64url(randomBytes(16)),
      publicKey: b64url(randomBytes(65)),
      rpId: 'localhost',
      name: 'Chrome on Android',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('passkey insert returned nothing');
  return row;
}
