// In the service worker: a navigation to a snapshotted page is answered with the shell and the
// page's last snapshot painted in it (page-snapshot-rules.ts says when one may be), else with the
// shell as it is. Every navigation also deletes the snapshots no one may be shown any more. A store
// that is slow to answer must not hold a start up: after a short wait the shell goes as it is.
// The page then names the files its start imports (the snapshot's scripts), fetched together once
// the entry is in; the worker reads nothing more for it (a read of the build's list on the way to the
// first paint would delay it).
import { delMany, get, keys } from 'idb-keyval';
import { keyvalStore } from '../lib/keyval-store.ts';
import { paintableSnapshotKey, staleSnapshotKeys } from './page-snapshot-keys.ts';
import { isServableSnapshot, shellWithSnapshot } from './page-snapshot-rules.ts';

const STORE_WAIT_MS = 250;

const inTime = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, STORE_WAIT_MS))]);

export async function withPageSnapshot(shell: Response, url: URL, build: string): Promise<Response> {
  if (!shell.ok) return shell;
  try {
    const storedKeys = await inTime(keys(keyvalStore));
    // Snapshots whose customer's cache is gone are deleted on the way, whatever the address.
    const stale = storedKeys ? staleSnapshotKeys(storedKeys) : [];
    if (stale.length > 0) void delMany(stale, keyvalStore).catch(() => {});
    const key = storedKeys && paintableSnapshotKey(storedKeys, url);
    if (!key) return shell;
    const snapshot = await inTime(get(key, keyvalStore));
    if (!isServableSnapshot(snapshot, { key, url, build, now: Date.now() })) return shell;
    const html = shellWithSnapshot(await shell.clone().text(), snapshot);
    return new Response(html, { status: shell.status, statusText: shell.statusText, headers: shell.headers });
  } catch {
    return shell; // no IndexedDB in this worker, or a broken entry: the shell as it is
  }
}
