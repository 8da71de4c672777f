// The periodic background sync of saved bookings (background-refresh.ts in the worker): registered
// where the browser grants it (an installed app in Chromium), unregistered at sign-out.
import { PERIODIC_REFRESH_MIN_INTERVAL_MS, PERIODIC_REFRESH_TAG } from './refresh-messages.ts';

type PeriodicSync = {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
};

async function periodicSync(): Promise<PeriodicSync | undefined> {
  const registration = await navigator.serviceWorker?.getRegistration();
  return (registration as { periodicSync?: PeriodicSync } | undefined)?.periodicSync;
}

/** Elsewhere, the next visit refreshes. */
export async function registerPeriodicRefresh(): Promise<void> {
  try {
    const sync = await periodicSync();
    if (!sync) return;
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state !== 'granted') return;
    await sync.register(PERIODIC_REFRESH_TAG, { minInterval: PERIODIC_REFRESH_MIN_INTERVAL_MS });
  } catch {
    // not offered here
  }
}

export async function unregisterPeriodicRefresh(): Promise<void> {
  try {
    await (await periodicSync())?.unregister(PERIODIC_REFRESH_TAG);
  } catch {
    // never registered here
  }
}
