// This device's push subscription: turned on only when the traveller asks (the permission prompt
// follows their click, never a page load), saved to the server; turned off by unsubscribing here
// and removing it there. Sign-out forgets it here too (the server drops it with the session).
import { isSharedSession } from '../../lib/shared-session.ts';
import * as v from 'valibot';
import { pushPaths, vapidPublicKey } from '../../../shared/contract/push.ts';
import { api } from '../../lib/api-client.ts';
import { isStandalone } from '../../offline/install/install-prompt.ts';
import { showAppBadge } from './app-badge.ts';
import type { PushDevice } from './push-availability.ts';

const hasPushApi = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

export function thisDevice(): PushDevice {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    hasPushApi: hasPushApi(),
    permission: 'Notification' in window ? Notification.permission : 'unknown',
    sharedDevice: isSharedSession(),
  };
}

async function registration() {
  return hasPushApi() ? ((await navigator.serviceWorker.getRegistration()) ?? null) : null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

export class PushRefused extends Error {}

/** Asks for permission, subscribes with the server's key and saves the subscription there. */
export async function turnOnPush(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused('permission');
  const ready = await navigator.serviceWorker.ready;
  const { publicKey } = await api('get', pushPaths.vapidPublicKey(), vapidPublicKey);
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api('post', pushPaths.subscriptions(), v.unknown(), { json: { subscription: subscription.toJSON() } });
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('delete', pushPaths.subscriptions(), v.unknown(), { json: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** On sign-out: the next person on this device gets none of these reminders, nor the icon's count. */
export async function forgetDevicePush(): Promise<void> {
  showAppBadge(0);
  await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
}
