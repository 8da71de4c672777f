// Which cached answers may be written to IndexedDB. Payment-sensitive answers (keys starting with
// 'payments' or 'credit-cards') stay in memory only, so a lost or shared device never holds them.

export const PERSISTED_CACHE_KEY = 'gangway-query-cache';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const NEVER_PERSISTED_KEY_ROOTS: readonly string[] = ['payments', 'credit-cards'];

type PersistCandidate = { queryKey: readonly unknown[]; state: { status: string } };

export function mayPersistQuery(query: PersistCandidate): boolean {
  if (query.state.status !== 'success') return false;
  const root = query.queryKey[0];
  return !(typeof root === 'string' && NEVER_PERSISTED_KEY_ROOTS.includes(root));
}
