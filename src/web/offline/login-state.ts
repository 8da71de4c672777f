// The login state shared by every tab (spec, account-areas §4 "Login state"): 'logined' in
// localStorage is 'true' after login, registration or a successful profile fetch, and 'false' after
// a failed profile fetch (401) or a logout; a failed logout leaves it 'true'. Other tabs react to
// its changes through storage events (cross-tab-sync.ts).
export const LOGINED_KEY = 'logined';
export const REFRESH_KEY = 'refresh';

const listeners = new Set<() => void>();

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage disabled or full: the tab still works, only cross-tab sync is lost
  }
  if (key === LOGINED_KEY) for (const listener of listeners) listener();
}

/** Calls `listener` when the flag changes in this tab or another one (for useSyncExternalStore). */
export function subscribeLoginFlag(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGINED_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function markLoggedIn(): void {
  write(LOGINED_KEY, 'true');
}

export function markLoggedOut(): void {
  write(LOGINED_KEY, 'false');
}

export function isMarkedLoggedIn(): boolean {
  try {
    return localStorage.getItem(LOGINED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** After ?refresh=true: tells other tabs which customer this browser now belongs to. */
export function announceRefresh(customerId: number): void {
  write(REFRESH_KEY, String(customerId));
}

export type StorageChange = { key: string | null; newValue: string | null };
export type TabState = { currentCustomerId: number | undefined; onUnauthenticatedPage: boolean };
export type CrossTabAction = 'force-logout' | 'reload' | 'dashboard-reload' | 'none';

/** What a storage event written by another tab means for this tab. */
export function decideCrossTabAction(change: StorageChange, tab: TabState): CrossTabAction {
  if (change.key === LOGINED_KEY) {
    if (change.newValue === 'false') return 'force-logout';
    if (change.newValue === 'true' && tab.onUnauthenticatedPage) return 'reload';
    return 'none';
  }
  if (change.key === REFRESH_KEY && change.newValue !== null && /^\d+$/.test(change.newValue)) {
    return Number(change.newValue) !== tab.currentCustomerId ? 'dashboard-reload' : 'none';
  }
  return 'none';
}
