// Web Push: this device's subscription (the browser's PushSubscription.toJSON()), the server's
// VAPID public key, and the payload the service worker shows. The payload carries the
// notification's own text, its type and the app path to open: nothing else about the customer.
import * as v from 'valibot';

export const pushPaths = {
  vapidPublicKey: () => '/customer/push/vapid_public_key',
  subscriptions: () => '/customer/push_subscriptions',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The length in bytes of base64url `text` once decoded (padding allowed, as some browsers send). */
export function base64UrlBytes(text: string): number {
  const bare = text.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

const base64UrlOf = (bytes: number, message: string) =>
  v.pipe(
    v.string(),
    v.maxLength(200),
    v.regex(BASE64URL, message),
    v.check((text) => base64UrlBytes(text) === bytes, message),
  );

export const P256DH_MESSAGE = 'must be a base64url P-256 public key (65 bytes)';
export const AUTH_MESSAGE = 'must be a base64url secret of 16 bytes';
export const ENDPOINT_MESSAGE = 'must be the address of a browser push service';

export const pushEndpoint = v.pipe(
  v.string(),
  v.maxLength(2000, ENDPOINT_MESSAGE),
  v.check((text) => URL.canParse(text), ENDPOINT_MESSAGE),
);

export const pushSubscriptionRequest = v.object({
  subscription: v.object({
    endpoint: pushEndpoint,
    keys: v.object({
      p256dh: v.pipe(
        base64UrlOf(65, P256DH_MESSAGE),
        // An uncompressed point starts with 0x04, which base64url spells as a leading "B".
        v.startsWith('B', P256DH_MESSAGE),
      ),
      auth: base64UrlOf(16, AUTH_MESSAGE),
    }),
  }),
});

export const pushUnsubscribeRequest = v.object({ endpoint: pushEndpoint });

export const vapidPublicKey = v.object({ publicKey: v.string() });

/** What a push carries; `tag` groups one booking's reminders so they replace each other. */
export const pushPayload = v.object({
  title: v.string(),
  body: v.string(),
  type: v.string(),
  path: v.pipe(v.string(), v.startsWith('/')),
  tag: v.string(),
});
export type PushPayload = v.InferOutput<typeof pushPayload>;
