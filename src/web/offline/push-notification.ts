// What the service worker shows for a push, and where a tap on it goes. The server's payload
// (shared/contract/push.ts) carries the text and the app path; anything that does not parse is
// shown as a plain reminder opening the notifications page, since a push must always show one.
import * as v from 'valibot';
import { type PushPayload, pushPayload } from '../../shared/contract/push.ts';

export const PUSH_ICON = '/icons/cruise/icon-192.png';
const FALLBACK: PushPayload = {
  title: 'Gangway',
  body: 'You have a new notification.',
  type: 'Notification',
  path: '/notifications',
  tag: 'gangway',
};

export function readPushPayload(json: unknown): PushPayload {
  const parsed = v.safeParse(pushPayload, json);
  // Only a path of this app: never an absolute or protocol-relative address.
  if (!parsed.success || parsed.output.path.startsWith('//')) return FALLBACK;
  return parsed.output;
}

/** The notification a push shows: one per booking (tag), replacing the last one quietly. */
export function notificationOf(payload: PushPayload): { title: string; options: NotificationOptions } {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      tag: payload.tag,
      data: { path: payload.path },
    },
  };
}

/** The absolute URL a tapped notification opens, inside the app's own origin. */
export function clickTarget(data: unknown, origin: string): string {
  const path = (data as { path?: unknown } | null)?.path;
  const safe = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/notifications';
  return new URL(safe, origin).href;
}
