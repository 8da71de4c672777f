// The words of a booking's offline status: "Saved for offline · updated 5 minutes ago".
import type { OfflineStatus } from './offline-status.ts';
import { DEVICE_COPY_PART } from './save-parts.ts';

export const NOT_SAVED_TEXT = 'Not saved for offline';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Written out rather than with Intl.RelativeTimeFormat: creating one costs tens of ms on a slow
// phone, on the dashboard's start, for words that are English only.
const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** How long ago `at` was, in whole minutes, hours or days; under a minute is "just now". */
export function timeAgo(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  return ago(Math.floor(elapsed / DAY), 'day');
}

export function offlineStatusText(status: OfflineStatus, now: number): string {
  return status.saved ? `Saved for offline · updated ${timeAgo(status.updatedAt, now)}` : NOT_SAVED_TEXT;
}

/** Bytes as a traveller reads them: "412 KB", "1.2 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Could not save the messages and photos. …" */
export function failureText(failed: readonly string[]): string {
  if (failed.length === 1 && failed[0] === DEVICE_COPY_PART) {
    return 'Could not keep the copy on this device: its storage may be full.';
  }
  const list = failed.length > 1 ? `${failed.slice(0, -1).join(', ')} and ${failed.at(-1)}` : failed[0];
  return `Could not save the ${list}. Check the connection and try again.`;
}
