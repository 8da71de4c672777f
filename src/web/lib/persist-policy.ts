// What of the query cache may be written to IndexedDB, under which key, by whom and for how long.
// Pure rules, each unit-tested; TanStack's persister does the I/O with them (cache-persister.ts).
// How much: persist-size.ts, which only the persister's code loads.
//
// Payment-sensitive answers stay in memory only, so a lost or shared device never holds them:
// - the card provider's configuration ['payments', 'config', …], bank-transfer codes
//   ['payments', 'pending-code', …] (and ['payments', 'pending', …]) and saved cards
//   ['credit-cards', …] are denied by name
//   (NEVER_PERSISTED_KEY_PREFIXES);
// - the calendar feed's URL ['calendar-feed'] is a credential (it opens the trips without a
//   session): denied by name as well;
// - under 'payments' only the history a traveller reads offline is
//   written: the payments list ['payments', 'list', id] and the credit notes
//   ['payments', 'credit-notes', id] (PERSISTED_PAYMENT_KEY_PREFIXES). Anything else added under
//   'payments' later (the payment dialog's queries) stays in memory until it is allowed here.
// Mutations are never written: a paused payment would hold what the traveller typed.

/** Raised when the shape of what is written changes; with the build id it forms the buster. */
export const PERSIST_SCHEMA_VERSION = 2;
/** Unwritten for this long (every start writes it again), a copy is dropped; a voyage lasts weeks. */
export const PERSIST_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The most a customer's persisted cache may take, in UTF-8 bytes of its JSON. */
export const PERSIST_MAX_BYTES = 3 * 1024 * 1024;

/** One IndexedDB entry per customer: 'gangway-cache:<customerId>'. */
export const CACHE_KEY_PREFIX = 'gangway-cache:';
/** The bookings a customer saved for offline: 'gangway-saved:<customerId>' (offline/saved-bookings). */
export const SAVED_KEY_PREFIX = 'gangway-saved:';
/** Keys written by earlier versions (one entry for whoever was signed in): always deleted. */
export const LEGACY_CACHE_KEYS: readonly string[] = ['gangway-query-cache'];

export const NEVER_PERSISTED_KEY_PREFIXES: readonly (readonly string[])[] = [
  ['payments', 'config'],
  ['payments', 'pending'],
  ['payments', 'pending-code'],
  ['credit-cards'],
  ['calendar-feed'],
];
export const PERSISTED_PAYMENT_KEY_PREFIXES: readonly (readonly string[])[] = [
  ['payments', 'list'],
  ['payments', 'credit-notes'],
];
export function persistBuster(buildId: string): string {
  return `${PERSIST_SCHEMA_VERSION}:${buildId}`;
}

export function cacheKeyFor(customerId: number): string {
  return `${CACHE_KEY_PREFIX}${customerId}`;
}

/** The only key a start may restore: that of the customer remembered as signed in, if any. */
export function restorableCacheKey(loggedIn: boolean, rememberedCustomerId: number | undefined): string | undefined {
  return loggedIn && rememberedCustomerId !== undefined ? cacheKeyFor(rememberedCustomerId) : undefined;
}

/** Cache entries and saved bookings of anyone but `keep`'s customer (and legacy keys): to be deleted. */
export function staleCacheKeys(keys: readonly unknown[], keep: string | undefined): string[] {
  const keptSaved = keep && `${SAVED_KEY_PREFIX}${keep.slice(CACHE_KEY_PREFIX.length)}`;
  return keys.filter(
    (key): key is string =>
      typeof key === 'string' &&
      key !== keep &&
      key !== keptSaved &&
      (key.startsWith(CACHE_KEY_PREFIX) || key.startsWith(SAVED_KEY_PREFIX) || LEGACY_CACHE_KEYS.includes(key)),
  );
}

const startsWith = (queryKey: readonly unknown[], prefix: readonly string[]) =>
  prefix.every((part, index) => queryKey[index] === part);

type PersistCandidate = { queryKey: readonly unknown[]; state: { status: string } };

export function mayPersistQuery(query: PersistCandidate): boolean {
  if (query.state.status !== 'success') return false;
  const key = query.queryKey;
  if (NEVER_PERSISTED_KEY_PREFIXES.some((prefix) => startsWith(key, prefix))) return false;
  if (key[0] === 'payments') return PERSISTED_PAYMENT_KEY_PREFIXES.some((prefix) => startsWith(key, prefix));
  return true;
}

/** The customer a dehydrated cache belongs to: the id in its ['session', 'me'] answer. */
export function cacheOwner(queries: readonly { queryKey: readonly unknown[]; state: { data?: unknown } }[]) {
  const me = queries.find((query) => query.queryKey[0] === 'session' && query.queryKey[1] === 'me');
  const id = (me?.state.data as { customer?: { id?: unknown } } | undefined)?.customer?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * Whether a parsed entry may be restored for `customerId`: a persisted client whose own
 * ['session', 'me'] answer is that customer's. The build (buster) and the age are checked by
 * TanStack's restore.
 */
export function isOwnCache(client: unknown, customerId: number): boolean {
  const queries: unknown = (client as { clientState?: { queries?: unknown } } | null)?.clientState?.queries;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  const isQuery = (query: unknown) =>
    isObject(query) &&
    Array.isArray((query as { queryKey?: unknown }).queryKey) &&
    isObject((query as { state?: unknown }).state);
  return Array.isArray(queries) && queries.every(isQuery) && cacheOwner(queries) === customerId;
}

/**
 * What a write under `key` does, decided at the moment of writing: it lands only while this browser
 * is signed in as the customer whose key it is; signed out, or in a shared device's session, no
 * one's entry is kept.
 */
export function writeVerdict(
  key: string,
  session: { loggedIn: boolean; customerId: number | undefined; sharedDevice?: boolean },
): 'write' | 'skip' | 'delete-all' {
  if (!session.loggedIn || session.customerId === undefined || session.sharedDevice) return 'delete-all';
  return key === cacheKeyFor(session.customerId) ? 'write' : 'skip';
}
