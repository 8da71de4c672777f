// A browser push service on 127.0.0.1 for the tests: it hands out subscriptions as a browser would
// (a P-256 key pair and a 16-byte auth secret per device, an endpoint under its own origin),
// receives what the server sends, and decrypts each body with the device's private key as the
// browser does (RFC 8291 keys, RFC 8188 aes128gcm record). It answers 201, or the status a test
// sets for one endpoint (410 for a subscription the browser dropped).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  endpoint: string;
  headers: IncomingMessage['headers'];
  /** The decrypted text, or null when the body did not decrypt with the device's keys. */
  text: string | null;
};

type Device = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** Decrypts an aes128gcm Web Push body for the device holding `ecdh` and `auth` (one record). */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const devicePublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([info('WebPush: info'), devicePublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushServiceFake() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const device = devices.get(endpoint);
      let text: string | null = null;
      if (device) {
        try {
          text = decryptPush(Buffer.concat(chunks), device.ecdh, device.auth);
        } catch {
          text = null;
        }
      }
      received.push({ endpoint, headers: request.headers, text });
      response.writeHead(device ? device.status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new device's subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      devices.set(endpoint, { ecdh, auth, status: 201 });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** What the service answers for `endpoint` from now on. */
    answer(endpoint: string, status: number) {
      const device = devices.get(endpoint);
      if (device) device.status = status;
    },
    to: (endpoint: string) => received.filter((push) => push.endpoint === endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
