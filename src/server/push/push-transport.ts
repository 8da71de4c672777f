// How a push leaves the server: the web-push library encrypts the payload (aes128gcm) and signs
// the request (VAPID); fetch sends it, never following a redirect (a push service answers, it does
// not send the server elsewhere). Behind this type so the delivery rules do not depend on the
// library; the answer is the push service's HTTP status, or 0 when it could not be reached.
import webpush from 'web-push';
import type { PushMessage } from './push-payload.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushTransport = (target: PushTarget, message: PushMessage) => Promise<number>;

const TIMEOUT_MS = 10_000;

export function webPushTransport(vapid: VapidKeys): PushTransport {
  return async (target, message) => {
    const request = webpush.generateRequestDetails(target, JSON.stringify(message.payload), {
      vapidDetails: vapid,
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      topic: message.topic,
      contentEncoding: 'aes128gcm',
    });
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  };
}
