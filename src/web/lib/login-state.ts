// The login state shared by every tab: 'logined' in localStorage is 'true' after login,
// registration or a successful profile fetch, and 'false' after a failed profile fetch (401) or a
// logout; a failed logout leaves it 'true'. Other tabs react to its changes through storage events
// (cross-tab-sync.ts).
export const LOGINED_KEY = 'logined';
export const REFRESH_KEY = 'refresh';
/**
 * The customer this browser is signed in as (set on a successful profile fetch, removed at
 * sign-out with the rest of web storage): the persisted cache of no one else is ever restored.
 */
export const CUSTOMER_KEY = 'gangway-customer';

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

export function rememberCustomer(customerId: number): void {
  write(CUSTOMER_KEY, String(customerId));
}

export function rememberedCustomerId(): number | undefined {
  try {
    return parseCustomerId(localStorage.getItem(CUSTOMER_KEY));
  } catch {
    return undefined;
  }
}

export function parseCustomerId(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
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
  const refreshed = change.key === REFRESH_KEY ? parseCustomerId(change.newValue) : undefined;
  if (refreshed !== undefined) return refreshed !== tab.currentCustomerId ? 'dashboard-reload' : 'none';
  // Beyond the two keys ('logined', 'refresh'): another tab signed in as someone (possibly while
  // 'logined' was already 'true', which fires no event). A visitor page reloads into that session;
  // a tab showing another customer must not keep showing that customer's data.
  const signedIn = change.key === CUSTOMER_KEY ? parseCustomerId(change.newValue) : undefined;
  if (signedIn !== undefined) {
    if (tab.onUnauthenticatedPage) return 'reload';
    if (tab.currentCustomerId !== undefined && signedIn !== tab.currentCustomerId) return 'dashboard-reload';
  }
  return 'none';
}
