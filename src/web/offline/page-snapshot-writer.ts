// Takes the page snapshots the service worker paints on the next start of a page
// (page-snapshot-rules.ts): a few seconds after the page rendered with its data, and again after
// its data changes (at most one per wait), when the browser is idle; and at once when the page is
// hidden or left. Started by the snapshotted pages themselves (usePageSnapshots), so the sign-in
// page's JavaScript does not carry it. Deleted with the customer's persisted cache.
import type { QueryClient } from '@tanstack/react-query';
import { delMany, keys, set } from 'idb-keyval';
import { keyvalStore } from '../lib/keyval-store.ts';
import { type CurrentCustomer, sessionKeys } from '../features/session/api.ts';
import { config } from '../lib/config.ts';
import { whenIdle } from '../lib/main-thread.ts';
import type { AppRouter } from '../router/router.ts';
import { isMarkedLoggedIn, rememberedCustomerId } from '../lib/login-state.ts';
import { isSharedSession } from '../lib/shared-session.ts';
import { isAppFile, type PageSnapshot, pageSnapshotKey, staleSnapshotKeys } from './page-snapshot-keys.ts';

/**
 * The wait after a render or a change before a snapshot: serializing a page is a task of its own (a
 * few ms on a laptop, tens on a slow phone), kept out of the seconds when a page that has just
 * started takes its first taps.
 */
const SNAPSHOT_AFTER_MS = 5000;
/** A page still loading (an error page is caught by the router's state, routerSettledOn). */
const NOT_SETTLED = '.skeleton,.animate-pulse,[aria-busy="true"]';
/**
 * Left out: dialogs (a payment's details among them), and live regions (the status banners, toasts:
 * what they say is of this moment).
 */
const LEFT_OUT = 'dialog,[role="dialog"],[role="alertdialog"],[aria-live]';

/** #root's markup as a snapshot, or undefined while the page is not settled. */
export function snapshotMarkup(root: HTMLElement): string | undefined {
  if (!root.dataset.rendered || root.querySelector(NOT_SETTLED)) return undefined;
  if (!root.querySelector(LEFT_OUT)) return root.innerHTML;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(LEFT_OUT)) element.remove();
  return copy.innerHTML;
}

function routerSettledOn(router: AppRouter, url: Location): boolean {
  const { status, isLoading, matches, location } = router.state;
  return (
    status === 'idle' &&
    !isLoading &&
    location.pathname === url.pathname &&
    matches.every((match) => match.status === 'success')
  );
}

/**
 * Writes the snapshot of the page on screen, if it is a snapshotted page, settled, and of the
 * customer this browser is signed in as (the checks run in the same task as the write's request, so
 * a sign-out's clear of the store is queued after it).
 */
function takeSnapshot(router: AppRouter, queryClient: QueryClient, root: HTMLElement): void {
  const customerId = rememberedCustomerId();
  if (customerId === undefined || !isMarkedLoggedIn() || isSharedSession()) return;
  const key = pageSnapshotKey(customerId, location);
  if (!key || !routerSettledOn(router, location)) return;
  if (queryClient.getQueryData<CurrentCustomer>(sessionKeys.me())?.customer.id !== customerId) return;
  const html = snapshotMarkup(root);
  if (html === undefined) return;
  const snapshot: PageSnapshot = {
    customerId,
    build: config.buildId,
    savedAt: Date.now(),
    title: document.title,
    html,
    scripts: loadedScripts(),
  };
  void set(key, snapshot, keyvalStore).catch(() => {});
}

/**
 * The app's files this page has loaded, the entry's excepted (the shell starts it itself): what
 * its next start from this snapshot will import, and a few files more.
 */
function loadedScripts(): string[] {
  const entries = new Set(
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
      (script) => script.dataset.entry ?? new URL(script.src || '/', location.href).pathname,
    ),
  );
  const files = new Set<string>();
  for (const { name } of performance.getEntriesByType('resource')) {
    const url = new URL(name);
    if (url.origin === location.origin && isAppFile(url.pathname) && !entries.has(url.pathname))
      files.add(url.pathname);
  }
  return [...files];
}

const started = new WeakSet<AppRouter>();

/** Idempotent per router: each snapshotted page calls it when it renders. */
export function startPageSnapshots(router: AppRouter, queryClient: QueryClient): void {
  const root = document.getElementById('root');
  if (started.has(router) || !root) return;
  started.add(router);
  // Another customer's snapshots (signed in here before, without signing out): gone; all of them
  // on a shared device.
  const customerId = isSharedSession() ? undefined : rememberedCustomerId();
  void keys(keyvalStore)
    .then((stored) => delMany(staleSnapshotKeys(stored, customerId ?? -1), keyvalStore))
    .catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      whenIdle(() => takeSnapshot(router, queryClient, root));
    }, SNAPSHOT_AFTER_MS);
  };
  // Leaving the page (another app, a reload, a closed tab): the page as the traveller left it.
  const takeNow = () => {
    clearTimeout(timer);
    timer = undefined;
    takeSnapshot(router, queryClient, root);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') takeNow();
  });
  window.addEventListener('pagehide', takeNow);
  schedule();
  router.subscribe('onRendered', schedule);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule();
  });
}
