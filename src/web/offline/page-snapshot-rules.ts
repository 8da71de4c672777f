// Page snapshots: what a signed-in page looked like the last time it was on screen, kept so that
// the service worker can answer the next start of that page with it painted. An offline start
// otherwise shows the shell until the app's script has run, restored the query cache and rendered:
// on a slow phone most of a second and more. With a snapshot the traveller reads the last known
// page at the first paint; the app then renders the same page from the restored cache in its place.
// Pure rules of the worker (page-snapshot-response.ts), with their unit test; the writer is
// page-snapshot-writer.ts.
//
// A snapshot holds what the page showed, so it lives no longer than its customer's persisted query
// cache ('gangway-cache:<id>', persist-policy.ts): it is written only while that customer is signed
// in, sign-out clears the store, and the worker paints one only while that customer's cache is on
// the device too, only for this build and only within the cache's maximum age. A snapshot whose
// customer's cache is gone (nobody signed in any more, another customer signed in) is deleted by
// the worker at the next navigation and by the writer when it starts (staleSnapshotKeys). Dialogs
// (where payment details are typed or shown) and live regions (status banners, toasts) are left
// out of it. The keys: page-snapshot-keys.ts.
import { PERSIST_MAX_AGE_MS } from '../lib/persist-policy.ts';
import { startAfterPaint, withRootMarkup } from '../prerender/page-html.ts';
import { type Address, isAppFile, type PageSnapshot, pageSnapshotKey } from './page-snapshot-keys.ts';

/**
 * Whether a stored snapshot may be painted: well formed, of this build, not older than the
 * persisted cache may be, and stored under its own customer's key.
 */
export function isServableSnapshot(
  snapshot: unknown,
  expected: { key: string; url: Address; build: string; now: number },
): snapshot is PageSnapshot {
  if (typeof snapshot !== 'object' || snapshot === null) return false;
  const { customerId, build, savedAt, title, html } = snapshot as Partial<PageSnapshot>;
  if (typeof customerId !== 'number' || typeof savedAt !== 'number') return false;
  if (typeof title !== 'string' || typeof html !== 'string' || build !== expected.build) return false;
  if (expected.now - savedAt > PERSIST_MAX_AGE_MS || savedAt > expected.now) return false;
  return pageSnapshotKey(customerId, expected.url) === expected.key;
}

/** The snapshot's scripts (page-snapshot-keys.ts), if they are the app's files; else none. */
export function snapshotScripts(snapshot: PageSnapshot): string[] {
  const { scripts } = snapshot;
  return Array.isArray(scripts) && scripts.every(isAppFile) ? scripts : [];
}

/**
 * #root of a page painted from a snapshot: data-snapshot says when it was taken, and
 * data-prerendered="snapshot" has the app wait for its router before its first render, which
 * replaces the snapshot (router/prerendered-page.ts): a snapshot is never hydrated.
 */
const snapshotRootAttributes = (snapshot: PageSnapshot) => ({
  'data-prerendered': 'snapshot',
  'data-snapshot': String(snapshot.savedAt),
});

/**
 * The shell (the built index.html) with the snapshot in #root. The snapshot is inert, so nothing in
 * it takes a tap or focus or reaches a screen reader before the app has rendered the live page in
 * its place; its wrapper takes no box. The app's script starts once the snapshot is painted, and the
 * files the page had loaded (its `scripts`) are asked for once the entry is in.
 */
export function shellWithSnapshot(shell: string, snapshot: PageSnapshot): string {
  return startAfterPaint(
    withRootMarkup(shell, {
      rootAttributes: snapshotRootAttributes(snapshot),
      markup: `<div class="contents" inert>${snapshot.html}</div>`,
      title: snapshot.title,
    }),
    snapshotScripts(snapshot),
  );
}
